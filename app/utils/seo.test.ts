import { describe, expect, it } from 'vitest'

import { ratingClaim } from '#app/domain/review/reviews.ts'
import { fallbackPublicSettings } from '#app/domain/settings/public-settings.ts'

import { pageMeta } from './route-meta.ts'
import { buildMeta, defaultSeo, fullTitle, withOverride } from './seo.ts'

const site = { siteUrl: 'https://www.example.test', business: fallbackPublicSettings, rating: ratingClaim(null) }
const find = (meta: ReturnType<typeof buildMeta>, predicate: (entry: Record<string, unknown>) => boolean) =>
	meta.find((entry) => predicate(entry as Record<string, unknown>)) as Record<string, any> | undefined

describe('route meta', () => {
	const meta = buildMeta(
		site,
		{ title: 'Emergency Call-Out', description: 'Fast help.', keywords: ['emergency plumber', 'electrician'] },
		'/emergency',
	)

	it('has a title with the business name, a description and keywords', () => {
		expect(find(meta, (entry) => 'title' in entry)?.title).toBe('Emergency Call-Out | Westway Home Services')
		expect(find(meta, (entry) => entry.name === 'description')?.content).toBe('Fast help.')
		expect(find(meta, (entry) => entry.name === 'keywords')?.content).toBe('emergency plumber, electrician')
	})

	it('has an absolute canonical link built from SITE_URL, without the query', () => {
		expect(find(meta, (entry) => entry.rel === 'canonical')?.href).toBe('https://www.example.test/emergency')
	})

	it('has Open Graph and Twitter tags', () => {
		expect(find(meta, (entry) => entry.property === 'og:title')?.content).toBe('Emergency Call-Out | Westway Home Services')
		expect(find(meta, (entry) => entry.property === 'og:url')?.content).toBe('https://www.example.test/emergency')
		expect(find(meta, (entry) => entry.property === 'og:locale')?.content).toBe('en_GB')
		expect(find(meta, (entry) => entry.name === 'twitter:card')?.content).toBe('summary_large_image')
	})

	it('carries the business JSON-LD on every page', () => {
		expect(find(meta, (entry) => 'script:ld+json' in entry)?.['script:ld+json']['@type']).toBe('HomeAndConstructionBusiness')
	})

	it('has no keywords when a page has none (privacy)', () => {
		const privacy = buildMeta(site, { title: 'Privacy Policy', description: 'd', keywords: [] }, '/privacy')
		expect(find(privacy, (entry) => entry.name === 'keywords')).toBeUndefined()
	})

	it('uses the root loader settings and site address from the route matches', () => {
		const fromMatches = pageMeta(
			{
				matches: [
					{
						id: 'root',
						loaderData: { siteUrl: 'https://westway.example', settings: { ...fallbackPublicSettings, businessName: 'Acme Trades' } },
					},
				],
				location: { pathname: '/no-such-page' },
			},
			{ ...defaultSeo, noindex: true },
		)
		expect(find(fromMatches, (entry) => 'title' in entry)?.title).toBe(`${defaultSeo.title} | Acme Trades`)
		expect(find(fromMatches, (entry) => entry.name === 'description')?.content).toBe(defaultSeo.description)
		expect(find(fromMatches, (entry) => entry.rel === 'canonical')).toBeUndefined()
		expect(find(fromMatches, (entry) => entry.property === 'og:url')).toBeUndefined()
		expect(find(fromMatches, (entry) => entry.name === 'robots')?.content).toBe('noindex, nofollow')
	})

	it('adds the business name only when the whole title fits a search result (60 characters)', () => {
		expect(fullTitle('Contact Us for a Free Quote', 'Westway Home Services')).toBe('Contact Us for a Free Quote | Westway Home Services')
		const long = 'Builders, Plumbers & Electricians in Maida Vale W9'
		expect(fullTitle(long, 'Westway Home Services')).toBe(long)
		expect(fullTitle('About Westway Home Services', 'Westway Home Services')).toBe('About Westway Home Services')
	})

	it('puts "(Page n)" after the owner’s title on later pages of a list', () => {
		const page = withOverride({ title: 'Blog', description: 'd' }, '/blog', {
			path: '/blog',
			title: 'Our Guides',
			description: null,
			socialImage: null,
			noindex: false,
		})
		expect(find(buildMeta(site, { ...page, pageNumber: 2 }, '/blog'), (entry) => 'title' in entry)?.title).toBe(
			'Our Guides (Page 2) | Westway Home Services',
		)
	})

	it('applies the owner’s override: title, description, social image, noindex (no canonical, still shareable)', () => {
		const meta = buildMeta(
			site,
			withOverride({ title: 'About', description: 'Default.' }, '/about', {
				path: '/about',
				title: 'Meet the Team',
				description: 'Who we are.',
				socialImage: 'uploads/team.jpg',
				noindex: true,
			}),
			'/about',
		)
		expect(find(meta, (entry) => 'title' in entry)?.title).toBe('Meet the Team | Westway Home Services')
		expect(find(meta, (entry) => entry.name === 'description')?.content).toBe('Who we are.')
		expect(find(meta, (entry) => entry.property === 'og:image')?.content).toBe('https://www.example.test/media/uploads/team.jpg')
		expect(find(meta, (entry) => entry.name === 'robots')?.content).toBe('noindex')
		expect(find(meta, (entry) => entry.rel === 'canonical')).toBeUndefined()
		expect(find(meta, (entry) => entry.property === 'og:url')?.content).toBe('https://www.example.test/about')
	})

	it('keeps /local-seo out of search by default, and lets the owner show it', () => {
		const robots = (override: Parameters<typeof withOverride>[2]) =>
			find(
				buildMeta(site, withOverride({ title: 'Local', description: 'd' }, '/local-seo', override), '/local-seo'),
				(entry) => entry.name === 'robots',
			)
		expect(robots(null)?.content).toBe('noindex')
		expect(robots({ path: '/local-seo', title: null, description: null, socialImage: null, noindex: false })).toBeUndefined()
	})
})
