import path from 'node:path'

import { getEnv } from '../env.ts'
import { logger } from '../logger.ts'
import { singleton } from '../singleton.ts'
import { createLocalStorage } from './local.ts'
import { createS3Storage, s3OptionsFromEnv } from './s3.ts'
import type { MediaStorage } from './types.ts'

export type { MediaStorage, StoredObject } from './types.ts'
export { isValidMediaKey, VARIANTS_PREFIX } from './types.ts'

const state = singleton('media-storage', () => ({ storage: null as MediaStorage | null }))

function createStorage(): MediaStorage {
	const env = getEnv()
	if (env.S3_BUCKET) {
		const s3 = s3OptionsFromEnv(env)
		// env.ts already refuses this; checked again so the keys are known to be set.
		if (!s3) throw new Error('S3_BUCKET is set without S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY')
		// Only the endpoint's host: a URL may carry credentials in its user part.
		const endpoint = env.S3_ENDPOINT ? new URL(env.S3_ENDPOINT).host : 'AWS'
		logger.info({ storage: 's3', bucket: env.S3_BUCKET, region: env.S3_REGION, endpoint }, 'Media storage: S3-compatible bucket')
		return createS3Storage(s3)
	}
	const root = path.resolve(env.DATA_DIR, 'media')
	logger.info({ storage: 'local', root }, 'Media storage: local disk')
	return createLocalStorage(root)
}

/** The media storage: an S3-compatible bucket when S3_BUCKET is set, else local disk under DATA_DIR/media. */
export function getStorage(): MediaStorage {
	state.storage ??= createStorage()
	return state.storage
}

/** Tests install their own storage (e.g. a temporary directory); null makes the next use choose from the environment again. */
export function installStorage(storage: MediaStorage | null) {
	state.storage = storage
}
