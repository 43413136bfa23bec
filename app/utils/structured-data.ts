import { mediaKeyFromUrl, mediaUrl } from '#app/domain/media/keys.ts'
import type { RatingClaim } from '#app/domain/review/reviews.ts'
import { established, openingHours, structuredData } from '#app/domain/settings/business.ts'
import { telHref } from '#app/domain/settings/contact.ts'
import type { EmergencyPricing, PriceKey } from '#app/domain/settings/emergency-pricing.ts'

/** The parts of the settings the business JSON-LD needs. */
export type BusinessIdentity = {
	businessName: string
	phone: string
	officeEmail: string
	address: string
	logoUrl: string | null
}

/** An area landing page's variant of the business data. */
export type AreaVariant = {
	name: string
	path: string
	areaServed: readonly string[]
	priceRange: string
}

export type JsonLd = Record<string, unknown>

const everyDay = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
	if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl
	return `${siteUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`
}

/** HomeAndConstructionBusiness with the spec's constants. */
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
		address: {
			'@type': 'PostalAddress',
			streetAddress: business.address,
			addressLocality: 'London',
			addressRegion: 'Greater London',
			addressCountry: 'GB',
		},
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
		openingHoursSpecification: [
			{
				'@type': 'OpeningHoursSpecification',
				dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
				opens: openingHours.weekdays.opens,
				closes: openingHours.weekdays.closes,
			},
			{
				'@type': 'OpeningHoursSpecification',
				dayOfWeek: ['Saturday'],
				opens: openingHours.saturday.opens,
				closes: openingHours.saturday.closes,
			},
		],
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
