import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

import { acquireDirectoryLock, DirectoryLockedError } from './directory-lock.ts'

const directories: string[] = []
function tempDir() {
	const dir = mkdtempSync(path.join(tmpdir(), 'lock-test-'))
	directories.push(dir)
	return path.join(dir, 'pglite')
}
afterEach(() => {
	for (const dir of directories.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A pid that is certainly not running: a child that has already exited. */
async function deadPid() {
	const child = spawn(process.execPath, ['-e', '0'])
	await new Promise((resolve) => child.on('exit', resolve))
	return child.pid!
}

describe('PGlite directory lock', () => {
	it('gives the directory to one holder at a time and frees it on release', () => {
		const dir = tempDir()
		const lock = acquireDirectoryLock(dir)
		expect(existsSync(`${dir}.lock`)).toBe(true)
		expect(() => acquireDirectoryLock(dir)).toThrow(DirectoryLockedError)
		lock.release()
		expect(existsSync(`${dir}.lock`)).toBe(false)
		acquireDirectoryLock(dir).release()
	})

	it('explains what is wrong and what to do', () => {
		const dir = tempDir()
		const lock = acquireDirectoryLock(dir)
		try {
			acquireDirectoryLock(dir)
			expect.unreachable()
		} catch (error) {
			expect(error).toBeInstanceOf(DirectoryLockedError)
			const message = (error as Error).message
			expect(message).toContain('already open')
			expect(message).toContain(`pid ${process.pid}`)
			expect(message).toContain('DATABASE_URL')
		} finally {
			lock.release()
		}
	})

	it('takes over a lock left by a process that no longer runs', async () => {
		const dir = tempDir()
		const stale = { pid: await deadPid(), hostname: hostname(), startTime: '1', acquiredAt: '2020-01-01T00:00:00.000Z' }
		writeFileSync(`${dir}.lock`, JSON.stringify(stale))
		const lock = acquireDirectoryLock(dir)
		expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8')).pid).toBe(process.pid)
		lock.release()
	})

	it('does not mistake a reused pid for the owner', () => {
		const dir = tempDir()
		// Our own pid, but recorded with a different process start time: a previous process.
		const stale = { pid: process.pid, hostname: hostname(), startTime: 'not-this-one', acquiredAt: '2020-01-01T00:00:00.000Z' }
		writeFileSync(`${dir}.lock`, JSON.stringify(stale))
		const lock = acquireDirectoryLock(dir)
		expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8')).startTime).not.toBe('not-this-one')
		lock.release()
	})

	it('never removes a lock it does not own', () => {
		const dir = tempDir()
		const lock = acquireDirectoryLock(dir)
		const other = { pid: 1, hostname: 'elsewhere', startTime: null, acquiredAt: new Date().toISOString() }
		writeFileSync(`${dir}.lock`, JSON.stringify(other))
		lock.release()
		expect(existsSync(`${dir}.lock`)).toBe(true)
	})
})
