/**
 * `npm run restore -- FILE [--force]`: puts a backup archive back (decision
 * 0054) into the database and data directory of this environment: PGlite in
 * DATA_DIR/pglite, or the PostgreSQL database of DATABASE_URL, and the files
 * in DATA_DIR/media and DATA_DIR/private (with S3, the bucket is checked for
 * the objects the backup lists). Refuses a target that is not empty unless
 * --force; checks every checksum before it writes anything. Stop the server first.
 */
import '../server/load-env.ts'

import path from 'node:path'

import { backupFilesFromEnv } from '#app/.server/backup/index.ts'
import { restoreBackup } from '#app/.server/backup/restore.ts'
import { getEnv } from '#app/.server/env.ts'
import { formatLondonDateTime } from '#app/domain/london-time.ts'
import { formatBytes } from '#app/domain/overview/figures.ts'

const usage = `Usage: npm run restore -- FILE [--force]

  FILE      a backup archive (backup-YYYYMMDD-HHMMSS-….tar) made by npm run backup or the server
  --force   replace what is there: files and the embedded database are moved to DATA_DIR/replaced-…,
            a PostgreSQL database's tables are dropped

Restores into the database of this environment (DATABASE_URL, or PGlite under DATA_DIR) and DATA_DIR's
media. Stop the server first.`

const args = process.argv.slice(2)
const force = args.includes('--force')
const files = args.filter((arg) => arg !== '--force')
if (files.length !== 1 || files[0]?.startsWith('-')) {
	console.error(usage)
	process.exit(2)
}

const env = getEnv()
try {
	const report = await restoreBackup({
		file: path.resolve(files[0] as string),
		target: env.DATABASE_URL
			? { kind: 'postgres', url: env.DATABASE_URL }
			: { kind: 'pglite', dataDir: path.resolve(env.DATA_DIR, 'pglite') },
		dataDir: env.DATA_DIR,
		files: backupFilesFromEnv(env),
		force,
		pgBinDir: env.BACKUP_PG_BIN,
	})
	const into =
		report.into === 'pglite' ? `the embedded database (${path.resolve(env.DATA_DIR, 'pglite')})` : 'the PostgreSQL database of DATABASE_URL'
	console.log(
		`Restored the backup of ${formatLondonDateTime(new Date(report.created))} (London time), made from ${report.from === 'pglite' ? 'the embedded database' : 'PostgreSQL'}:`,
	)
	console.log(`  database: ${report.tables} tables, ${report.rows} rows, at migration ${report.migrations}, into ${into}`)
	console.log(
		`  media: ${report.files.media.count} files (${formatBytes(report.files.media.bytes)}); private files (enquiry photos): ${report.files.private.count} (${formatBytes(report.files.private.bytes)})`,
	)
	if (report.s3) {
		console.log(`  S3: ${report.s3.listed - report.s3.missing.length} of the ${report.s3.listed} objects it lists are in the bucket`)
		if (report.s3.missing.length > 0) console.log(`  missing or changed in the bucket:\n    ${report.s3.missing.join('\n    ')}`)
	}
	if (report.movedAside) console.log(`  what was there before is in ${report.movedAside}`)
	console.log('Start the server: it applies any newer migrations and makes the picture sizes again as they are asked for.')
} catch (error) {
	console.error(error instanceof Error ? error.message : error)
	process.exitCode = 1
}
