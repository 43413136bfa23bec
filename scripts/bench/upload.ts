/**
 * npm run bench:upload [-- --photos 20] [--postgres]
 *
 * Uploads 20 photos of 4000x3000 px (made with sharp by ./photo.ts: a noisy gradient,
 * about as hard to compress as a real photo) to the admin Gallery's upload
 * endpoint of the production build, one after another as the upload panel
 * sends them. Prints each photo's time to "inserted", the server's peak RSS,
 * and the bytes of the stored original and variants against the uploaded file.
 */
import '../../server/load-env.ts'

import { readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { runAdminCli } from '#tests/admin-cli.ts'
import { createTestDatabase } from '#tests/database.ts'
import { signInOverHttp } from '#tests/http-session.ts'

import { makePhoto } from './photo.ts'
import { benchDataDir, peakRssMb, percentile, startBenchServer } from './server.ts'

const { values: options } = parseArgs({
	options: { photos: { type: 'string', default: '20' }, postgres: { type: 'boolean', default: false } },
})
const photos = Number(options.photos)

async function sizeOfTree(directory: string): Promise<number> {
	let total = 0
	for (const entry of await readdir(directory, { withFileTypes: true, recursive: true })) {
		if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size
	}
	return total
}

console.log(`Making ${photos} photos of 4000x3000 px…`)
const files = await Promise.all(Array.from({ length: photos }, (_, n) => makePhoto(n)))

const dataDir = benchDataDir()
const email = 'bench-admin@example.com'
const password = 'bench upload passphrase'
// On PostgreSQL a fresh database on TEST_DATABASE_URL's server (default: the local one), so the
// server's memory is the app's and the images' alone (the embedded database lives in the process).
if (options.postgres) process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test'
const pgDatabase = options.postgres ? await createTestDatabase({ install: false }) : null
const databaseUrl = pgDatabase?.url ?? ''
const created = await runAdminCli(
	['create', email],
	{ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, NODE_ENV: 'production' },
	`${password}\n`,
)
if (created.code !== 0) throw new Error(`Could not create the admin account: ${created.stderr}`)

const server = await startBenchServer({ SEED_ON_START: 'false', TRUST_PROXY: '0', DATABASE_URL: databaseUrl }, { dataDir })
const pid = server.process.pid!
const rssAtStart = await peakRssMb(pid)
try {
	const cookie = await signInOverHttp(server.baseUrl, email, password)

	const times: number[] = []
	let uploaded = 0
	for (const [n, bytes] of files.entries()) {
		const form = new FormData()
		form.set('gallery_category', 'Kitchens')
		form.set('location', 'Maida Vale')
		form.set('files', new File([new Uint8Array(bytes)], `bench-photo-${n + 1}.jpg`, { type: 'image/jpeg' }))
		const started = performance.now()
		const response = await fetch(`${server.baseUrl}/admin/gallery/upload`, {
			method: 'POST',
			headers: { cookie, Origin: server.baseUrl, Accept: 'application/json' },
			body: form,
		})
		const body = await response.text()
		if (response.status !== 201) throw new Error(`Photo ${n + 1}: ${response.status} ${body}`)
		times.push(performance.now() - started)
		uploaded += bytes.length
	}
	const peak = await peakRssMb(pid)
	const media = path.join(dataDir, 'media')
	const variants = await sizeOfTree(path.join(media, '_variants'))
	const originals = (await sizeOfTree(media)) - variants
	const sorted = [...times].sort((a, b) => a - b)
	const mb = (value: number) => (value / 1024 / 1024).toFixed(1)
	console.log(`\nUploaded ${photos} photos of 4000x3000 px (${mb(uploaded)} MB), one request each, as the upload panel sends them.`)
	console.log(
		`Time to inserted: mean ${(times.reduce((a, b) => a + b, 0) / times.length / 1000).toFixed(2)} s, p50 ${(percentile(sorted, 50) / 1000).toFixed(2)} s, max ${(sorted.at(-1)! / 1000).toFixed(2)} s`,
	)
	console.log(
		`Server peak RSS: ${peak.toFixed(0)} MB (${rssAtStart.toFixed(0)} MB before the uploads; ${options.postgres ? 'PostgreSQL' : 'embedded PGlite'}` +
			`, MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? 'unset'})`,
	)
	console.log(`Stored: originals ${mb(originals)} MB, variants ${mb(variants)} MB; uploaded ${mb(uploaded)} MB`)
	console.log(
		`Variants per photo: ${(variants / photos / 1024).toFixed(0)} KB (${((variants / uploaded) * 100).toFixed(1)}% of the uploaded bytes)`,
	)
} finally {
	await server.stop()
	await pgDatabase?.close()
	await rm(dataDir, { recursive: true, force: true })
}
