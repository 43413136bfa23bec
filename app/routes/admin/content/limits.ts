import { adminFormLimit, type BodyLimit } from '#app/utils/body-limit.ts'

const KB = 1024

/**
 * The editor pages' forms: an article body may be 200 KB of UTF-8 (the
 * sanitiser's bound, decision 0039), up to three times that percent-encoded.
 */
export const contentEditorLimit: BodyLimit = {
	...adminFormLimit,
	bytes: 1024 * KB,
	fieldBytes: 800 * KB,
	tooLarge: 'This is too long to save: the body may be at most 200 KB. Please shorten it and try again.',
}

/** The list's search and filter: longer is cut (the search box carries it too). */
export const CONTENT_QUERY_MAX = 100
