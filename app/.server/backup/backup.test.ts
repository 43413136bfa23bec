import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { backupName, parseBackupName } from '#app/domain/backup/archives.ts'
import { emptyDatabaseBeside, testDatabaseForThisFile } from '#tests/db.ts'

import { openDatabase, type DatabaseHandle } from '../db/client.ts'
import { backupRuns, enquiries, enquiryPhotos, services } from '../db/schema/index.ts'
import { seedDatabase } from '../seed/index.ts'
import { createLocalStorage } from '../storage/local.ts'
import { BACKUP_LOCK, makeBackup, type BackupFiles, type BackupOptions } from './create.ts'
import { dumpDatabase } from './database.ts'
import { restoreBackup, RestoreRefusedError } from './restore.ts'
import { MAX_FAILED_A_DAY, runScheduledBackup } from './schedule.ts'
import { localBackupStore, type BackupStore } from './store.ts'

/*
 * The backup drill (issue 26): seed, change content, upload, back up, wipe,
 * restore, then compare a full dump of the database and every stored file's
 * checksum. On PGlite in memory, or on PostgreSQL with TEST_DATABASE_URL
 * (pg_dump and pg_restore of the machine's postgresql-client).
 */
const database = testDatabaseForThisFile()
const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
const silent = { info: () => {}, warn: () => {}, error: () => {} }

let root: string
let dataDir: string
let files: Extract<BackupFiles, { kind: 'local' }>
let store: BackupStore

const options = (overrides: Partial<BackupOptions> = {}): BackupOptions => ({
	handle: database,
	files,
	store,
	trigger: 'command',
	retention: { daily: 7, weekly: 4 },
	log: silent,
	...overrides,
})

function checksums(directory: string): Record<string, string> {
	if (!existsSync(directory)) return {}
	return Object.fromEntries(
		readdirSync(directory, { recursive: true, withFileTypes: true })
			.filter((entry) => entry.isFile())
			.map((entry) => {
				const file = path.join(entry.parentPath, entry.name)
				return [path.relative(directory, file), createHash('sha256').update(readFileSync(file)).digest('hex')]
			})
			.sort(([a], [b]) => (a as string).localeCompare(b as string)),
	)
}

/** A full, comparable dump: plain SQL (PostgreSQL's own pg_dump; pglite-tools' on PGlite), without its random \restrict key. */
async function fullDump(handle: DatabaseHandle, url: string | null): Promise<string> {
	let text: string
	if (url) {
		const result = spawnSync('pg_dump', ['--format=plain', '--no-owner', `--dbname=${url}`], { encoding: 'utf8' })
		expect(result.status, result.stderr).toBe(0)
		text = result.stdout
	} else {
		const file = path.join(root, `dump-${Date.now()}.sql.gz`)
		await dumpDatabase(handle, file)
		text = gunzipSync(readFileSync(file)).toString('utf8')
	}
	return text
		.split('\n')
		.filter((line) => !/^\\(un)?restrict /.test(line))
		.join('\n')
}

async function picture(color: string) {
	return sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
		.jpeg()
		.toBuffer()
}

beforeAll(async () => {
	root = mkdtempSync(path.join(tmpdir(), 'westway-backup-test-'))
	dataDir = path.join(root, 'data')
	files = { kind: 'local', roots: { media: path.join(dataDir, 'media'), private: path.join(dataDir, 'private') } }
	store = localBackupStore(path.join(dataDir, 'backups'))
	// Seed: the starting content, with its pictures in this data directory.
	await seedDatabase(database.db, { storage: createLocalStorage(files.roots.media) })
})

afterAll(() => {
	rmSync(root, { recursive: true, force: true })
})

const emptyPostgres = (suffix: string) => emptyDatabaseBeside(database, suffix)

