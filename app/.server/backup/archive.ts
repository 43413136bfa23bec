import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import tar from 'tar-stream'

import {
	DATABASE_ENTRIES,
	FILE_AREAS,
	MANIFEST_FORMAT,
	MANIFEST_NAME,
	MANIFEST_VERSION,
	manifestSchema,
	type BackupManifest,
} from '#app/domain/backup/manifest.ts'

import { isValidStorageKey } from '../storage/types.ts'
import { BackupError } from './database.ts'

/**
 * The backup archive (decision 0054): a plain tar, written and read as a
 * stream, one file at a time, so memory does not grow with the media. Every
 * entry's SHA-256 is taken while it is written; `manifest.json` comes last
 * and lists them all.
 */

/** A file to put in the archive: its path there, its size, and how to read it (null: it is gone, leave it out). */
export type ArchiveSource = { path: string; size: number; open: () => Promise<Readable | null> }

export type ArchiveEntry = BackupManifest['entries'][number]

/** Counts and hashes what passes through. */
function hashing() {
	const hash = createHash('sha256')
	let size = 0
	const stream = new Transform({
		transform(chunk: Buffer, _encoding, callback) {
			hash.update(chunk)
			size += chunk.length
			callback(null, chunk)
		},
	})
	return { stream, result: () => ({ size, sha256: hash.digest('hex') }) }
}

/** Writes the archive to `file`: every source, then the manifest `finish(entries)` makes of what was written. */
export async function writeArchive(
	file: string,
	sources: AsyncIterable<ArchiveSource>,
	finish: (entries: ArchiveEntry[]) => Omit<BackupManifest, 'entries'>,
): Promise<{ entries: ArchiveEntry[]; bytes: number }> {
	const pack = tar.pack()
	const output = createWriteStream(file, { mode: 0o600 })
	const written = pipeline(pack, output)
	// A failure while writing ends the writing; the file is removed by the caller.
	written.catch(() => {})
	const entries: ArchiveEntry[] = []
	try {
		for await (const source of sources) {
			const input = await source.open()
			if (!input) continue
			const { stream, result } = hashing()
			const entry = pack.entry({ name: source.path, size: source.size, mode: 0o600, mtime: new Date(0) })
			await pipeline(input, stream, entry)
			const { size, sha256 } = result()
			if (size !== source.size) throw new BackupError(`${source.path} changed while it was being backed up`)
			entries.push({ path: source.path, size, sha256 })
		}
		const manifest = Buffer.from(JSON.stringify({ ...finish(entries), entries }, null, '\t'))
		pack.entry({ name: MANIFEST_NAME, size: manifest.length, mode: 0o600, mtime: new Date(0) }, manifest)
		pack.finalize()
	} catch (error) {
		pack.destroy(error as Error)
		throw error
	}
	await written
	return { entries, bytes: output.bytesWritten }
}

/** The most a manifest may be (100,000 files take about 15 MB). */
const MANIFEST_MAX_BYTES = 64 * 1024 * 1024

/** Where an entry of the archive goes, or null when no backup of ours has such a path. */
export function entryTarget(entryPath: string): { area: 'database' } | { area: keyof typeof FILE_AREAS; key: string } | null {
	if ((Object.values(DATABASE_ENTRIES) as string[]).includes(entryPath)) return { area: 'database' }
	for (const [area, prefix] of Object.entries(FILE_AREAS) as [keyof typeof FILE_AREAS, string][]) {
		if (entryPath.startsWith(prefix) && isValidStorageKey(entryPath.slice(prefix.length)))
			return { area, key: entryPath.slice(prefix.length) }
	}
	return null
}

const damaged = (detail: string) =>
	new BackupError(`The backup archive is damaged or is not a backup of this site: ${detail}. Nothing was restored.`)

