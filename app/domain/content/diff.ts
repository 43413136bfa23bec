/**
 * What changed between two versions of an article or a case study, field by
 * field, for the History view (issue 22): words for texts, the readable text
 * for rich text, items for lists, "On → Off" for flags and London times for
 * dates. Pure: the caller loads the two versions.
 */
import { diffWordsWithSpace } from 'diff'

import type { ArticleFields, CaseStudyFields } from '#app/domain/content/fields.ts'
import { formatLondonDateTime } from '#app/domain/london-time.ts'

export type DiffFieldKind = 'text' | 'html' | 'list' | 'flag' | 'date'

export type DiffField<K extends string = string> = { key: K; label: string; kind: DiffFieldKind }

/** A run of text: unchanged, added or removed. `omitted` marks the "…" standing for a long unchanged run. */
export type DiffPart = { value: string; added?: true; removed?: true; omitted?: true }

type Labelled = { key: string; label: string }

export type FieldChange = Labelled &
	(
		| { kind: 'text'; parts: DiffPart[] }
		/** `note` is "Formatting changed" when only the markup changed (then `parts` is empty). */
		| { kind: 'html'; parts: DiffPart[]; note: string | null }
		/** `note` is "Order changed" when the same items were only reordered. */
		| { kind: 'list'; added: string[]; removed: string[]; note: string | null }
		/** Display values: "On"/"Off" for flags, London times (or "Not set") for dates. */
		| { kind: 'flag' | 'date'; before: string; after: string }
		/** The texts were too long or too different to compare within the bounds below. */
		| { kind: 'too-large'; note: string }
	)

export const FORMATTING_CHANGED = 'Formatting changed'
export const ORDER_CHANGED = 'Order changed'
export const TOO_LARGE = 'Changed (too large to compare)'
export const NOT_SET = 'Not set'

/**
 * Bounds of one text comparison. A 200 KB body with a few edits compares in
 * milliseconds (the cost grows with the number of edits); two unrelated long
 * texts hit these limits and fall back to TOO_LARGE instead of holding the page.
 */
const MAX_EDIT_LENGTH = 4000
const TIMEOUT_MS = 300
/** Unchanged runs longer than this keep only CONTEXT characters around the changes. */
const LONG_UNCHANGED = 400
const CONTEXT = 150

/** The fields of an article in the order and with the labels the owner sees in the editor. */
export const articleDiffFields = [
	{ key: 'title', label: 'Title', kind: 'text' },
	{ key: 'slug', label: 'Slug', kind: 'text' },
	{ key: 'category', label: 'Category', kind: 'text' },
	{ key: 'tags', label: 'Tags', kind: 'list' },
	{ key: 'excerpt', label: 'Excerpt', kind: 'text' },
	{ key: 'bodyHtml', label: 'Body', kind: 'html' },
	{ key: 'coverImageKey', label: 'Cover picture', kind: 'text' },
	{ key: 'authorName', label: 'Author', kind: 'text' },
	{ key: 'featured', label: 'Featured', kind: 'flag' },
	{ key: 'publishAt', label: 'Publish date', kind: 'date' },
	{ key: 'seoTitle', label: 'SEO title', kind: 'text' },
	{ key: 'metaDescription', label: 'Meta description', kind: 'text' },
	{ key: 'socialImage', label: 'Social image', kind: 'text' },
	{ key: 'seoKeywords', label: 'SEO keywords', kind: 'list' },
] as const satisfies readonly DiffField<keyof ArticleFields>[]

