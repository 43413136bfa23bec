import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { emptyDatabaseBeside, testDatabaseForThisFile } from '#tests/db.ts'
import { startS3rver } from '#tests/s3.ts'

import { PRIVATE_S3_PREFIX } from '../storage/private.ts'
import { createS3Storage } from '../storage/s3.ts'
import type { MediaStorage } from '../storage/types.ts'
import { makeBackup } from './create.ts'
import { restoreBackup } from './restore.ts'
import { BACKUPS_S3_PREFIX, s3BackupStore, type BackupStore } from './store.ts'

/*
 * Backups with the media in S3 (s3rver in-process): the archive goes to the
 * bucket's `_backups/` prefix, lists every public and private key with its
 * size and ETag instead of the bytes, and a restore says which of them the
 * bucket no longer has.
 */
const database = testDatabaseForThisFile()
let s3: Awaited<ReturnType<typeof startS3rver>>
let media: MediaStorage
let photos: MediaStorage
let backups: MediaStorage
let store: BackupStore
let work: string

beforeAll(async () => {
	s3 = await startS3rver(['media'])
	media = createS3Storage({ ...s3.connection, bucket: 'media' })
	photos = createS3Storage({ ...s3.connection, bucket: 'media', keyPrefix: PRIVATE_S3_PREFIX })
	backups = createS3Storage({ ...s3.connection, bucket: 'media', keyPrefix: BACKUPS_S3_PREFIX, cacheControl: 'private, no-store' })
	work = mkdtempSync(path.join(tmpdir(), 'westway-backup-s3-'))
	store = s3BackupStore(backups, path.join(work, '.partial'))
	await media.put('gallery/1700000000000-ab12cd-porch.jpg', Buffer.from('a porch'), 'image/jpeg')
	await media.put('_variants/640/webp/gallery/1700000000000-ab12cd-porch.jpg.webp', Buffer.from('a size'), 'image/webp')
	await photos.put('enquiry-photos/1700000000000-ef34gh-leak.jpg', Buffer.from('a leak'), 'image/jpeg')
})

afterAll(async () => {
	await s3.stop()
	rmSync(work, { recursive: true, force: true })
})

describe('a backup with the media in S3', () => {
	it('is stored privately in the bucket, lists the objects, and a restore checks them', { timeout: 120_000 }, async () => {
		const files = { kind: 's3' as const, storages: { media, private: photos } }
		const result = await makeBackup({ handle: database, files, store, trigger: 'admin', retention: { daily: 7, weekly: 4 } })
		expect(result).toMatchObject({ ok: true, store: 's3', files: 2 })
		if (result.ok !== true) return

		// In the bucket under _backups/, never a public media key; nothing left on this machine.
		const listed = await store.list()
		expect(listed.map((archive) => archive.name)).toEqual([result.name])
		expect(await media.exists(result.name)).toBe(false)
		const keys: string[] = []
		for await (const object of media.list()) keys.push(object.key)
		expect(keys.some((key) => key.includes('backup-'))).toBe(false)
		const opened = await store.open(result.name)
		expect(opened && 'url' in opened && opened.url).toContain(`/media/${BACKUPS_S3_PREFIX}${result.name}`)

		// Download it as an operator would, and restore it here.
		const response = await fetch((opened as { url: string }).url)
		expect(response.headers.get('cache-control')).toBe('private, no-store')
		const archive = path.join(work, result.name)
		writeFileSync(archive, Buffer.from(await response.arrayBuffer()))
		// Into an empty database of the kind it was made from (PostgreSQL ones are dropped after the test).
		const made: { drop(): Promise<void> }[] = []
		const target = async (name: string) => {
			const dataDir = path.join(work, name)
			if (!database.url) return { dataDir, target: { kind: 'pglite' as const, dataDir: path.join(dataDir, 'pglite') } }
			const empty = await emptyDatabaseBeside(database, name)
			made.push(empty)
			return { dataDir, target: { kind: 'postgres' as const, url: empty.url } }
		}
		try {
			const report = await restoreBackup({ file: archive, ...(await target('restored')), files })
			expect(report.s3).toEqual({ listed: 2, missing: [] })
			expect(report.files).toEqual({ media: { count: 0, bytes: 0 }, private: { count: 0, bytes: 0 } })

			// A photo gone from the bucket since: said so.
			await photos.delete('enquiry-photos/1700000000000-ef34gh-leak.jpg')
			const again = await restoreBackup({ file: archive, ...(await target('again')), files })
			expect(again.s3).toEqual({ listed: 2, missing: ['private/enquiry-photos/1700000000000-ef34gh-leak.jpg'] })

			// The same archive where the media are on disk: refused, with what to do.
			const local = { kind: 'local' as const, roots: { media: path.join(work, 'm'), private: path.join(work, 'p') } }
			const refusal = await restoreBackup({ file: archive, ...(await target('local')), files: local }).catch((error: unknown) => error)
			expect((refusal as Error).message).toMatch(/^This backup lists media kept in S3, but S3_BUCKET is not set here/)
		} finally {
			for (const empty of made) await empty.drop()
		}
	})
})