/** Reads every entry of the archive in order; `each` consumes the entry's stream (or leaves it, to be skipped). */
async function readEntries(file: string, each: (name: string, size: number, stream: Readable) => Promise<void>) {
	const extract = tar.extract()
	const input = createReadStream(file)
	input.on('error', (error) => extract.destroy(error))
	input.pipe(extract)
	try {
		for await (const entry of extract) {
			if (entry.header.type !== 'file') throw damaged(`${JSON.stringify(entry.header.name)} is not a file`)
			await each(entry.header.name, entry.header.size ?? 0, entry)
			// Whatever `each` did not read is skipped.
			entry.resume()
		}
	} catch (error) {
		input.destroy()
		if (error instanceof BackupError) throw error
		if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new BackupError(`There is no file ${file}`)
		throw damaged((error as Error).message)
	}
}

async function drainHashing(stream: Readable) {
	const hash = createHash('sha256')
	let size = 0
	for await (const chunk of stream as AsyncIterable<Buffer>) {
		hash.update(chunk)
		size += chunk.length
	}
	return { size, sha256: hash.digest('hex') }
}

/**
 * Reads the whole archive once and checks it: a manifest of ours at the end,
 * every entry it lists present once with its size and SHA-256, nothing else
 * in the archive, and every path one a backup of ours writes. Writes nothing.
 */
export async function verifyArchive(file: string): Promise<BackupManifest> {
	const seen = new Map<string, { size: number; sha256: string }>()
	let manifestText: string | null = null
	await readEntries(file, async (name, size, stream) => {
		if (manifestText !== null) throw damaged(`${JSON.stringify(name)} follows the manifest`)
		if (name === MANIFEST_NAME) {
			if (size > MANIFEST_MAX_BYTES) throw damaged('its manifest is too large')
			const chunks: Buffer[] = []
			for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk)
			manifestText = Buffer.concat(chunks).toString('utf8')
			return
		}
		if (!entryTarget(name)) throw damaged(`it holds ${JSON.stringify(name)}, which no backup of this site contains`)
		if (seen.has(name)) throw damaged(`it holds ${JSON.stringify(name)} twice`)
		seen.set(name, await drainHashing(stream))
	})
	if (manifestText === null) throw damaged(seen.size === 0 ? 'it holds no files' : 'it has no manifest.json (it may have been cut short)')
	let parsed: unknown
	try {
		parsed = JSON.parse(manifestText)
	} catch {
		throw damaged('its manifest.json is not valid JSON')
	}
	const result = manifestSchema.safeParse(parsed)
	if (!result.success || result.data.format !== MANIFEST_FORMAT) throw damaged('its manifest.json is not one of this site')
	const manifest = result.data
	if (manifest.version > MANIFEST_VERSION) {
		throw new BackupError(
			`This backup was made by a newer version of the site (archive format ${manifest.version}): update the site first. Nothing was restored.`,
		)
	}
	const listed = new Set(manifest.entries.map((entry) => entry.path))
	for (const entry of manifest.entries) {
		const actual = seen.get(entry.path)
		if (!actual) throw damaged(`${entry.path} is missing`)
		if (actual.size !== entry.size || actual.sha256 !== entry.sha256) throw damaged(`${entry.path} does not match its checksum`)
	}
	for (const name of seen.keys()) if (!listed.has(name)) throw damaged(`${name} is not in its manifest`)
	if (!listed.has(DATABASE_ENTRIES[manifest.database.kind])) throw damaged('it holds no database dump')
	return manifest
}

/**
 * Reads the archive again and hands each listed entry to `write`, through a
 * stream that fails if the bytes are not the ones the manifest lists (the
 * file may have changed since it was verified).
 */
export async function extractArchive(
	file: string,
	manifest: BackupManifest,
	write: (entryPath: string, stream: Readable) => Promise<void>,
) {
	const expected = new Map(manifest.entries.map((entry) => [entry.path, entry]))
	await readEntries(file, async (name, _size, stream) => {
		const entry = expected.get(name)
		if (!entry) return
		const { stream: checked, result } = hashing()
		const verify = new Transform({
			transform: (chunk, _encoding, callback) => callback(null, chunk),
			flush(callback) {
				const actual = result()
				callback(actual.sha256 === entry.sha256 && actual.size === entry.size ? null : damaged(`${name} changed since it was checked`))
			},
		})
		await write(name, stream.pipe(checked).pipe(verify))
	})
}
