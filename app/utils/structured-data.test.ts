import { describe, expect, it } from 'vitest'

import { ratingClaim } from '#app/domain/review/reviews.ts'
import { defaultOpeningHours } from '#app/domain/settings/opening-hours.ts'

import { absoluteUrl, businessJsonLd, openingHoursSpecification, postalAddress } from './structured-data.ts'

const business = {
	businessName: 'Westway Home Services',
	phone: '020 7946 0000',
	officeEmail: 'enquiries@example.com',
	address: 'London, UK',
	logoUrl: null,
	openingHours: defaultOpeningHours,
	profileLinks: {},
}
const siteUrl = 'https://www.example.test'
const rating = ratingClaim(null)

describe('business JSON-LD', () => {
	const data = businessJsonLd({ siteUrl, business, rating }) as Record<string, any>

	it('is a HomeAndConstructionBusiness with the contact details from settings', () => {
		expect(data['@context']).toBe('https://schema.org')
		expect(data['@type']).toBe('HomeAndConstructionBusiness')
		expect(data.name).toBe('Westway Home Services')
		expect(data.telephone).toBe('+442079460000')
		expect(data.email).toBe('enquiries@example.com')
		expect(data.url).toBe('https://www.example.test/')
	})

	it('claims the published reviews’ rating, and the stated one only when there are none', () => {
		const counted = businessJsonLd({ siteUrl, business, rating: ratingClaim({ average: 4.8125, count: 8 }) }) as Record<string, any>
		expect(counted.aggregateRating).toMatchObject({ ratingValue: 4.8, reviewCount: 8, bestRating: 5, worstRating: 1 })
		expect(ratingClaim({ average: null, count: 0 })).toEqual({ ratingValue: 4.9, reviewCount: 50, fromReviews: false })
	})

	it('carries the specified constants', () => {
		expect(data.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: 4.9, reviewCount: 50 })
		expect(data.areaServed[0]).toMatchObject({
			'@type': 'GeoCircle',
			geoRadius: 25000,
			geoMidpoint: { latitude: 51.5074, longitude: -0.1278 },
		})
		expect(data.priceRange).toBe('££')
		expect(data.paymentAccepted).toBe('Cash, Credit Card, Bank Transfer')
		expect(data.currenciesAccepted).toBe('GBP')
	})

	it('states weekday, Saturday 08:00-16:00 and 24/7 emergency hours', () => {
		expect(data.openingHoursSpecification).toEqual([
			expect.objectContaining({ dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '07:00', closes: '18:00' }),
			expect.objectContaining({ dayOfWeek: ['Saturday'], opens: '08:00', closes: '16:00' }),
		])
		expect(data.contactPoint).toMatchObject({
			contactType: 'emergency',
			hoursAvailable: { dayOfWeek: expect.arrayContaining(['Sunday', 'Saturday']), opens: '00:00', closes: '23:59' },
		})
		expect(data.contactPoint.hoursAvailable.dayOfWeek).toHaveLength(7)
	})

	it('states the stored hours: open days by their times, closed and emergencies-only days left out', () => {
		const hours = {
			...defaultOpeningHours,
			wednesday: { state: 'closed' },
			friday: { state: 'open', opens: '08:00', closes: '16:00' },
			saturday: { state: 'emergencies' },
		} as const
		const changed = businessJsonLd({ siteUrl, business: { ...business, openingHours: hours }, rating }) as Record<string, any>
		expect(changed.openingHoursSpecification).toEqual([
			{ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Thursday'], opens: '07:00', closes: '18:00' },
			{ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Friday'], opens: '08:00', closes: '16:00' },
		])
		// The emergency line still answers every day.
		expect(changed.contactPoint.hoursAvailable.dayOfWeek).toHaveLength(7)
		const never = Object.fromEntries(Object.keys(defaultOpeningHours).map((day) => [day, { state: 'closed' }]))
		expect(openingHoursSpecification(never as never)).toEqual([])
	})

	it('carries the stored phone, address and profile links', () => {
		const changed = businessJsonLd({
			siteUrl,
			business: {
				...business,
				phone: '07700 900123',
				address: '12 Harrow Road, London w9 2ab',
				profileLinks: { yell: 'https://www.yell.com/biz/westway', google: 'https://g.page/westway' },
			},
			rating,
		}) as Record<string, any>
		expect(changed.telephone).toBe('+447700900123')
		expect(changed.address).toEqual({
			'@type': 'PostalAddress',
			streetAddress: '12 Harrow Road, London',
			addressLocality: 'London',
			addressRegion: 'Greater London',
			postalCode: 'W9 2AB',
			addressCountry: 'GB',
		})
		expect(changed.sameAs).toEqual(['https://g.page/westway', 'https://www.yell.com/biz/westway'])
		expect(data.sameAs).toBeUndefined()
		expect(postalAddress('London, UK')).toMatchObject({ streetAddress: 'London, UK' })
		expect(postalAddress('London, UK').postalCode).toBeUndefined()
	})

	it('has area variants with their own page, places and price range', () => {
		const area = businessJsonLd({
			siteUrl,
			business,
			rating,
			area: { name: 'Kensington & Chelsea', path: '/areas/kensington-chelsea', areaServed: ['Kensington', 'Chelsea'], priceRange: '£££' },
		}) as Record<string, any>
		expect(area.url).toBe('https://www.example.test/areas/kensington-chelsea')
		expect(area.priceRange).toBe('£££')
		expect(area.name).toContain('Kensington & Chelsea')
		expect(area.areaServed).toEqual(
			expect.arrayContaining([
				{ '@type': 'Place', name: 'Kensington' },
				{ '@type': 'Place', name: 'Chelsea' },
			]),
		)
	})

	it('uses an absolute logo URL when a logo is configured', () => {
		const withLogo = businessJsonLd({ siteUrl, business: { ...business, logoUrl: '/media/branding/logo.png' }, rating }) as Record<
			string,
			any
		>
		expect(withLogo.logo).toBe('https://www.example.test/media/branding/logo.png')
		expect(absoluteUrl(siteUrl, 'https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png')
	})
})
