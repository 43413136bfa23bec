import path from 'node:path'

import { getEnv } from '../env.ts'
import { singleton } from '../singleton.ts'
import { createLocalStorage } from './local.ts'
import { createS3Storage, s3OptionsFromEnv } from './s3.ts'
import type { MediaStorage } from './types.ts'

/**
 * Private files (issue 24: photos sent with enquiries). Never reachable by a
 * public media key: on local disk they live under DATA_DIR/private, beside
 * (not inside) DATA_DIR/media; in S3 under `_private/` of the media bucket,
 * which no public key can name (public keys start with a letter or digit),
 * uploaded with `private, no-store`. Only authorised admin routes read them.
 */
export const PRIVATE_S3_PREFIX = '_private/'

const state = singleton('private-storage', () => ({ storage: null as MediaStorage | null }))

function createPrivateStorage(): MediaStorage {
	const env = getEnv()
	const s3 = s3OptionsFromEnv(env)
	if (s3) return createS3Storage({ ...s3, keyPrefix: PRIVATE_S3_PREFIX, cacheControl: 'private, no-store' })
	return createLocalStorage(path.resolve(env.DATA_DIR, 'private'))
}

export function getPrivateStorage(): MediaStorage {
	state.storage ??= createPrivateStorage()
	return state.storage
}

/** Tests install their own (e.g. a temporary directory); null chooses from the environment again. */
export function installPrivateStorage(storage: MediaStorage | null) {
	state.storage = storage
}
