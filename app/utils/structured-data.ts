import { mediaKeyFromUrl, mediaUrl } from '#app/domain/media/keys.ts'
import type { RatingClaim } from '#app/domain/review/reviews.ts'
import { established, structuredData } from '#app/domain/settings/business.ts'
import { telHref } from '#app/domain/settings/contact.ts'
import type { EmergencyPricing, PriceKey } from '#app/domain/settings/emergency-pricing.ts'
import {
	dayName,
	profileLinkList,
	weekdays,
	type OpeningHours,
	type ProfileLinks,
	type Weekday,
} from '#app/domain/settings/opening-hours.ts'

/** The parts of the settings the business JSON-LD needs. */
export type BusinessIdentity = {
	businessName: string
	phone: string
	officeEmail: string
	address: string
	logoUrl: string | null
	openingHours: OpeningHours
	profileLinks: ProfileLinks
}

/** An area landing page's variant of the business data. */
export type AreaVariant = {
	name: string
	path: string
	areaServed: readonly string[]
	priceRange: string
}

export type JsonLd = Record<string, unknown>

const everyDay = weekdays.map(dayName)

/**
 * The hours as schema.org states them (decision 0043): one entry per set of
 * open times, naming the days that share them. Closed days are left out (no
 * entry means closed). So are emergencies-only days: the business is not open
 * then, only its emergency line answers, which the emergency contact point
 * states (24/7) rather than claiming the office is open all day.
 */
export function openingHoursSpecification(hours: OpeningHours): JsonLd[] {
	const byTimes = new Map<string, { opens: string; closes: string; days: Weekday[] }>()
	for (const day of weekdays) {
		const entry = hours[day]
		if (entry.state !== 'open') continue
		const key = `${entry.opens}-${entry.closes}`
		const group = byTimes.get(key) ?? { opens: entry.opens, closes: entry.closes, days: [] }
		group.days.push(day)
		byTimes.set(key, group)
	}
	return [...byTimes.values()].map(({ opens, closes, days }) => ({
		'@type': 'OpeningHoursSpecification',
		dayOfWeek: days.map(dayName),
		opens,
		closes,
	}))
}

/** A UK postcode at the end of an address ("…, London W9 1AB"). */
const POSTCODE = /\b([A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2})\s*$/i

/** The stored address as a PostalAddress: its postcode apart when it ends with one. */
export function postalAddress(address: string): JsonLd {
	const postcode = POSTCODE.exec(address.trim())?.[1]
	const street = postcode
		? address
				.trim()
				.slice(0, -postcode.length)
				.replace(/[\s,]+$/, '')
		: address.trim()
	return {
		'@type': 'PostalAddress',
		streetAddress: street || address.trim(),
		addressLocality: 'London',
		addressRegion: 'Greater London',
		...(postcode ? { postalCode: postcode.toUpperCase().replace(/\s+/g, ' ') } : {}),
		addressCountry: 'GB',
	}
}

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
	if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl
	return `${siteUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`
}

/** HomeAndConstructionBusiness: contact details, hours and profiles from the settings row, with the spec's constants. */
export function businessJsonLd({
	siteUrl,
	business,
	rating,
	area,
}: {
	siteUrl: string
	business: BusinessIdentity
	/** The claimed rating: the published reviews' (see ratingClaim). */
	rating: RatingClaim
	area?: AreaVariant
}): JsonLd {
	const url = absoluteUrl(siteUrl, area?.path ?? '/')
	// Logos are uploads: a stored address that is not one of our media files is left out.
	const logoKey = business.logoUrl ? mediaKeyFromUrl(business.logoUrl) : null
	const telephone = telHref(business.phone).replace(/^tel:/, '')
	const sameAs = profileLinkList(business.profileLinks).map((link) => link.url)
	return {
		'@context': 'https://schema.org',
		'@type': 'HomeAndConstructionBusiness',
		'@id': `${url.replace(/\/$/, '')}#business`,
		name: area ? `${business.businessName} – ${area.name}` : business.businessName,
		url,
		telephone,
		email: business.officeEmail,
		foundingDate: String(established),
		...(logoKey ? { logo: absoluteUrl(siteUrl, mediaUrl(logoKey)) } : {}),
		image: absoluteUrl(siteUrl, '/og-image.png'),
		address: postalAddress(business.address),
		geo: {
			'@type': 'GeoCoordinates',
			latitude: structuredData.centralLondon.latitude,
			longitude: structuredData.centralLondon.longitude,
		},
		areaServed: [
			{
				'@type': 'GeoCircle',
				geoMidpoint: {
					'@type': 'GeoCoordinates',
					latitude: structuredData.centralLondon.latitude,
					longitude: structuredData.centralLondon.longitude,
				},
				geoRadius: structuredData.serviceRadiusMetres,
			},
			...(area?.areaServed ?? []).map((name) => ({ '@type': 'Place', name })),
		],
		priceRange: area?.priceRange ?? structuredData.defaultPriceRange,
		paymentAccepted: structuredData.paymentAccepted.join(', '),
		currenciesAccepted: structuredData.currenciesAccepted,
		openingHoursSpecification: openingHoursSpecification(business.openingHours),
		contactPoint: {
			'@type': 'ContactPoint',
			contactType: 'emergency',
			telephone,
			areaServed: 'GB',
			availableLanguage: 'en-GB',
			hoursAvailable: {
				'@type': 'OpeningHoursSpecification',
				dayOfWeek: everyDay,
				opens: '00:00',
				closes: '23:59',
			},
		},
		...(sameAs.length > 0 ? { sameAs } : {}),
		aggregateRating: {
			'@type': 'AggregateRating',
			ratingValue: rating.ratingValue,
			reviewCount: rating.reviewCount,
			bestRating: 5,
			worstRating: 1,
		},
	}
}

/**
 * /emergency's 24/7 call-out service with its prices (from the settings row),
 * so search engines read the same prices the page shows.
 */
export function emergencyServiceJsonLd({
	siteUrl,
	business,
	pricing,
	bands,
	firstHourNote,
}: {
	siteUrl: string
	business: BusinessIdentity
	pricing: EmergencyPricing
	/** Each price's label, and the note on the first hour, as the page shows them. */
	bands: readonly { key: PriceKey; label: string }[]
	firstHourNote: string
}): JsonLd {
	const url = absoluteUrl(siteUrl, '/emergency')
	return {
		'@context': 'https://schema.org',
		'@type': 'Service',
		'@id': `${url}#service`,
		name: '24/7 Emergency Call-Out',
		serviceType: 'Emergency plumbing and electrical repairs',
		url,
		provider: { '@id': `${absoluteUrl(siteUrl, '/').replace(/\/$/, '')}#business`, name: business.businessName },
		areaServed: { '@type': 'City', name: 'London' },
		hoursAvailable: { '@type': 'OpeningHoursSpecification', dayOfWeek: everyDay, opens: '00:00', closes: '23:59' },
		offers: bands.map(({ key, label }) => ({
			'@type': 'Offer',
			name: `Call-out: ${label}`,
			price: pricing[key],
			priceCurrency: 'GBP',
			description: firstHourNote,
		})),
	}
}
