/**
 * `npm run backup`: one backup archive now, into the backup store (decision
 * 0054; DATA_DIR/backups, or the bucket). On PostgreSQL, or on the embedded
 * database while no server runs, it is made here; while a server holds the
 * embedded database, that server is asked to make it (its socket under DATA_DIR/run).
 */
import '../server/load-env.ts'

import path from 'node:path'

import { requestBackup } from '#app/.server/backup/control.ts'
import { backupOptionsFromEnv, makeBackup, type BackupResult } from '#app/.server/backup/index.ts'
import { openDatabase } from '#app/.server/db/client.ts'
import { DirectoryLockedError } from '#app/.server/db/directory-lock.ts'
import { getEnv } from '#app/.server/env.ts'
import { formatBytes } from '#app/domain/overview/figures.ts'

const env = getEnv()
const store = env.BACKUP_S3_BUCKET
	? `s3://${env.BACKUP_S3_BUCKET}/`
	: env.S3_BUCKET
		? `s3://${env.S3_BUCKET}/_backups/`
		: `${path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, 'backups'))}/`

async function here(): Promise<BackupResult | null> {
	let handle
	try {
		handle = await openDatabase(
			env.DATABASE_URL
				? { kind: 'postgres', url: env.DATABASE_URL, maxConnections: 2 }
				: { kind: 'pglite', dataDir: path.resolve(env.DATA_DIR, 'pglite') },
		)
	} catch (error) {
		if (error instanceof DirectoryLockedError) return null
		throw error
	}
	try {
		return await makeBackup({ ...backupOptionsFromEnv(handle, env), trigger: 'command' })
	} finally {
		await handle.close()
	}
}

async function throughServer(): Promise<BackupResult> {
	const answer = await requestBackup(env.DATA_DIR)
	if (!answer) {
		throw new Error(
			`A server holds the embedded database but does not answer at ${path.resolve(env.DATA_DIR, 'run')}: use "Back up now" in the admin (Overview, Backups), or stop the server and run this again.`,
		)
	}
	if (!answer.ok) throw new Error(`The server could not make the backup: ${answer.error}`)
	return answer.result
}

try {
	const result = (await here()) ?? (await throughServer())
	if (result.ok === true) {
		console.log(
			`Backup made: ${store}${result.name} (${formatBytes(result.bytes)}, ${result.files} files, ${(result.durationMs / 1000).toFixed(1)} s)`,
		)
		if (result.deleted.length > 0) console.log(`Old backups deleted (retention): ${result.deleted.join(', ')}`)
	} else if (result.ok === 'busy') {
		console.error('Another backup is being made right now: try again when it has finished.')
		process.exitCode = 1
	} else if (result.ok === false) {
		console.error(`Backup failed: ${result.error}`)
		process.exitCode = 1
	}
} catch (error) {
	console.error(error instanceof Error ? error.message : error)
	process.exitCode = 1
}
