import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import path from 'node:path'

/**
 * An exclusive, process-level lock on a PGlite data directory.
 *
 * PGlite is Postgres compiled to WebAssembly with its own in-process buffer
 * cache: two processes opening one directory each believe they own it and
 * silently overwrite each other's pages. The first to open a directory creates
 * `<dir>.lock` atomically (hard link of a fully written file, which fails if the
 * name exists) and removes it on close. A lock left by a crashed process is
 * recognised (its pid is gone, or the pid now belongs to a process with another
 * start time) and taken over. See docs/decisions/0003-pglite-directory-lock.md.
 */
export type LockOwner = {
	pid: number
	hostname: string
	startTime: string | null
	acquiredAt: string
}

export class DirectoryLockedError extends Error {
	override name = 'DirectoryLockedError'
	constructor(
		readonly lockPath: string,
		readonly owner: LockOwner | null,
	) {
		const who = owner ? `pid ${owner.pid} on ${owner.hostname}, since ${owner.acquiredAt}` : 'another process'
		super(
			`The embedded database at ${lockPath.replace(/\.lock$/, '')} is already open (${who}). ` +
				`PGlite must never be opened by two processes at once: stop the other process ` +
				`(for example a running server) and try again, or set DATABASE_URL to use PostgreSQL. ` +
				`If you are certain nothing is using it, delete ${lockPath}.`,
		)
	}
}

export type DirectoryLock = { path: string; release(): void }

/** Start time of a process (clock ticks since boot, from /proc), so a reused pid is not taken for the owner. */
function processStartTime(pid: number): string | null {
	try {
		const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
		// Field 2 (the command) may contain spaces; the fields after its ')' are fixed: starttime is field 22.
		return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null
	} catch {
		return null
	}
}

function pidExists(pid: number): boolean {
	try {
		process.kill(pid, 0)
		return true
	} catch (error) {
		return (error as NodeJS.ErrnoException).code === 'EPERM'
	}
}

function readOwner(file: string): LockOwner | null {
	try {
		return JSON.parse(readFileSync(file, 'utf8')) as LockOwner
	} catch {
		return null
	}
}

export function isOwnerRunning(owner: LockOwner): boolean {
	// Another machine sharing the volume cannot be checked from here: assume it is running.
	if (owner.hostname !== hostname()) return true
	if (!pidExists(owner.pid)) return false
	const startTime = processStartTime(owner.pid)
	return owner.startTime === null || startTime === null || owner.startTime === startTime
}

const sameOwner = (a: LockOwner | null, b: LockOwner | null) => a !== null && b !== null && a.pid === b.pid && a.acquiredAt === b.acquiredAt

export function acquireDirectoryLock(directory: string): DirectoryLock {
	const lockPath = `${path.resolve(directory)}.lock`
	mkdirSync(path.dirname(lockPath), { recursive: true })
	const owner: LockOwner = {
		pid: process.pid,
		hostname: hostname(),
		startTime: processStartTime(process.pid),
		acquiredAt: new Date().toISOString(),
	}
	const draft = `${lockPath}.${process.pid}.${Date.now()}.tmp`
	writeFileSync(draft, JSON.stringify(owner), { mode: 0o600 })

	try {
		for (let attempt = 0; attempt < 3; attempt++) {
			try {
				linkSync(draft, lockPath)
				return { path: lockPath, release: () => releaseIfOwned(lockPath, owner) }
			} catch (error) {
				if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
			}
			const existing = readOwner(lockPath)
			if (existing === null || isOwnerRunning(existing)) {
				throw new DirectoryLockedError(lockPath, existing)
			}
			takeOverStaleLock(lockPath, existing)
		}
		throw new DirectoryLockedError(lockPath, readOwner(lockPath))
	} finally {
		rmSync(draft, { force: true })
	}
}

/**
 * Moves a stale lock aside. If, between our read and the move, another process
 * replaced it with a fresh lock, that fresh lock is put back and we give up.
 */
function takeOverStaleLock(lockPath: string, stale: LockOwner) {
	const aside = `${lockPath}.stale.${process.pid}.${Date.now()}`
	try {
		renameSync(lockPath, aside)
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
		throw error
	}
	const moved = readOwner(aside)
	if (!sameOwner(moved, stale)) {
		try {
			linkSync(aside, lockPath)
		} finally {
			rmSync(aside, { force: true })
		}
		throw new DirectoryLockedError(lockPath, moved)
	}
	rmSync(aside, { force: true })
}

function releaseIfOwned(lockPath: string, owner: LockOwner) {
	if (sameOwner(readOwner(lockPath), owner)) rmSync(lockPath, { force: true })
}
