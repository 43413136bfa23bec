import { isValidMediaKey } from '#app/domain/media/keys.ts'

export type StoredObject = { body: Buffer; contentType: string }

/**
 * Where media files live. Keys are relative paths such as `projects/kitchens/1700000000-ab12-sink.webp`.
 * Every method refuses an invalid key (see isValidStorageKey) by throwing, the same way in every adapter.
 * A key that names no stored object (missing, or only a prefix of other keys) is "not found", never an error.
 */
export interface MediaStorage {
	readonly kind: 'local' | 's3'
	put(key: string, body: Buffer, contentType: string): Promise<void>
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
