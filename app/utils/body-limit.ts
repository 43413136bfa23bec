/**
 * What one request body may hold, declared by each route next to itself in its
 * `handle` (`handle.bodyLimit`; the deepest matched route that declares one
 * wins, and a route that declares none takes `publicFormLimit`). The web
 * server caps the bytes before anything is parsed; the form readers cap the
 * fields and files; over any of them the answer is a 413 with `tooLarge`, the
 * form's own words (decision 0026).
 */
export type BodyLimit = {
	/** Bytes of the whole body; `upload` is `files` × UPLOAD_MAX_MB, plus room for the text fields. */
	bytes: number | 'upload'
	/** Text fields (parts of a multipart body). */
	fields: number
	/** Bytes of one text field's value. */
	fieldBytes: number
	/** Files with content (uploads only; a form without files refuses one). */
	files: number
	/** The message of a refusal, in the form's own words. */
	tooLarge: string
	/** The toast's title of that message, where the form has titles. */
	title?: string
	/**
	 * A body announced larger than `bytes` is read up to them, not refused
	 * unread: for a form whose text fields come before its files, whose reader
	 * takes what was typed and refuses only the files (the contact form).
	 */
	readToCap?: boolean
}

const KB = 1024

/**
 * A public form (an enquiry, a sign-up, a sign-in): far more than a person
 * types (the enquiry's 2,000-character message is at most 8 KB of UTF-8, 24 KB
 * percent-encoded), and little enough that twenty at once cost nothing.
 */
export const publicFormLimit: BodyLimit = {
	bytes: 32 * KB,
	fields: 30,
	fieldBytes: 16 * KB,
	files: 0,
	tooLarge: 'This form is larger than it can be. Please shorten what you wrote and try again.',
}

/** An admin form (read only after the admin guard): the longest text is a 10,000-character description. */
export const adminFormLimit: BodyLimit = {
	bytes: 256 * KB,
	fields: 300,
	fieldBytes: 64 * KB,
	files: 0,
	tooLarge: 'This form is too large to save. Please shorten the longest text and try again.',
}

/** An admin upload form of at most `files` files of UPLOAD_MAX_MB each (streamed to disk, never held in memory). */
export const uploadLimit = (files: number, overrides: Partial<BodyLimit> = {}): BodyLimit => ({
	...adminFormLimit,
	bytes: 'upload',
	files,
	tooLarge: `This upload is too large. Upload at most ${files} ${files === 1 ? 'file' : 'files'} at a time.`,
	...overrides,
})

/** The declared limit of a route's handle, if it declares one. */
export const declaredBodyLimit = (handle: unknown): BodyLimit | undefined => (handle as { bodyLimit?: BodyLimit } | undefined)?.bodyLimit
