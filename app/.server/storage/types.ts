export type StoredObject = { body: Buffer; contentType: string }

/** Where media files live. Keys are relative paths such as `projects/kitchens/1700000000-ab12-sink.webp`. */
export interface MediaStorage {
	readonly kind: 'local' | 's3'
	put(key: string, body: Buffer, contentType: string): Promise<void>
	get(key: string): Promise<StoredObject | null>
	exists(key: string): Promise<boolean>
	delete(key: string): Promise<void>
}

// Segments start with a letter, digit or underscore (`_variants/` holds generated image sizes).
const KEY_PATTERN = /^[a-z0-9_][a-z0-9._-]*(\/[a-z0-9_][a-z0-9._-]*)*$/i

export function isValidMediaKey(key: string): boolean {
	return key.length <= 512 && KEY_PATTERN.test(key) && !key.split('/').includes('..')
}

export function assertValidMediaKey(key: string) {
	if (!isValidMediaKey(key)) throw new Error(`Invalid media key: ${JSON.stringify(key)}`)
}