/** The fields of a case study in the order and with the labels the owner sees in the editor. */
export const caseStudyDiffFields = [
	{ key: 'title', label: 'Title', kind: 'text' },
	{ key: 'slug', label: 'Slug', kind: 'text' },
	{ key: 'location', label: 'Location', kind: 'text' },
	{ key: 'area', label: 'Area', kind: 'text' },
	{ key: 'category', label: 'Category', kind: 'text' },
	{ key: 'timeline', label: 'Timeline', kind: 'text' },
	{ key: 'budget', label: 'Budget', kind: 'text' },
	{ key: 'client', label: 'Client', kind: 'text' },
	{ key: 'completionYear', label: 'Completion year', kind: 'text' },
	{ key: 'description', label: 'Description', kind: 'text' },
	{ key: 'challenges', label: 'Challenges', kind: 'list' },
	{ key: 'solutions', label: 'Solutions', kind: 'list' },
	{ key: 'keyFeatures', label: 'Key features', kind: 'list' },
	{ key: 'testimonialQuote', label: 'Testimonial quote', kind: 'text' },
	{ key: 'testimonialRating', label: 'Testimonial rating', kind: 'text' },
	{ key: 'testimonialAuthor', label: 'Testimonial author', kind: 'text' },
	{ key: 'featured', label: 'Featured', kind: 'flag' },
	{ key: 'beforeAfter', label: 'Before and after', kind: 'flag' },
	{ key: 'pictureAfterAlt', label: 'After picture text', kind: 'text' },
	{ key: 'pictureBeforeAlt', label: 'Before picture text', kind: 'text' },
	{ key: 'publishAt', label: 'Publish date', kind: 'date' },
	{ key: 'seoTitle', label: 'SEO title', kind: 'text' },
	{ key: 'metaDescription', label: 'Meta description', kind: 'text' },
	{ key: 'socialImage', label: 'Social image', kind: 'text' },
] as const satisfies readonly DiffField<keyof CaseStudyFields>[]

/**
 * The fields that differ from `before` to `after`, in the order of `fields`.
 * `before` is null for the first version (everything filled in counts as added).
 * A field missing from `after` (a partial record) is not compared; one missing
 * from `before` counts as empty.
 */
export function diffFields(before: object | null, after: object, fields: readonly DiffField[]): FieldChange[] {
	const changes: FieldChange[] = []
	for (const field of fields) {
		if (!(field.key in after)) continue
		const change = diffField(field, before ? read(before, field.key) : undefined, read(after, field.key))
		if (change) changes.push(change)
	}
	return changes
}

function read(record: object, key: string): unknown {
	return (record as Record<string, unknown>)[key]
}

function diffField({ key, label, kind }: DiffField, before: unknown, after: unknown): FieldChange | null {
	switch (kind) {
		case 'text': {
			const [a, b] = [asText(before), asText(after)]
			if (a === b) return null
			const parts = diffText(a, b)
			return parts ? { key, label, kind, parts } : { key, label, kind: 'too-large', note: TOO_LARGE }
		}
		case 'html': {
			const [rawA, rawB] = [asText(before), asText(after)]
			if (rawA === rawB) return null
			const [a, b] = [readableText(rawA), readableText(rawB)]
			// Same text: the markup changed, unless only the whitespace between tags did (the reader sees that in neither).
			if (a === b) return markup(rawA) === markup(rawB) ? null : { key, label, kind, parts: [], note: FORMATTING_CHANGED }
			const parts = diffText(a, b)
			return parts ? { key, label, kind, parts, note: null } : { key, label, kind: 'too-large', note: TOO_LARGE }
		}
		case 'list': {
			const [a, b] = [asList(before), asList(after)]
			if (a.length === b.length && a.every((item, index) => item === b[index])) return null
			const removed = without(a, b)
			const added = without(b, a)
			return { key, label, kind, added, removed, note: added.length || removed.length ? null : ORDER_CHANGED }
		}
		case 'flag': {
			const [a, b] = [before === true, after === true]
			if (a === b) return null
			return { key, label, kind, before: a ? 'On' : 'Off', after: b ? 'On' : 'Off' }
		}
		case 'date': {
			const [a, b] = [asDate(before), asDate(after)]
			if (a.time === b.time) return null
			return { key, label, kind, before: a.label, after: b.label }
		}
	}
}

function markup(html: string): string {
	return html.replace(/>\s+</g, '><').replace(/\s+/g, ' ').trim()
}

function asText(value: unknown): string {
	if (typeof value === 'string') return value
	if (typeof value === 'number' || typeof value === 'boolean') return String(value)
	return ''
}

function asList(value: unknown): string[] {
	return Array.isArray(value) ? value.map(asText) : []
}

/** The items of `list` left after taking out those of `other`, one for one (so duplicates count). */
function without(list: string[], other: string[]): string[] {
	const counts = new Map<string, number>()
	for (const item of other) counts.set(item, (counts.get(item) ?? 0) + 1)
	return list.filter((item) => {
		const count = counts.get(item) ?? 0
		if (count === 0) return true
		counts.set(item, count - 1)
		return false
	})
}