describe(`the backup drill (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
	it('restores the database and every file exactly as they were backed up', { timeout: 120_000 }, async () => {
		// Change content, and upload: a public picture and an enquiry's private photo.
		await database.db.update(services).set({ name: 'Kitchens, changed before the backup' }).where(eq(services.slug, 'kitchens'))
		const media = createLocalStorage(files.roots.media)
		const photos = createLocalStorage(files.roots.private)
		await media.put('gallery/1700000000000-ab12cd-new-kitchen.jpg', await picture('#336699'), 'image/jpeg')
		await media.put(
			'_variants/640/webp/gallery/1700000000000-ab12cd-new-kitchen.jpg.webp',
			Buffer.from('a size, made again on demand'),
			'image/webp',
		)
		const [enquiry] = await database.db
			.insert(enquiries)
			.values({
				name: 'Ada Customer',
				email: 'ada@example.com',
				phone: '+447700900123',
				postcode: 'W5 1AA',
				service: 'bathrooms',
				consentAt: new Date(),
			})
			.returning({ id: enquiries.id })
		const photoKey = `enquiry-photos/${enquiry!.id}/1700000000000-ef34gh-leak.jpg`
		const photo = await picture('#993366')
		await photos.put(photoKey, photo, 'image/jpeg')
		await database.db.insert(enquiryPhotos).values({
			enquiryId: enquiry!.id,
			storageKey: photoKey,
			originalName: 'leak.jpg',
			contentType: 'image/jpeg',
			bytes: photo.length,
			width: 64,
			height: 48,
			position: 0,
		})

		// What the backup is to hold (its own record in backup_runs is written after its dump).
		const dumpBefore = await fullDump(database, database.url)
		const filesBefore = { media: checksums(files.roots.media), private: checksums(files.roots.private) }
		const result = await makeBackup(options())
		expect(result).toMatchObject({ ok: true, store: 'local' })
		if (result.ok !== true) return
		const archive = path.join(dataDir, 'backups', result.name)
		expect(parseBackupName(result.name)?.trigger).toBe('command')
		const [run] = await database.db.select().from(backupRuns).where(eq(backupRuns.name, result.name))
		expect(run).toMatchObject({ ok: true, trigger: 'command', bytes: result.bytes, store: 'local' })

		expect(Object.keys(filesBefore.private)).toEqual([photoKey])

		// Wipe: the stored files go, and the database is a new, empty one.
		rmSync(files.roots.media, { recursive: true })
		rmSync(files.roots.private, { recursive: true })
		const target = onPostgres ? await emptyPostgres('restored') : null
		try {
			const report = await restoreBackup({
				file: archive,
				target: target ? { kind: 'postgres', url: target.url } : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
				dataDir,
				files,
			})
			const mediaFiles = Object.keys(filesBefore.media).filter((key) => !key.startsWith('_variants'))
			expect(report).toMatchObject({
				from: onPostgres ? 'postgres' : 'pglite',
				into: onPostgres ? 'postgres' : 'pglite',
				files: { media: { count: mediaFiles.length }, private: { count: 1 } },
				movedAside: null,
			})
			expect(report.rows).toBeGreaterThan(100)

			// Every file as it was (the picture sizes are made again on demand, so they are not in a backup).
			const { _variants: _left, ...withoutVariants } = Object.fromEntries(
				Object.entries(filesBefore.media).map(([key, sum]) => [key.startsWith('_variants') ? '_variants' : key, sum]),
			)
			expect(checksums(files.roots.media)).toEqual(withoutVariants)
			expect(checksums(files.roots.private)).toEqual(filesBefore.private)

			// The whole database as it was.
			const restored = target
				? await openDatabase({ kind: 'postgres', url: target.url, maxConnections: 2 })
				: await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') })
			try {
				expect(await fullDump(restored, target?.url ?? null)).toEqual(dumpBefore)
				const [kitchens] = await restored.db.select({ name: services.name }).from(services).where(eq(services.slug, 'kitchens'))
				expect(kitchens?.name).toBe('Kitchens, changed before the backup')
				expect(await restored.db.$count(enquiryPhotos)).toBe(await database.db.$count(enquiryPhotos))
			} finally {
				await restored.close()
			}
		} finally {
			await target?.drop()
		}
	})
})

describe('restore refuses', () => {
	let archive: string
	beforeAll(async () => {
		const result = await makeBackup(options())
		if (result.ok !== true) throw new Error(`No backup: ${JSON.stringify(result)}`)
		archive = path.join(dataDir, 'backups', result.name)
	})

	const emptyTarget = () => {
		const directory = mkdtempSync(path.join(root, 'target-'))
		return {
			dataDir: directory,
			target: { kind: 'pglite' as const, dataDir: path.join(directory, 'pglite') },
			files: { kind: 'local' as const, roots: { media: path.join(directory, 'media'), private: path.join(directory, 'private') } },
		}
	}

	it('a target that is not empty, unless forced, and then moves what was there aside', { timeout: 120_000 }, async () => {
		const target = emptyTarget()
		const postgresTarget = onPostgres ? await emptyPostgres('forced') : null
		const into = postgresTarget ? { target: { kind: 'postgres' as const, url: postgresTarget.url } } : {}
		try {
			mkdirSync(target.files.roots.media, { recursive: true })
			writeFileSync(path.join(target.files.roots.media, 'logo.png'), 'the logo of a site already here')
			const refusal = await restoreBackup({ file: archive, ...target, ...into }).catch((error: unknown) => error)
			expect(refusal).toBeInstanceOf(RestoreRefusedError)
			expect((refusal as Error).message).toMatch(/^Not restored: .*media already holds files\. .*add --force to replace them/)
			// Nothing was written.
			expect(existsSync(target.target.dataDir)).toBe(false)
			expect(readdirSync(target.files.roots.media)).toEqual(['logo.png'])

			const report = await restoreBackup({ file: archive, ...target, ...into, force: true, now: () => new Date('2026-12-01T10:00:00Z') })
			expect(report.movedAside).toBe(path.join(target.dataDir, 'replaced-20261201T100000'))
			expect(readFileSync(path.join(report.movedAside as string, 'media', 'logo.png'), 'utf8')).toBe('the logo of a site already here')
			expect(report.files.media.count).toBeGreaterThan(0)
			expect(existsSync(path.join(target.files.roots.media, 'logo.png'))).toBe(false)
		} finally {
			await postgresTarget?.drop()
		}
	})

	it('a PostgreSQL database that has tables', { timeout: 60_000, skip: !onPostgres }, async () => {
		const target = emptyTarget()
		const refusal = await restoreBackup({ file: archive, ...target, target: { kind: 'postgres', url: database.url as string } }).catch(
			(error: unknown) => error,
		)
		expect((refusal as Error).message).toMatch(/^Not restored: the PostgreSQL database of DATABASE_URL already has tables\./)
		// Custom format is pg_restore's: not for the embedded database.
		const intoPglite = await restoreBackup({ file: archive, ...target }).catch((error: unknown) => error)
		expect((intoPglite as Error).message).toMatch(/^This backup was made from PostgreSQL and cannot be restored into the embedded database/)
	})

	it('a damaged archive, before writing anything, with a clear message', async () => {
		const bytes = readFileSync(archive)
		const cases: [string, Buffer, RegExp][] = [
			// A byte of the first picture's contents (after the dump's entry) changed.
			['changed', flipByteOfEntry(bytes, 'media/'), /damaged .*: media\/\S+ does not match its checksum\. Nothing was restored\./],
			['cut short', bytes.subarray(0, Math.floor(bytes.length / 2)), /damaged or is not a backup of this site: .*Nothing was restored\./],
			['not an archive', Buffer.from('{"hello": "world"}'), /damaged or is not a backup of this site/],
		]
		for (const [label, content, message] of cases) {
			const file = path.join(root, `${label}.tar`)
			writeFileSync(file, content)
			const target = emptyTarget()
			const refusal = await restoreBackup({ file, ...target }).catch((error: unknown) => error)
			expect((refusal as Error).message, label).toMatch(message)
			expect(readdirSync(target.dataDir), label).toEqual([])
		}
	})
})

/** The archive with one byte changed inside the contents of the first entry whose path starts with `prefix`. */
function flipByteOfEntry(archive: Buffer, prefix: string): Buffer {
	const copy = Buffer.from(archive)
	for (let offset = 0; offset + 512 <= copy.length;) {
		const name = copy
			.subarray(offset, offset + 100)
			.toString('utf8')
			.replace(/\0.*$/s, '')
		const size = Number.parseInt(
			copy
				.subarray(offset + 124, offset + 136)
				.toString('utf8')
				.replace(/\0.*$/s, '')
				.trim() || '0',
			8,
		)
		if (name.startsWith(prefix) && size > 0) {
			copy[offset + 512 + Math.floor(size / 2)]! ^= 0xff
			return copy
		}
		offset += 512 + Math.ceil(size / 512) * 512
	}
	throw new Error(`No entry starting with ${prefix}`)
}

describe('the daily backup and its retention (a fake clock)', () => {
	it('runs once a London day from the hour, on one instance, and keeps 7 daily and 4 weekly archives', { timeout: 120_000 }, async () => {
		const scheduled = mkdtempSync(path.join(root, 'scheduled-'))
		const scheduledStore = localBackupStore(scheduled)
		// Forty days of nightly archives already there, and a file that is not ours.
		const first = Date.parse('2026-10-22T02:00:00Z')
		for (let day = 0; day < 40; day++) writeFileSync(path.join(scheduled, backupName(new Date(first + day * 86_400_000), 'scheduled')), '')
		writeFileSync(path.join(scheduled, 'notes.txt'), 'kept')
		let now = new Date('2026-12-01T02:59:00Z')
		const schedule = { ...options({ store: scheduledStore }), hour: 3, now: () => now }

		expect(await runScheduledBackup(schedule)).toEqual({ ok: 'not-due' })
		now = new Date('2026-12-01T03:10:00Z')
		const made = await runScheduledBackup(schedule)
		expect(made).toMatchObject({ ok: true, name: 'backup-20261201-031000-scheduled.tar' })
		// Once a day: the next look (this instance's or another's) finds it made.
		now = new Date('2026-12-01T03:40:00Z')
		expect(await runScheduledBackup(schedule)).toEqual({ ok: 'not-due' })

		const kept = readdirSync(scheduled)
			.filter((name) => name.endsWith('.tar'))
			.sort()
		// The newest of the last seven days (25 Nov to 1 Dec), and of each of the last four weeks (Monday
		// to Sunday: 1 Dec for its own week and 29 Nov for the one before, both daily ones, then 22 and 15 Nov).
		expect(kept).toEqual([
			'backup-20261115-020000-scheduled.tar',
			'backup-20261122-020000-scheduled.tar',
			'backup-20261125-020000-scheduled.tar',
			'backup-20261126-020000-scheduled.tar',
			'backup-20261127-020000-scheduled.tar',
			'backup-20261128-020000-scheduled.tar',
			'backup-20261129-020000-scheduled.tar',
			'backup-20261130-020000-scheduled.tar',
			'backup-20261201-031000-scheduled.tar',
		])
		expect(readdirSync(scheduled)).toContain('notes.txt')
		if (made.ok === true) expect(made.deleted).toHaveLength(41 - 9)

		// A failing store: each failure is recorded, tried again at the next look, at most three a day.
		const failing: BackupStore = { ...scheduledStore, save: async () => Promise.reject(new Error('The disk is full')) }
		now = new Date('2026-12-02T04:00:00Z')
		for (let attempt = 0; attempt < MAX_FAILED_A_DAY; attempt++) {
			expect(await runScheduledBackup({ ...schedule, store: failing })).toEqual({ ok: false, error: 'Error: The disk is full' })
		}
		expect(await runScheduledBackup({ ...schedule, store: failing })).toEqual({ ok: 'not-due' })
		const failures = await database.db.select().from(backupRuns).where(eq(backupRuns.day, '2026-12-02'))
		expect(failures).toHaveLength(MAX_FAILED_A_DAY)
		expect(failures.every((run) => !run.ok && run.error === 'Error: The disk is full' && run.name === null)).toBe(true)
		// Nothing half-made is left behind.
		expect(readdirSync(path.join(scheduled, '.partial'))).toEqual([])
	})

	it('makes one backup at a time', async () => {
		const [first, second] = await Promise.all([makeBackup(options()), makeBackup(options())])
		expect([first.ok, second.ok].sort()).toEqual([true, 'busy'].sort())
	})

	it('makes one backup at a time across instances (an advisory lock, tried)', { skip: !onPostgres }, async () => {
		const other = await openDatabase({ kind: 'postgres', url: database.url as string, maxConnections: 2 })
		try {
			let release = () => {}
			const held = database.tryExclusiveLock(BACKUP_LOCK, () => new Promise<void>((resolve) => (release = resolve)), 'busy')
			await new Promise((resolve) => setTimeout(resolve, 100))
			expect(await makeBackup(options({ handle: other }))).toEqual({ ok: 'busy' })
			release()
			await held
			expect(await makeBackup(options({ handle: other }))).toMatchObject({ ok: true })
		} finally {
			await other.close()
		}
	})
})
