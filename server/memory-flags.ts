/**
 * The memory budget's process settings (decision 0055): V8 flags and
 * glibc malloc settings that must be in place when the process starts. `node
 * build/main.js` is how every start runs the server (npm start, the systemd
 * unit, the browser tests' server), so the server replaces itself once, by
 * execve (same process id: signals, systemd and the drain are unchanged), with
 * the settings added when they are missing.
 */

/** V8 flags: PGlite's WebAssembly compiled by Liftoff alone (V8's optimising tier-up of its 9 MB module took 500 MB at start), a small young generation. */
export const MEMORY_NODE_FLAGS = ['--liftoff-only', '--max-semi-space-size=16'] as const

/** glibc malloc: two arenas rather than eight per core, and freed memory returned to the system sooner (libvips allocates in threads). */
export const MEMORY_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_TRIM_THRESHOLD_: '131072' } as const

/** Set in the replaced process, so it never replaces itself again. */
export const REEXEC_MARK = 'WESTWAY_MEMORY_FLAGS'

export type Reexec = { args: string[]; env: Record<string, string> }

/**
 * What to execve into, or null to run as is: when a flag or variable is
 * missing, not yet replaced, not in development (Vite's server runs its own
 * way) and not turned off with WESTWAY_MEMORY_FLAGS=off. Flags already given
 * (e.g. another --max-semi-space-size) are kept and win.
 */
export function memoryReexec(
	execPath: string,
	execArgv: readonly string[],
	argv: readonly string[],
	env: NodeJS.ProcessEnv,
): Reexec | null {
	if (env[REEXEC_MARK] !== undefined || env.NODE_ENV === 'development') return null
	const flagName = (flag: string) => flag.split('=')[0]!.replace(/^--no-/, '--')
	const given = new Set(execArgv.map(flagName))
	const flags = MEMORY_NODE_FLAGS.filter((flag) => !given.has(flagName(flag)))
	const variables = Object.entries(MEMORY_ENV).filter(([name]) => env[name] === undefined)
	if (flags.length === 0 && variables.length === 0) return null
	const nextEnv: Record<string, string> = {}
	for (const [name, value] of Object.entries(env)) if (value !== undefined) nextEnv[name] = value
	for (const [name, value] of variables) nextEnv[name] = value
	nextEnv[REEXEC_MARK] = 'on'
	return { args: [execPath, ...flags, ...execArgv, ...argv.slice(1)], env: nextEnv }
}
