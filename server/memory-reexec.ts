// Imported first by server/main.ts, so the process is replaced before anything else loads (server/memory-flags.ts).
import { memoryReexec } from './memory-flags.ts'

const reexec = memoryReexec(process.execPath, process.execArgv, process.argv, process.env)
if (reexec) process.execve!(process.execPath, reexec.args, reexec.env)
