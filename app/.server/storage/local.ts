import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { contentTypeForKey } from '#app/utils/media.ts'

import { assertValidStorageKey, type MediaStorage } from './types.ts'

/** Media on local disk under one root directory (DATA_DIR/media by default). */
export function createLocalStorage(root: string): MediaStorage {
	const base = path.resolve(root)
	const fileFor = (key: string) => {
		assertValidStorageKey(key)
		const file = path.resolve(base, key)
		if (!file.startsWith(base + path.sep)) throw new Error(`Media key escapes the storage root: ${key}`)
		return file
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
			try {
				return { body: await readFile(fileFor(key)), contentType: contentTypeForKey(key) }
			} catch (error) {
				if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
				throw error
			}
		},
		async exists(key) {
			try {
				return (await stat(fileFor(key))).isFile()
			} catch {
				return false
			}
		},
		async delete(key) {
			await rm(fileFor(key), { force: true })
		},
	}
}
