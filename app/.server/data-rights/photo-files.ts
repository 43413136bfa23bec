import type { Logger } from '../logger.ts'
import type { MediaStorage } from '../storage/types.ts'

// The files of one photo row (the photo and its thumbnail) are named by the photo rule itself.
export { photoFileKeys } from '#app/domain/enquiry/photos.ts'

/**
 * Removes the files of photo rows that were deleted (called after the delete
 * committed: a failed transaction then leaves rows pointing at their files,
 * never rows pointing at nothing). Keys that could not be removed are logged
 * (keys only: random names, no personal data) and returned, so the caller can
 * show them; nothing else refers to them any more.
 */
export async function removePhotoFiles(keys: string[], storage: MediaStorage, log: Pick<Logger, 'error'>): Promise<string[]> {
	if (keys.length === 0) return []
	let failed: string[]
	try {
		;({ failed } = await storage.deleteMany(keys))
	} catch (error) {
		log.error({ err: error }, 'Could not remove the files of deleted enquiry photos')
		failed = keys
	}
	if (failed.length > 0) log.error({ keys: failed }, 'Enquiry photo files left in private storage: remove them by hand')
	return failed
}
