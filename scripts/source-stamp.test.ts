import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

import { buildState, sourceStamp, writeSourceStamp } from './source-stamp.mjs'

const temporary: string[] = []
const tempDir = (prefix: string) => {
	const dir = mkdtempSync(path.join(tmpdir(), prefix))
	temporary.push(dir)
	return dir
}
afterEach(() => {
	for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A project with one source file and a complete build beside it. */
function project() {
	const root = tempDir('stamp-')
	mkdirSync(path.join(root, 'app'))
	writeFileSync(path.join(root, 'app', 'root.tsx'), 'export default 1\n')
	writeFileSync(path.join(root, 'package.json'), '{}\n')
	const build = path.join(root, 'build')
	mkdirSync(path.join(build, 'server'), { recursive: true })
	writeFileSync(path.join(build, 'main.js'), '')
	writeFileSync(path.join(build, 'server', 'index.js'), '')
	return { root, build }
}

describe('the source stamp', () => {
	it('tells a missing, unstamped, current and stale build apart', () => {
		const { root, build } = project()
		expect(buildState(path.join(root, 'elsewhere'), root)).toBe('missing')
		expect(buildState(build, root)).toBe('unstamped')
		writeSourceStamp(build, root)
		expect(buildState(build, root)).toBe('current')

		const later = new Date(Date.now() + 60_000)
		utimesSync(path.join(root, 'app', 'root.tsx'), later, later)
		expect(buildState(build, root)).toBe('stale')
	})

	it('ignores generated route types', () => {
		const { root } = project()
		const before = sourceStamp(root)
		mkdirSync(path.join(root, 'app', '+types'))
		writeFileSync(path.join(root, 'app', '+types', 'root.ts'), 'export {}\n')
		expect(sourceStamp(root)).toBe(before)
	})

	it('is written by the build, so `npm start` right after it does not build again', () => {
		const build = tempDir('stamp-build-')
		const env = { ...process.env, BUILD_DIR: build }
		// The last step of `npm run build`; the React Router step before it is stood in for.
		execFileSync(process.execPath, ['scripts/build-server.mjs'], { env, stdio: 'pipe' })
		mkdirSync(path.join(build, 'server'))
		writeFileSync(path.join(build, 'server', 'index.js'), '')
		expect(buildState(build)).toBe('current')

		const output = execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { env, encoding: 'utf8', timeout: 10_000 })
		expect(output).toBe('')
	})
})
