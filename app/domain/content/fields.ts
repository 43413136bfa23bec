/**
 * The editable fields of an article and of a case study (decision 0040): what
 * the editor saves, what a working copy (`content_drafts.data`) and a revision
 * (`content_revisions.data`) hold, and what publishing copies into the row.
 * Property names are the row's; the publish time is an ISO string in JSON.
 */

export type ContentEntity = 'article' | 'case_study'

type Publication = {
	/** When the item appears (or appeared) on the site; null for "when published". ISO 8601. */
	publishAt: string | null
	seoTitle: string | null
	metaDescription: string | null
	/** A media key of this site for the social card; null for the cover or the default. */
	socialImage: string | null
}

export type ArticleFields = Publication & {
	slug: string
	title: string
	category: string
	tags: string[]
	excerpt: string
	/** Sanitised HTML (app/.server/content/rich-text.ts): only what the allowlist lets through is ever stored. */
	bodyHtml: string
	/** A media key of this site, or null. */
	coverImageKey: string | null
	authorName: string
	featured: boolean
	seoKeywords: string[]
}

export type CaseStudyFields = Publication & {
	slug: string
	title: string
	location: string
	area: string
	category: string
	timeline: string
	budget: string
	client: string
	completionYear: number | null
	description: string
	challenges: string[]
	solutions: string[]
	keyFeatures: string[]
	testimonialQuote: string | null
	testimonialRating: number | null
	testimonialAuthor: string | null
	featured: boolean
	beforeAfter: boolean
	pictureAfterAlt: string
	pictureBeforeAlt: string | null
}

export type FieldsOf<E extends ContentEntity> = E extends 'article' ? ArticleFields : CaseStudyFields
