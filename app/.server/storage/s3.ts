import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import type * as S3Sdk from '@aws-sdk/client-s3'
import type * as S3Presigner from '@aws-sdk/s3-request-presigner'

import { contentTypeForKey } from '#app/domain/media/keys.ts'

import type { Env } from '../env.ts'
import { logger } from '../logger.ts'
import { assertValidStorageKey, countUsage, isValidStorageKey, USAGE_MAX_FILES, type ListedObject, type MediaStorage } from './types.ts'

export type S3StorageOptions = {
	/** For any S3-compatible store that is not AWS itself (MinIO, R2, ...); addressed path-style. */
	endpoint?: string
	bucket: string
	region: string
	accessKeyId: string
	secretAccessKey: string
	/**
	 * Stored under this prefix of the bucket (e.g. `_private/enquiry-photos/`). Keys are
	 * checked before it is added, so a prefix starting with `_` can never be named by a
	 * public media key, which starts with a letter or digit.
	 */
	keyPrefix?: string
	/** Sent with every upload; public media default to a year's immutable caching. */
	cacheControl?: string
}

/** What a signed URL asks the store to answer with: nobody keeps a copy (the URL is the credential). */
const SIGNED_CACHE_CONTROL = 'private, no-store'

/** The most keys one DeleteObjects request may name. */
const DELETE_BATCH = 1000

/** Stored objects never change (every upload gets a new key), so whoever serves them may cache them for a year. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable'

// GetObject answers NoSuchKey; HeadObject has no body, so only its status says "not found".
// NoSuchBucket is also a 404 but is a configuration error, so it is not treated as "not found".
const isNotFound = (error: unknown) => {
	const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } }
	return name === 'NoSuchKey' || name === 'NotFound' || (name !== 'NoSuchBucket' && $metadata?.httpStatusCode === 404)
}

/** Media in an S3-compatible bucket, under the same keys as on local disk. */
/** The bucket configured in the environment, or null when S3_BUCKET or either of its keys is unset. */
export function s3OptionsFromEnv(
	env: Pick<Env, 'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'>,
): S3StorageOptions | null {
	if (!env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) return null
	return {
		endpoint: env.S3_ENDPOINT,
		bucket: env.S3_BUCKET,
		region: env.S3_REGION,
		accessKeyId: env.S3_ACCESS_KEY_ID,
		secretAccessKey: env.S3_SECRET_ACCESS_KEY,
	}
}

export function createS3Storage(options: S3StorageOptions): MediaStorage {
	const { bucket, keyPrefix = '', cacheControl = CACHE_CONTROL } = options
	// Every key is validated first (assertValidStorageKey), then placed under the prefix.
	const objectKey = (key: string) => keyPrefix + key
	// The SDK takes a third of a second to load, so installs on local disk never load it.
	let connection: Promise<{ sdk: typeof S3Sdk; client: S3Sdk.S3Client }> | undefined
	const connect = () =>
		(connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
			sdk,
			client: new sdk.S3Client({
				region: options.region,
				credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
				...(options.endpoint
					? {
							endpoint: options.endpoint,
							// Most S3-compatible stores do not serve buckets as subdomains.
							forcePathStyle: true,
							// Some S3-compatible stores reject the checksum headers the SDK adds by default
							// to every upload and download; send them only where the API requires them.
							requestChecksumCalculation: 'WHEN_REQUIRED' as const,
							responseChecksumValidation: 'WHEN_REQUIRED' as const,
						}
					: {}),
			}),
		})))
	// The presigner is only needed for signed URLs (private photos), so it is loaded on first use too.
	let presigner: Promise<typeof S3Presigner> | undefined
	const loadPresigner = () => (presigner ??= import('@aws-sdk/s3-request-presigner'))

	async function* list(): AsyncGenerator<ListedObject> {
		const { sdk, client } = await connect()
		let token: string | undefined
		do {
			const page = await client.send(
				new sdk.ListObjectsV2Command({ Bucket: bucket, Prefix: keyPrefix || undefined, ContinuationToken: token }),
			)
			for (const object of page.Contents ?? []) {
				// Only this storage's keys: the public listing also sees the private prefix, which is no media key.
				const key = object.Key?.slice(keyPrefix.length)
				if (!key || !isValidStorageKey(key)) continue
				yield { key, size: object.Size ?? 0, etag: object.ETag?.replaceAll('"', '') ?? null }
			}
			token = page.IsTruncated ? page.NextContinuationToken : undefined
		} while (token)
	}

	return {
		kind: 's3',
		async put(key, body, contentType) {
			assertValidStorageKey(key)
			const { sdk, client } = await connect()
			await client.send(
				new sdk.PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: body, ContentType: contentType, CacheControl: cacheControl }),
			)
		},
		async putFile(key, file, contentType) {
			assertValidStorageKey(key)
			const { sdk, client } = await connect()
			// One PUT of a known length, read from disk as it is sent (up to the store's 5 GB limit).
			const { size } = await stat(file)
			await client.send(
				new sdk.PutObjectCommand({
					Bucket: bucket,
					Key: objectKey(key),
					Body: createReadStream(file),
					ContentLength: size,
					ContentType: contentType,
					CacheControl: cacheControl,
				}),
			)
		},
		async get(key) {
			assertValidStorageKey(key)
			const { sdk, client } = await connect()
			try {
				const response = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }))
				if (!response.Body) return null
				const bytes = await response.Body.transformToByteArray()
				// Derived from the key, as on local disk, so both adapters serve the same headers.
				return { body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), contentType: contentTypeForKey(key) }
			} catch (error) {
				if (isNotFound(error)) return null
				throw error
			}
		},
		async exists(key) {
			assertValidStorageKey(key)
			const { sdk, client } = await connect()
			try {
				await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }))
				return true
			} catch (error) {
				if (isNotFound(error)) return false
				throw error
			}
		},
		async delete(key) {
			assertValidStorageKey(key)
			const { sdk, client } = await connect()
			// S3 answers success for a key that is not there.
			await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }))
		},
		async deleteMany(keys) {
			// Refuse the whole call before touching anything if one key is invalid.
			for (const key of keys) assertValidStorageKey(key)
			const unique = [...new Set(keys)]
			if (unique.length === 0) return { failed: [] }
			const { sdk, client } = await connect()
			const failed: string[] = []
			for (let start = 0; start < unique.length; start += DELETE_BATCH) {
				const batch = unique.slice(start, start + DELETE_BATCH)
				try {
					// Quiet: the answer lists only the keys that could not be removed.
					const response = await client.send(
						new sdk.DeleteObjectsCommand({
							Bucket: bucket,
							Delete: { Objects: batch.map((key) => ({ Key: objectKey(key) })), Quiet: true },
						}),
					)
					for (const problem of response.Errors ?? []) {
						if (problem.Key !== undefined && problem.Code !== 'NoSuchKey') failed.push(problem.Key.slice(keyPrefix.length))
					}
				} catch (error) {
					logger.warn({ err: error, bucket, count: batch.length }, 'Could not delete a batch of media objects')
					failed.push(...batch)
				}
			}
			return { failed }
		},
		async signedUrl(key, seconds) {
			assertValidStorageKey(key)
			const [{ sdk, client }, { getSignedUrl }] = await Promise.all([connect(), loadPresigner()])
			return getSignedUrl(
				client,
				new sdk.GetObjectCommand({ Bucket: bucket, Key: objectKey(key), ResponseCacheControl: SIGNED_CACHE_CONTROL }),
				{ expiresIn: seconds },
			)
		},
		usage: (maxFiles = USAGE_MAX_FILES) => countUsage(list(), maxFiles),
		list,
	}
}
