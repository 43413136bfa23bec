import { existsSync } from 'node:fs'
import path from 'node:path'

/** An executable on PATH, or in the sbin directories a non-root PATH may lack (nginx lives in /usr/sbin). */
export function findExecutable(name: string): string | null {
	const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/local/sbin', '/usr/sbin', '/sbin']
	for (const dir of dirs) {
		const candidate = path.join(dir, name)
		if (dir && existsSync(candidate)) return candidate
	}
	return null
}
