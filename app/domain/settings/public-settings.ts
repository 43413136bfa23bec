import { faviconUrl, logoHeightFor, logoVariantUrl, mediaKeyFromUrl, mediaUrl, type LogoFormat } from '#app/domain/media/keys.ts'
import type { CaseStudyPictureOverrides } from '#app/domain/project/case-study-pictures.ts'
import { ratingClaim, type RatingClaim } from '#app/domain/review/reviews.ts'

import { defaultBusinessFacts, type BusinessFacts } from './business-facts.ts'
import { defaultEmergencyPricing, type EmergencyPricing } from './emergency-pricing.ts'
import { defaultEmergencyNote, defaultOpeningHours, type OpeningHours, type ProfileLinks } from './opening-hours.ts'

/** What public pages may know of the settings row: never API tokens. */
export type PublicSettings = {
	businessName: string
	/** The phone grouped the UK way ("020 7946 0000"); `telHref` makes its link. */
	phone: string
	officeEmail: string
	address: string
	/** The WhatsApp number, falling back to the phone. */
	whatsappPhone: string
	logoUrl: string | null
	faviconUrl: string | null
	logoHeight: number
	emergencyPricing: EmergencyPricing
	/** The business facts (decision 0022): rating fallback, figures, company details, registrations, team. */
	facts: BusinessFacts
	/** The owner's replacements for the case studies' seeded pictures (decision 0023), valid keys only. */
	caseStudyPictures: CaseStudyPictureOverrides
	/** Opening hours per weekday (issue 23): `hoursSummary`, `hoursRows` and the JSON-LD state them. */
	openingHours: OpeningHours
	/** The owner's line about the emergency line, or `defaultEmergencyNote` when the owner wrote none. */
	emergencyNote: string
	/** The business's profiles on review and listing sites (https), absent where it has none. */
	profileLinks: ProfileLinks
}

/**
 * The logo at one display height: the `<img>` source, and srcsets at 1x and
 * 2x from the sizes stored at upload (null for an SVG, used as it is). Logos
 * and favicons are only ever uploads, so a stored address that is not one of
 * our media files is no logo (null): the business name shows instead.
 */
export type LogoImage = { src: string; srcSet: string | null; webpSrcSet: string | null }

export function logoImage(stored: string, height: number): LogoImage | null {
	const key = mediaKeyFromUrl(stored)
	if (key === null) return null
	const url = mediaUrl(key)
	if (key.toLowerCase().endsWith('.svg')) return { src: url, srcSet: null, webpSrcSet: null }
	const srcSet = (format: LogoFormat) => {
		const [oneX, twoX] = [logoHeightFor(height, 1), logoHeightFor(height, 2)]
		const first = `${logoVariantUrl(url, oneX, format)} 1x`
		return twoX === oneX ? first : `${first}, ${logoVariantUrl(url, twoX, format)} 2x`
	}
	return { src: logoVariantUrl(url, logoHeightFor(height, 1), 'png'), srcSet: srcSet('png'), webpSrcSet: srcSet('webp') }
}

/**
 * The favicon links of an uploaded favicon: its square PNG sizes. A stored
 * address that is not one of our media files gives null, so the head links
 * the built-in icons rather than an address nobody checked.
 */
export type FaviconLinks = { icon16: string; icon32: string; icon192: string; appleTouch: string }

export function faviconLinks(stored: string): FaviconLinks | null {
	const key = mediaKeyFromUrl(stored)
	if (key === null) return null
	const size = (pixels: 16 | 32 | 180 | 192) => faviconUrl(mediaUrl(key), pixels)
	return { icon16: size(16), icon32: size(32), icon192: size(192), appleTouch: size(180) }
}

/** The built-in icons, used when no favicon is uploaded (the resource routes fall back to them too). */
export const builtInFavicon = { svg: '/favicon.svg', appleTouch: '/apple-touch-icon.png' } as const

/** Footer logo: 75% of the header's logo height, never below 24px. */
export function footerLogoHeight(headerHeight: number) {
	return Math.max(24, Math.round(headerHeight * 0.75))
}

/**
 * The defaults for a fresh install, for the rare render where the root
 * loader's data is missing (the server's defaults come from the environment).
 */
export const fallbackPublicSettings: PublicSettings = {
	businessName: 'Westway Home Services',
	phone: '020 7946 0000',
	officeEmail: 'enquiries@example.com',
	address: 'London, UK',
	whatsappPhone: '07700 900123',
	logoUrl: null,
	faviconUrl: null,
	logoHeight: 32,
	emergencyPricing: defaultEmergencyPricing,
	facts: defaultBusinessFacts,
	caseStudyPictures: {},
	openingHours: defaultOpeningHours,
	emergencyNote: defaultEmergencyNote,
	profileLinks: {},
}

/**
 * The site's address and public settings from the root loader's data, for
 * components (`usePublicSettings`) and meta functions (`siteFromMatches`)
 * alike: the defaults above when that data is missing (e.g. on an error page).
 */
export function siteOf(root: { settings: PublicSettings; siteUrl: string; rating?: RatingClaim } | undefined) {
	const business = root?.settings ?? fallbackPublicSettings
	// The root loader's claim; without it (an error page), the stated figures.
	const rating = root?.rating ?? ratingClaim(null, business.facts.statedRating)
	return { siteUrl: root?.siteUrl ?? 'http://localhost:3000', business, rating }
}
