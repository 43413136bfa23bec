import { z } from 'zod'

import { mediaKeyField } from '#app/domain/content/form-fields.ts'
import { checkbox, optionalText, text } from '#app/domain/form.ts'

/**
 * The owner's search settings for one fixed public page (decision 0045): any
 * field left empty keeps the page's default from the code.
 */
export type PageSeoOverride = {
	path: string
	title: string | null
	description: string | null
	/** A media key of this site for the social card (Open Graph and Twitter). */
	socialImage: string | null
	noindex: boolean
}

/** Where search results usually cut a title and a description (characters; Google measures pixels, so these are guides). */
export const searchResultLimits = { title: 60, descriptionMax: 155, descriptionMin: 50 } as const

/**
 * Pages kept out of search until the owner says otherwise: /local-seo shows
 * the directory listings (rejected ones too) and rankings, of use to
 * competitors rather than customers.
 */
export const defaultNoindexPaths: ReadonlySet<string> = new Set(['/local-seo'])

/** Whether search engines are asked to leave the page out: the owner's choice, else the page's default. */
export function isNoindex(path: string, override: Pick<PageSeoOverride, 'noindex'> | null | undefined): boolean {
	return override ? override.noindex : defaultNoindexPaths.has(path)
}

/** Text cut to `limit` characters at a word, with an ellipsis (a default made from longer text, such as a service's summary). */
export function fitText(value: string, limit: number): string {
	const characters = [...value.replace(/\s+/g, ' ').trim()]
	if (characters.length <= limit) return characters.join('')
	const cut = characters.slice(0, limit - 1).join('')
	// At a word, and not after a word that leads into the cut-off part ("…done to UK…").
	const atWord = cut.replace(/[\s,;:.–-]+\S*$/, '').replace(/\s+(?:a|an|and|as|at|by|for|from|in|of|on|or|the|to|with)$/i, '')
	return `${atWord.length > limit / 2 ? atWord : cut}…`
}

/** Stored limits: generous (the lengths above are advice, shown as warnings, never refused). */
export const pageSeoLimits = { title: 200, description: 400, path: 200 } as const

const PATH_PATTERN = /^\/[a-z0-9/_-]*$/

const socialImageField = mediaKeyField('Social image')

/** The edit form of one page (title, meta description, social image, noindex); `path` is the page's, checked against the list by the action. */
export const pageSeoFormSchema = z.object({
	path: text(z.string().trim().min(1, 'Choose a page.').max(pageSeoLimits.path, 'Choose a page.').regex(PATH_PATTERN, 'Choose a page.')),
	title: optionalText(pageSeoLimits.title, 'The title'),
	description: optionalText(pageSeoLimits.description, 'The meta description'),
	social_image: socialImageField,
	noindex: checkbox,
})

export type PageSeoForm = z.infer<typeof pageSeoFormSchema>

/**
 * A headline fitted to a search result's title: as it is when it fits, else
 * its first part when that reads on its own ("Combi, System Boiler or Heat
 * Pump?", "Planning Permission, Building Regulations and Party Walls"), else cut at a word.
 */
export function fitTitle(headline: string): string {
	const title = headline.replace(/\s+/g, ' ').trim()
	if ([...title].length <= searchResultLimits.title) return title
	const clause = /^(.{20,}?(?:\?|!)|.{20,}?)(?::| [–—-]) /.exec(title)?.[1] ?? /^(.{20,}?[?!]) /.exec(title)?.[1]
	if (clause && [...clause].length <= searchResultLimits.title) return clause
	return fitText(title, searchResultLimits.title)
}

/** The default title and description of a service's page, from its name and summary (both the owner's). */
export function serviceSeoDefaults(service: { name: string; summary: string | null }): { title: string; description: string } {
	const summary = service.summary?.replace(/\s+/g, ' ').trim() ?? ''
	const description =
		[...summary].length >= searchResultLimits.descriptionMin
			? summary
			: `${service.name} across West and Central London${summary ? `: ${summary.replace(/\.$/, '')}` : ''}. Free quotes and a 12-month workmanship guarantee.`
	return { title: fitTitle(service.name), description: fitText(description, searchResultLimits.descriptionMax) }
}
