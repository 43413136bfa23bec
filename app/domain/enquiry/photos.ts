/**
 * Photos sent with an enquiry (issue 24): the limits the form states, the
 * browser's script checks before sending and the server enforces always, and
 * the words a visitor reads beside the photo field.
 */

const MB = 1024 * 1024

export const enquiryPhotoLimits = {
	/** Photos with one enquiry. */
	files: 5,
	/** Bytes of one photo as sent. */
	fileBytes: 10 * MB,
	/** Bytes of all the photos of one enquiry together. */
	totalBytes: 30 * MB,
} as const

/** The form field's name (a multiple file input). */
export const enquiryPhotoField = 'photos'

/** What the file input offers (the server decides by the bytes, never by this). */
export const enquiryPhotoAccept = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.jpg,.jpeg,.png,.webp,.heic,.heif'

export type PhotoRefusalReason = 'type' | 'size' | 'count' | 'total' | 'unreadable' | 'pixels' | 'busy' | 'failed'

/** One photo that was not taken, and why (shown beside the field). */
export type PhotoRefusal = { name: string; reason: PhotoRefusalReason }

export const enquiryPhotoCopy = {
	label: 'Photos',
	hint: `Optional: up to ${enquiryPhotoLimits.files} photos of the problem or the room (JPEG, PNG, WebP or HEIC; 10 MB each, 30 MB in all).`,
	/** After a refusal of the typed fields: a browser never refills a file input. */
	chooseAgain: 'Your photos were not sent. Please choose them again (for your privacy, browsers do not keep a chosen file).',
	/** Above the list of photos refused with a stored enquiry. */
	notTakenHeading: 'These photos were not sent with your enquiry:',
	notTakenAdvice: 'You can send them by replying to our confirmation e-mail.',
	tooLarge: `Your photos add up to more than 30 MB, so nothing was sent. Please choose fewer or smaller photos (at most ${enquiryPhotoLimits.files}, 10 MB each) and send the form again.`,
	tooLargeTitle: 'Photos too large',
	/** In the list of photos not sent, for any after the one that took them past 30 MB (never read, so not known by name). */
	afterCut: 'Any further photos',
} as const

export const photoRefusalText: Record<PhotoRefusalReason, string> = {
	type: 'not a photo we can use (JPEG, PNG, WebP or HEIC only)',
	size: 'larger than 10 MB',
	count: `more than ${enquiryPhotoLimits.files} photos: only the first ${enquiryPhotoLimits.files} are sent`,
	total: 'the photos together would be more than 30 MB',
	unreadable: 'could not be read as a photo (it may be damaged or incomplete)',
	pixels: 'too many pixels (more than 70 megapixels)',
	busy: 'the server was busy with other photos; please send it by e-mail',
	failed: 'could not be saved',
}

/** "kitchen.jpg: larger than 10 MB". */
export const describeRefusal = (refusal: PhotoRefusal) => `${refusal.name}: ${photoRefusalText[refusal.reason]}`

/** A file name as shown and stored: no path, no control characters, at most 120 characters. */
export function photoDisplayName(raw: string): string {
	const base = raw.split(/[\\/]/).pop() ?? ''
	// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
	const clean = base.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim()
	return (clean || 'photo').slice(0, 120)
}

/** The thumbnail's key beside the photo's (both private). */
export const thumbnailKey = (storageKey: string) => storageKey.replace(/\.jpg$/, '.thumb.jpg')

/** Every file in private storage that belongs to one photo row: the photo and its thumbnail. */
export const photoFileKeys = ({ storageKey }: { storageKey: string }): string[] => [storageKey, thumbnailKey(storageKey)]
