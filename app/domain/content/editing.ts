/**
 * The pure rules of editing articles and case studies (decision 0040): an
 * item's status in the admin, the slug rule, and reading a stored working
 * copy or revision back into fields.
 */

import { isSlug, serviceSlug } from '#app/domain/slug.ts'

import type { ArticleFields, CaseStudyFields, ContentEntity, FieldsOf } from './fields.ts'

export type { ArticleFields, CaseStudyFields, ContentEntity, FieldsOf }

export const contentEntities = ['article', 'case_study'] as const satisfies readonly ContentEntity[]

/** Where each kind of item is edited in the admin. */
export const contentAdminPath = (entity: ContentEntity) => (entity === 'article' ? '/admin/articles' : '/admin/case-studies')

/** The public address of an item with this slug. */
export const contentPublicPath = (entity: ContentEntity, slug: string) => (entity === 'article' ? `/blog/${slug}` : `/case-studies/${slug}`)

export const contentNoun = (entity: ContentEntity) => (entity === 'article' ? 'article' : 'case study')

/* Status ------------------------------------------------------------------- */

/** What the admin shows of an item: never published (or taken down), waiting for its time, or on the site. */
export const itemStatusValues = ['draft', 'scheduled', 'published'] as const
export type ItemStatus = (typeof itemStatusValues)[number]

export const itemStatusLabels: Record<ItemStatus, string> = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' }

/** The status of a row: published with a publish time still to come is scheduled. */
export function itemStatus(row: { status: 'draft' | 'published'; publishAt: Date | null }, now: Date = new Date()): ItemStatus {
	if (row.status !== 'published') return 'draft'
	return row.publishAt && row.publishAt.getTime() > now.getTime() ? 'scheduled' : 'published'
}

/** A published or scheduled item whose working copy differs from what the site shows (or will show). */
export const hasUnsavedChanges = (status: ItemStatus, hasDraft: boolean) => hasDraft && status !== 'draft'

/** The list's status filter: a status, or "changes" for published items with a working copy. */
export const statusFilterValues = ['all', ...itemStatusValues, 'changes'] as const
export type StatusFilter = (typeof statusFilterValues)[number]
export const statusFilterLabels: Record<StatusFilter, string> = {
	all: 'All',
	draft: 'Drafts',
	scheduled: 'Scheduled',
	published: 'Published',
	changes: 'Unpublished changes',
}
export const isStatusFilter = (value: string): value is StatusFilter => (statusFilterValues as readonly string[]).includes(value)

/* Slugs -------------------------------------------------------------------- */

export const SLUG_MAX = 80

/** The slug a title gives: lower case, accents dropped, words joined by hyphens, cut at a word within SLUG_MAX. */
export function slugFromTitle(title: string): string {
	const slug = serviceSlug(title)
	if (slug.length <= SLUG_MAX) return slug
	const cut = slug.slice(0, SLUG_MAX + 1)
	const lastHyphen = cut.lastIndexOf('-')
	return (lastHyphen > 20 ? cut.slice(0, lastHyphen) : slug.slice(0, SLUG_MAX)).replace(/-+$/, '')
}

export const SLUG_RULE_MESSAGE = 'Use lower-case letters, digits and single hyphens (e.g. boiler-service-checklist).'

/** A slug the owner may choose: the site's slug rule, at most SLUG_MAX characters. */
export const isContentSlug = (value: string) => value.length <= SLUG_MAX && isSlug(value)

/** The first of `slug-copy`, `slug-copy-2`, … that `taken` does not hold (kept within SLUG_MAX). */
export function copySlug(slug: string, taken: (candidate: string) => boolean): string {
	for (let n = 1; ; n += 1) {
		const suffix = n === 1 ? '-copy' : `-copy-${n}`
		const candidate = `${slug.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`
		if (!taken(candidate)) return candidate
	}
}

/* Reading stored fields back ----------------------------------------------- */

const str = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback)
const strOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)
const list = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [])
const bool = (value: unknown) => value === true
const intOrNull = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : null)
const isoOrNull = (value: unknown) => (typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : null)

/**
 * The fields of a stored working copy or revision (JSON the database holds,
 * so anything): each property of the right type, else its empty value. What
 * the editor shows is then always well-formed; a save checks it again.
 */
export function fieldsFromData<E extends ContentEntity>(entity: E, data: unknown): FieldsOf<E> {
	const source = (typeof data === 'object' && data !== null && !Array.isArray(data) ? data : {}) as Record<string, unknown>
	const publication = {
		publishAt: isoOrNull(source.publishAt),
		seoTitle: strOrNull(source.seoTitle),
		metaDescription: strOrNull(source.metaDescription),
		socialImage: strOrNull(source.socialImage),
	}
	if (entity === 'article') {
		const article: ArticleFields = {
			slug: str(source.slug),
			title: str(source.title),
			category: str(source.category),
			tags: list(source.tags),
			excerpt: str(source.excerpt),
			bodyHtml: str(source.bodyHtml),
			coverImageKey: strOrNull(source.coverImageKey),
			authorName: str(source.authorName),
			featured: bool(source.featured),
			seoKeywords: list(source.seoKeywords),
			...publication,
		}
		return article as FieldsOf<E>
	}
	const rating = intOrNull(source.testimonialRating)
	const caseStudy: CaseStudyFields = {
		slug: str(source.slug),
		title: str(source.title),
		location: str(source.location),
		area: str(source.area),
		category: str(source.category),
		timeline: str(source.timeline),
		budget: str(source.budget),
		client: str(source.client),
		completionYear: intOrNull(source.completionYear),
		description: str(source.description),
		challenges: list(source.challenges),
		solutions: list(source.solutions),
		keyFeatures: list(source.keyFeatures),
		testimonialQuote: strOrNull(source.testimonialQuote),
		testimonialRating: rating !== null && rating >= 1 && rating <= 5 ? rating : null,
		testimonialAuthor: strOrNull(source.testimonialAuthor),
		featured: bool(source.featured),
		beforeAfter: bool(source.beforeAfter),
		pictureAfterAlt: str(source.pictureAfterAlt),
		pictureBeforeAlt: strOrNull(source.pictureBeforeAlt),
		...publication,
	}
	return caseStudy as FieldsOf<E>
}

/** The property names of each kind's fields, in the editor's order (what a revision diff compares). */
export const fieldKeys = {
	article: [
		'title',
		'slug',
		'category',
		'tags',
		'excerpt',
		'bodyHtml',
		'coverImageKey',
		'authorName',
		'featured',
		'publishAt',
		'seoTitle',
		'metaDescription',
		'socialImage',
		'seoKeywords',
	],
	case_study: [
		'title',
		'slug',
		'location',
		'area',
		'category',
		'timeline',
		'budget',
		'client',
		'completionYear',
		'description',
		'challenges',
		'solutions',
		'keyFeatures',
		'testimonialQuote',
		'testimonialRating',
		'testimonialAuthor',
		'featured',
		'beforeAfter',
		'pictureAfterAlt',
		'pictureBeforeAlt',
		'publishAt',
		'seoTitle',
		'metaDescription',
		'socialImage',
	],
} as const satisfies { article: readonly (keyof ArticleFields)[]; case_study: readonly (keyof CaseStudyFields)[] }

/* Revisions ---------------------------------------------------------------- */

/** What each kind of revision is called in the History. */
export const revisionKindLabels = {
	create: 'Created',
	save: 'Saved',
	publish: 'Published',
	unpublish: 'Unpublished',
	restore: 'Restored',
	conflict: 'Refused: saved by someone else first',
} as const
export type RevisionKind = keyof typeof revisionKindLabels
