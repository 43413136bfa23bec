import type * as S3Sdk from '@aws-sdk/client-s3'

import { contentTypeForKey } from '#app/domain/media/keys.ts'

import { logger } from '../logger.ts'
import { assertValidStorageKey, type MediaStorage } from './types.ts'

export type S3StorageOptions = {
	/** For any S3-compatible store that is not AWS itself (MinIO, R2, ...); addressed path-style. */
	endpoint?: string
	bucket: string
	region: string
	accessKeyId: string
	secretAccessKey: string
}

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
export function createS3Storage(options: S3StorageOptions): MediaStorage {
	const { bucket } = options
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

	return {
		kind: 's3',
		async put(key, body, contentType) {
			assertValidStorageKey(key)
			const { sdk, client } = await connect()
			await client.send(
				new sdk.PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType, CacheControl: CACHE_CONTROL }),
			)
		},
		async get(key) {
			assertValidStorageKey(key)
			const { sdk, client } = await connect()
			try {
				const response = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }))
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
				await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: key }))
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
			await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key }))
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
						new sdk.DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
					)
					for (const problem of response.Errors ?? []) {
						if (problem.Key !== undefined && problem.Code !== 'NoSuchKey') failed.push(problem.Key)
					}
				} catch (error) {
					logger.warn({ err: error, bucket, count: batch.length }, 'Could not delete a batch of media objects')
					failed.push(...batch)
				}
			}
			return { failed }
		},
	}
}
