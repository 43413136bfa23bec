import { isValidMediaKey } from '#app/domain/media/keys.ts'

export type StoredObject = { body: Buffer; contentType: string }

/** One stored file as a listing sees it; `etag` is the object store's (an MD5 of a single-part upload), null on disk. */
export type ListedObject = { key: string; size: number; etag: string | null }

/** What a storage holds: bytes and files of its stored keys, counted up to a bound (`complete` false past it). */
export type StorageUsage = { bytes: number; files: number; complete: boolean }

/** The most files `usage()` counts: a bound on the time one count can take (a listing of 1,000 keys per S3 request). */
export const USAGE_MAX_FILES = 100_000

/**
 * Where media files live. Keys are relative paths such as `projects/kitchens/1700000000-ab12-sink.webp`.
 * Every method refuses an invalid key (see isValidStorageKey) by throwing, the same way in every adapter.
 * A key that names no stored object (missing, or only a prefix of other keys) is "not found", never an error.
 */
export interface MediaStorage {
	readonly kind: 'local' | 's3'
	put(key: string, body: Buffer, contentType: string): Promise<void>
	/** Stores a file from disk as it is read, without holding it in memory (backups to a bucket; S3 only). */
	putFile?(key: string, file: string, contentType: string): Promise<void>
	/** The object, or null when there is none. The content type follows from the key's extension. */
	get(key: string): Promise<StoredObject | null>
	exists(key: string): Promise<boolean>
	/** Removes the object; removing one that is not there succeeds. */
	delete(key: string): Promise<void>
	/**
	 * Removes many objects at once (an original and all its variants), reporting the keys that
	 * could not be removed rather than stopping at the first; missing keys count as removed.
	 */
	deleteMany(keys: string[]): Promise<{ failed: string[] }>
	/**
	 * A URL that fetches the object directly from the store, with no credentials, for `seconds`
	 * (an S3 presigned GET). Only stores that can sign have it (S3); local disk does not, so
	 * callers serve the bytes themselves. Signing checks the key but not that the object exists.
	 */
	signedUrl?(key: string, seconds: number): Promise<string>
	/**
	 * The size of what is stored: every object whose key (below the storage's
	 * prefix) is a valid storage key, so a bucket's other prefixes (private
	 * files beside public media) and temporary files are not counted.
	 */
	usage(maxFiles?: number): Promise<StorageUsage>
	/** Every stored object with such a key, in no particular order (backups, decision 0054). */
	list(): AsyncIterable<ListedObject>
}

/** `usage()` from a listing: counts up to `maxFiles`. */
export async function countUsage(objects: AsyncIterable<ListedObject>, maxFiles = USAGE_MAX_FILES): Promise<StorageUsage> {
	const usage: StorageUsage = { bytes: 0, files: 0, complete: true }
	for await (const object of objects) {
		if (usage.files >= maxFiles) return { ...usage, complete: false }
		usage.bytes += object.size
		usage.files++
	}
	return usage
}

// The rule is pure, so pages can apply it to stored URLs too (app/domain/media/keys.ts).
export { isValidMediaKey }

/** Generated image sizes live under this prefix, beside the originals; they are never addressed by a public key. */
export const VARIANTS_PREFIX = '_variants/'

/** What storage accepts: a media key, or `_variants/` followed by one (see media/variants.ts). */
export function isValidStorageKey(key: string): boolean {
	return isValidMediaKey(key.startsWith(VARIANTS_PREFIX) ? key.slice(VARIANTS_PREFIX.length) : key)
}

export function assertValidStorageKey(key: string) {
	if (!isValidStorageKey(key)) throw new Error(`Invalid media key: ${JSON.stringify(key)}`)
}
