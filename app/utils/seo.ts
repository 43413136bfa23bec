import type { MetaDescriptor } from 'react-router'

import type { RatingClaim } from '#app/domain/review/reviews.ts'

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
	noindex?: boolean
}

export type SiteContext = { siteUrl: string; business: BusinessIdentity; rating: RatingClaim }

export const defaultSeo = {
	title: 'Home Refurbishment & Trade Services in West London',
	description:
		'Kitchens, bathrooms, full refurbishments and 24/7 emergency plumbing and electrical call-outs across West and Central London. Free quotes, 12-month workmanship guarantee.',
} as const

function fullTitle(title: string, businessName: string) {
	return title.includes(businessName) ? title : `${title} | ${businessName}`
}

/** Title, description, keywords, canonical, Open Graph, Twitter and JSON-LD of one page. */
export function buildMeta(site: SiteContext, page: PageSeo, currentPath = '/'): MetaDescriptor[] {
	const title = fullTitle(page.title, site.business.businessName)
	const canonical = absoluteUrl(site.siteUrl, page.path ?? currentPath)
	const image = absoluteUrl(site.siteUrl, '/og-image.png')
	const jsonLd = [
		businessJsonLd({ siteUrl: site.siteUrl, business: site.business, rating: site.rating, area: page.area }),
		...(page.jsonLd ?? []),
	]
	return [
		{ title },
		{ name: 'description', content: page.description },
		...(page.keywords && page.keywords.length > 0 ? [{ name: 'keywords', content: page.keywords.join(', ') }] : []),
		// A page kept out of search names no address for it (a 404's own address is not one to index).
		...(page.noindex ? [{ name: 'robots', content: 'noindex, nofollow' }] : [{ tagName: 'link', rel: 'canonical', href: canonical }]),
		{ property: 'og:type', content: page.ogType ?? 'website' },
		{ property: 'og:site_name', content: site.business.businessName },
		{ property: 'og:locale', content: 'en_GB' },
		{ property: 'og:title', content: title },
		{ property: 'og:description', content: page.description },
		...(page.noindex ? [] : [{ property: 'og:url', content: canonical }]),
		{ property: 'og:image', content: image },
		{ property: 'og:image:width', content: '1200' },
		{ property: 'og:image:height', content: '630' },
		{ property: 'og:image:alt', content: 'Illustration of a restored Victorian terrace street in West London' },
		{ name: 'twitter:card', content: 'summary_large_image' },
		{ name: 'twitter:title', content: title },
		{ name: 'twitter:description', content: page.description },
		{ name: 'twitter:image', content: image },
		...jsonLd.map((data) => ({ 'script:ld+json': data })),
	]
}
