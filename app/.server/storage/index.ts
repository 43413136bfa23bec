import path from 'node:path'

import { getEnv } from '../env.ts'
import { singleton } from '../singleton.ts'
import { createLocalStorage } from './local.ts'
import type { MediaStorage } from './types.ts'

export type { MediaStorage, StoredObject } from './types.ts'
export { isValidMediaKey, VARIANTS_PREFIX } from './types.ts'

const state = singleton('media-storage', () => ({ storage: null as MediaStorage | null }))

/** The media storage: local disk under DATA_DIR/media (an S3-compatible store plugs in behind the same interface). */
export function getStorage(): MediaStorage {
	state.storage ??= createLocalStorage(path.resolve(getEnv().DATA_DIR, 'media'))
	return state.storage
}

/** Tests install their own storage (e.g. a temporary directory). */
export function installStorage(storage: MediaStorage | null) {
	state.storage = storage
}