/** `time` compares: two spellings of the same instant are no change; an unreadable value is shown as it is. */
function asDate(value: unknown): { label: string; time: number | string } {
	const text = asText(value).trim()
	if (!text) return { label: NOT_SET, time: '' }
	const date = new Date(text)
	return Number.isNaN(date.getTime()) ? { label: text, time: text } : { label: formatLondonDateTime(date), time: date.getTime() }
}

/** A word-level diff with long unchanged runs shortened, or null when it exceeds the bounds. */
function diffText(before: string, after: string): DiffPart[] | null {
	const changes = diffWordsWithSpace(before, after, { maxEditLength: MAX_EDIT_LENGTH, timeout: TIMEOUT_MS })
	if (!changes) return null
	const parts: DiffPart[] = []
	// A run of changes reads as the words removed, then the words added ("Five" → "Six quick"), rather than
	// word by word: the spaces between its changed words belong to both sides.
	let removed = ''
	let added = ''
	const flush = () => {
		if (removed) parts.push({ value: removed, removed: true })
		if (added) parts.push({ value: added, added: true })
		removed = added = ''
	}
	changes.forEach((change, index) => {
		const inRun = removed !== '' || added !== ''
		if (change.removed) removed += change.value
		else if (change.added) added += change.value
		else if (inRun && /^\s+$/.test(change.value) && index < changes.length - 1) {
			removed += change.value
			added += change.value
		} else {
			flush()
			parts.push(...shorten(change.value, index > 0, index < changes.length - 1))
		}
	})
	flush()
	return parts
}

/** An unchanged run, keeping CONTEXT characters next to the changes before and after it. */
function shorten(value: string, changeBefore: boolean, changeAfter: boolean): DiffPart[] {
	if (value.length <= LONG_UNCHANGED) return [{ value }]
	const parts: DiffPart[] = []
	if (changeBefore) parts.push({ value: cutAfter(value.slice(0, CONTEXT + 40)) })
	parts.push({ value: '…', omitted: true })
	if (changeAfter) parts.push({ value: cutBefore(value.slice(-(CONTEXT + 40))) })
	return parts
}

/** Cut a head at its last whitespace past CONTEXT characters (or at CONTEXT), so no word is split. */
function cutAfter(head: string): string {
	const space = head.slice(CONTEXT).search(/\s/)
	return space === -1 ? head.slice(0, CONTEXT) : head.slice(0, CONTEXT + space + 1)
}

/** Cut a tail at its first whitespace within the first 40 characters, so no word is split. */
function cutBefore(tail: string): string {
	const space = tail.slice(0, tail.length - CONTEXT).search(/\s/)
	return space === -1 ? tail.slice(-CONTEXT) : tail.slice(space)
}

const BLOCK_TAG = /<\/?(?:p|h[1-6]|ul|ol|blockquote|table|thead|tbody|tfoot|tr|figure|figcaption|div|pre|hr|section)\b[^>]*>/gi

/**
 * The text a reader sees in stored (sanitised) rich text: one line per heading,
 * paragraph, list item ("• "), quote or table row (cells joined by " | "), and
 * a picture as "[Picture: its alt text]" so adding, removing or re-describing
 * one shows in the diff.
 */
export function readableText(html: string): string {
	return decodeEntities(
		html
			.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
			.replace(/<!--[\s\S]*?-->/g, '')
			.replace(/<img\b[^>]*>/gi, (tag) => `\n[Picture: ${attribute(tag, 'alt') || 'no description'}]\n`)
			.replace(/<br\s*\/?>/gi, '\n')
			// Tiptap wraps a list item's text in a paragraph: the bullet goes on the paragraph's line.
			.replace(/<li\b[^>]*>(?:\s*<p\b[^>]*>)?/gi, '\n• ')
			.replace(/<\/t[dh]\s*>/gi, ' | ')
			.replace(BLOCK_TAG, '\n')
			.replace(/<[^>]*>/g, ''),
	)
		.split('\n')
		.map((line) =>
			line
				.replace(/[ \t\u00a0]+/g, ' ')
				.replace(/( \|)+ *$/, '')
				.trim(),
		)
		.filter(Boolean)
		.join('\n')
}

function attribute(tag: string, name: string): string {
	const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)
	return decodeEntities(match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim()
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

function decodeEntities(text: string): string {
	return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
		if (name[0] === '#') {
			const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
			return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity
		}
		return NAMED_ENTITIES[name.toLowerCase()] ?? entity
	})
}
