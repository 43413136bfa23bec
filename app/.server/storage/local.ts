import { mkdir, open, opendir, rename, stat, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { contentTypeForKey } from '#app/domain/media/keys.ts'

import { assertValidStorageKey, countUsage, isValidStorageKey, USAGE_MAX_FILES, type ListedObject, type MediaStorage } from './types.ts'

// A key naming a directory (a prefix of other keys), running through a file or with a name
// longer than the file system allows is "not found", as it is in an object store, rather
// than an error that would become a 500.
const NOT_A_FILE = new Set(['ENOENT', 'ENOTDIR', 'EISDIR', 'ENAMETOOLONG'])
const isNotAFile = (error: unknown) => NOT_A_FILE.has((error as NodeJS.ErrnoException).code ?? '')

/** Media on local disk under one root directory (DATA_DIR/media by default). */
export function createLocalStorage(root: string): MediaStorage {
	const base = path.resolve(root)
	const fileFor = (key: string) => {
		assertValidStorageKey(key)
		const file = path.resolve(base, key)
		if (!file.startsWith(base + path.sep)) throw new Error(`Media key escapes the storage root: ${key}`)
		return file
	}
	const remove = async (file: string) => {
		try {
			await unlink(file)
		} catch (error) {
			// macOS answers EPERM for unlinking a directory; it is no stored object either.
			if (isNotAFile(error)) return
			if ((error as NodeJS.ErrnoException).code === 'EPERM' && (await stat(file)).isDirectory()) return
			throw error
		}
	}
	async function* list(): AsyncGenerator<ListedObject> {
		const walk = async function* (directory: string, prefix: string): AsyncGenerator<ListedObject> {
			let entries
			try {
				entries = await opendir(directory)
			} catch (error) {
				if (isNotAFile(error)) return
				throw error
			}
			for await (const entry of entries) {
				const key = `${prefix}${entry.name}`
				const file = path.join(directory, entry.name)
				if (entry.isDirectory()) yield* walk(file, `${key}/`)
				// A file being written (put's temporary name) is not stored yet.
				else if (entry.isFile() && isValidStorageKey(key) && !key.endsWith('.tmp')) {
					try {
						yield { key, size: (await stat(file)).size, etag: null }
					} catch (error) {
						// Removed since the directory was read.
						if (!isNotAFile(error)) throw error
					}
				}
			}
		}
		yield* walk(base, '')
	}

	return {
		kind: 'local',
		async put(key, body) {
			const file = fileFor(key)
			await mkdir(path.dirname(file), { recursive: true })
			// Write then rename, so a reader never sees half a file.
			const temporary = `${file}.${process.pid}.${Date.now()}.tmp`
			await writeFile(temporary, body)
			await rename(temporary, file)
		},
		async get(key) {
			const file = fileFor(key)
			try {
				// Opening a directory succeeds on Linux, so check what was opened before reading it.
				const handle = await open(file, 'r')
				try {
					if (!(await handle.stat()).isFile()) return null
					return { body: await handle.readFile(), contentType: contentTypeForKey(key) }
				} finally {
					await handle.close()
				}
			} catch (error) {
				if (isNotAFile(error)) return null
				throw error
			}
		},
		async exists(key) {
			const file = fileFor(key)
			try {
				return (await stat(file)).isFile()
			} catch (error) {
				if (isNotAFile(error)) return false
				throw error
			}
		},
		async delete(key) {
			await remove(fileFor(key))
		},
		async deleteMany(keys) {
			// Refuse the whole call before touching anything if one key is invalid.
			const files = keys.map((key) => [key, fileFor(key)] as const)
			const failed: string[] = []
			for (const [key, file] of files) {
				try {
					await remove(file)
				} catch {
					failed.push(key)
				}
			}
			return { failed }
		},
		usage: (maxFiles = USAGE_MAX_FILES) => countUsage(list(), maxFiles),
		list,
	}
}
