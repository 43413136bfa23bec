import type { MetaDescriptor } from 'react-router'

import { mediaUrl } from '#app/domain/media/keys.ts'
import type { RatingClaim } from '#app/domain/review/reviews.ts'
import { isNoindex, searchResultLimits, type PageSeoOverride } from '#app/domain/seo/page-seo.ts'

import { pagedTitle } from './paging.ts'
import { absoluteUrl, businessJsonLd, type AreaVariant, type BusinessIdentity, type JsonLd } from './structured-data.ts'

/** What every page states about itself for search engines and link previews. */
export type PageSeo = {
	title: string
	description: string
	/** Omit or leave empty for no keywords meta (e.g. /privacy). */
	keywords?: readonly string[]
	/** Canonical path; defaults to the current path without its query string. */
	path?: string
	/** The area-specific variant of the business data (area landing pages). */
	area?: AreaVariant
	/** Further JSON-LD for this page (e.g. an Article). */
	jsonLd?: JsonLd[]
	ogType?: 'website' | 'article'
	/** A page that is never one to find (a 404, a token link): robots noindex, nofollow, and no address named. */
	noindex?: boolean
	/** The page of a paged list: "(Page n)" goes into the title, after any override of the owner's. */
	pageNumber?: number
	/** A media key of this site for the social card, instead of the site's default picture. */
	socialImage?: string | null
	/** The owner keeps this page out of search (decision 0045): robots noindex and no canonical; it stays shareable. */
	searchNoindex?: boolean
}

export type SiteContext = { siteUrl: string; business: BusinessIdentity; rating: RatingClaim }

export const defaultSeo = {
	title: 'West London Refurbishment & Trades',
	description:
		'Kitchens, bathrooms, full refurbishments and 24/7 emergency plumbing and electrical call-outs across West and Central London. Free quotes.',
} as const

/**
 * The title with the business's name after it when both fit a search result
 * (60 characters); a longer page title stands alone, since search engines
 * show the site's name beside the result anyway.
 */
export function fullTitle(title: string, businessName: string) {
	if (!businessName || title.includes(businessName)) return title
	const branded = `${title} | ${businessName}`
	return [...branded].length <= searchResultLimits.title ? branded : title
}

/** The page's defaults with the owner's override of its path applied (empty fields keep the defaults). */
export function withOverride(page: PageSeo, path: string, override: PageSeoOverride | null | undefined): PageSeo {
	const searchNoindex = isNoindex(path, override)
	if (!override) return searchNoindex ? { ...page, searchNoindex } : page
	return {
		...page,
		title: override.title ?? page.title,
		description: override.description ?? page.description,
		socialImage: override.socialImage ?? page.socialImage,
		searchNoindex,
	}
}

/** Title, description, keywords, canonical, Open Graph, Twitter and JSON-LD of one page. */
export function buildMeta(site: SiteContext, page: PageSeo, currentPath = '/'): MetaDescriptor[] {
	const title = fullTitle(page.pageNumber ? pagedTitle(page.title, page.pageNumber) : page.title, site.business.businessName)
	const canonical = absoluteUrl(site.siteUrl, page.path ?? currentPath)
	const image = absoluteUrl(site.siteUrl, page.socialImage ? mediaUrl(page.socialImage) : '/og-image.png')
	const robots = page.noindex
		? [{ name: 'robots', content: 'noindex, nofollow' }]
		: page.searchNoindex
			? [{ name: 'robots', content: 'noindex' }]
			: [{ tagName: 'link', rel: 'canonical', href: canonical }]
	const jsonLd = [
		businessJsonLd({ siteUrl: site.siteUrl, business: site.business, rating: site.rating, area: page.area }),
		...(page.jsonLd ?? []),
	]
	return [
		{ title },
		{ name: 'description', content: page.description },
		...(page.keywords && page.keywords.length > 0 ? [{ name: 'keywords', content: page.keywords.join(', ') }] : []),
		// A page kept out of search names no canonical address (a 404's own address is not one to index).
		...robots,
		{ property: 'og:type', content: page.ogType ?? 'website' },
		{ property: 'og:site_name', content: site.business.businessName },
		{ property: 'og:locale', content: 'en_GB' },
		{ property: 'og:title', content: title },
		{ property: 'og:description', content: page.description },
		...(page.noindex ? [] : [{ property: 'og:url', content: canonical }]),
		{ property: 'og:image', content: image },
		// The owner's picture has its own size, which the card does not need to be told.
		...(page.socialImage
			? [{ property: 'og:image:alt', content: title }]
			: [
					{ property: 'og:image:width', content: '1200' },
					{ property: 'og:image:height', content: '630' },
					{ property: 'og:image:alt', content: 'Illustration of a restored Victorian terrace street in West London' },
				]),
		{ name: 'twitter:card', content: 'summary_large_image' },
		{ name: 'twitter:title', content: title },
		{ name: 'twitter:description', content: page.description },
		{ name: 'twitter:image', content: image },
		...jsonLd.map((data) => ({ 'script:ld+json': data })),
	]
}
