import { describe, expect, it } from 'vitest'

import * as icons from '#app/components/ui/icon.tsx'
import * as enquiryServicesModule from '#app/domain/enquiry/services.ts'
import * as aboutModule from '#app/routes/site/about/copy.ts'
import * as emergencyModule from '#app/routes/site/emergency/copy.ts'

import * as areasModule from './areas'
import * as legalModule from './legal'
import * as serviceAreasModule from './service-areas'
import * as servicesModule from './services'

const { services, featuredServiceSlugs, serviceBySlug } = servicesModule
const { enquiryServiceChoices } = enquiryServicesModule
const { areaPages, areaBySlug } = areasModule
const { coverageAreas, londonRegions, emergencyResponseTimes, beyondLondon, serviceAreasSeo } = serviceAreasModule
const { emergencySituations, emergencyPricing, gasEmergencyLine, gasEmergencyTel, emergencySeo } = emergencyModule
const { aboutValues, guarantees, aboutSeo } = aboutModule
const { privacyPolicy, termsOfService, privacySeo, termsSeo } = legalModule

const modules = {
	services: servicesModule,
	'enquiry-services': enquiryServicesModule,
	areas: areasModule,
	'service-areas': serviceAreasModule,
	emergency: emergencyModule,
	about: aboutModule,
	legal: legalModule,
}

/** Every string reachable from a module's exports, with a path for messages. */
function collectStrings(value: unknown, path: string, out: { path: string; text: string }[] = []) {
	if (typeof value === 'string') {
		out.push({ path, text: value })
	} else if (Array.isArray(value)) {
		value.forEach((item, index) => collectStrings(item, `${path}[${index}]`, out))
	} else if (value !== null && typeof value === 'object') {
		for (const [key, item] of Object.entries(value)) collectStrings(item, `${path}.${key}`, out)
	}
	return out
}

const allStrings = Object.entries(modules).flatMap(([name, mod]) => collectStrings({ ...mod }, name))

const iconNames = new Set(Object.keys(icons).filter((name) => /^[A-Z]/.test(name)))

describe('services', () => {
	it('has the ten services with the exact slugs in order', () => {
		expect(services.map((s) => s.slug)).toEqual([
			'kitchens',
			'bathrooms',
			'refurbishment',
			'plumbing',
			'electrical',
			'heating',
			'carpentry',
			'decorating',
			'tiling',
			'repairs',
		])
	})

	it('uses the enquiry form names for the ten services', () => {
		expect(services.map((s) => s.name)).toEqual(enquiryServiceChoices.slice(0, 10))
	})

	it('uses the spec timelines', () => {
		const timelines = Object.fromEntries(services.map((s) => [s.slug, s.timeline]))
		expect(timelines).toMatchObject({
			kitchens: '2–4 weeks',
			bathrooms: '1–3 weeks',
			refurbishment: '4–12 weeks',
			electrical: '1–5 days',
			heating: '1–3 days',
			decorating: '2–7 days',
			tiling: '2–5 days',
			repairs: 'Same day to 2 days',
		})
		expect(timelines.plumbing).toMatch(/^Same day/)
	})

	it('has well-formed card and database fields', () => {
		for (const service of services) {
			expect(service.features.length, service.slug).toBeGreaterThanOrEqual(4)
			expect(service.features.length, service.slug).toBeLessThanOrEqual(6)
			const paragraphs = service.description.split('\n\n')
			expect(paragraphs.length, service.slug).toBeGreaterThanOrEqual(2)
			expect(paragraphs.length, service.slug).toBeLessThanOrEqual(4)
			for (const paragraph of paragraphs) expect(paragraph.trim(), service.slug).toBe(paragraph)
			expect(service.summary.length, service.slug).toBeGreaterThan(0)
			expect(service.cardDescription.length, service.slug).toBeGreaterThan(0)
			expect(service.coverage.length, service.slug).toBeGreaterThan(0)
			if (service.basePriceFrom !== null) {
				expect(Number.isInteger(service.basePriceFrom), service.slug).toBe(true)
				expect(service.basePriceFrom, service.slug).toBeGreaterThan(0)
			}
		}
	})

	it('features six existing services on the home page', () => {
		expect(featuredServiceSlugs).toEqual(['kitchens', 'bathrooms', 'plumbing', 'electrical', 'heating', 'carpentry'])
		for (const slug of featuredServiceSlugs) expect(serviceBySlug(slug)?.slug).toBe(slug)
	})

	it('looks services up by slug', () => {
		expect(serviceBySlug('heating')?.name).toBe('Heating & Boiler Services')
		expect(serviceBySlug('roofing')).toBeUndefined()
	})

	it('has the 12 enquiry choices in order', () => {
		expect(enquiryServiceChoices).toEqual([
			'Kitchen Refurbishment',
			'Bathroom Installation',
			'Full House Refurbishment',
			'Plumbing Services',
			'Electrical Work',
			'Heating & Boiler Services',
			'Carpentry & Joinery',
			'Painting & Decorating',
			'Tiling & Flooring',
			'General Repairs',
			'Emergency Call-Out',
			'Other (please specify)',
		])
	})
})

describe('area pages', () => {
	it('has the four areas in order with matching paths', () => {
		expect(areaPages.map((a) => a.slug)).toEqual(['maida-vale', 'kensington-chelsea', 'westminster', 'hammersmith-fulham'])
		expect(areaPages.map((a) => a.name)).toEqual(['Maida Vale', 'Kensington & Chelsea', 'Westminster', 'Hammersmith & Fulham'])
		for (const area of areaPages) {
			expect(area.path).toBe(`/areas/${area.slug}`)
			expect(areaBySlug(area.slug)).toBe(area)
		}
		expect(areaBySlug('camden')).toBeUndefined()
	})

	it('gives every area exactly four services and property types (its reviews are published reviews: decision 0044)', () => {
		for (const area of areaPages) {
			expect(area.services, area.slug).toHaveLength(4)
			expect(area.propertyTypes.length, area.slug).toBeGreaterThan(0)
			expect(area.coverage.length, area.slug).toBeGreaterThan(0)
			expect(area.hero.primaryCta.to).toBe('/contact')
			for (const service of area.services) {
				expect(service.features.length, `${area.slug} ${service.name}`).toBeGreaterThan(0)
				expect(iconNames.has(service.icon), `${area.slug} icon ${service.icon}`).toBe(true)
			}
		}
	})

	it('prices Kensington & Chelsea at £££ and the others at ££', () => {
		expect(areaBySlug('kensington-chelsea')?.jsonLd.priceRange).toBe('£££')
		for (const slug of ['maida-vale', 'westminster', 'hammersmith-fulham']) {
			expect(areaBySlug(slug)?.jsonLd.priceRange, slug).toBe('££')
		}
	})

	it('states the response claims of the spec', () => {
		expect(areaBySlug('maida-vale')?.responseClaim).toContain('15–30 minute')
		expect(areaBySlug('kensington-chelsea')?.responseClaim).toContain('30–45 minute')
	})

	it('uses the exact Westminster texts', () => {
		const westminster = areaBySlug('westminster')
		expect(westminster?.hero.title).toBe('Commercial & Residential Refurbishment Westminster')
		expect(westminster?.hero.primaryCta.label).toBe('Get Westminster Quote')
		expect(westminster?.hero.emergencyCta.label).toBe('24/7 Commercial Emergency')
		expect(westminster?.responseTimes).toEqual([
			{ label: 'Commercial Emergency', time: '30–45 minutes' },
			{ label: 'Residential Emergency', time: '45–60 minutes' },
			{ label: 'Planned Work', time: 'Next day scheduling' },
		])
	})

	it('uses the exact Hammersmith & Fulham texts', () => {
		const hf = areaBySlug('hammersmith-fulham')
		expect(hf?.hero.title).toBe('Home Refurbishment Hammersmith & Fulham')
		expect(hf?.hero.primaryCta.label).toBe('Get H&F Quote')
		expect(hf?.hero.emergencyCta.label).toBe('Emergency Call-Out W6/SW6')
		expect(hf?.coverage).toEqual([
			{ name: 'Hammersmith', postcode: 'W6' },
			{ name: 'Fulham', postcode: 'SW6' },
			{ name: 'Shepherds Bush', postcode: 'W12' },
			{ name: 'White City', postcode: 'W12' },
			{ name: "Baron's Court", postcode: 'W14' },
			{ name: 'West Kensington', postcode: 'W14' },
			{ name: 'Parsons Green', postcode: 'SW6' },
			{ name: 'Putney Bridge', postcode: 'SW6' },
		])
		expect(hf?.services.map((s) => s.name)).toEqual([
			'Property Refurbishment',
			'Building Maintenance',
			'Electrical Rewiring',
			'Family Home Renovations',
		])
		expect(hf?.propertyTypes.map((p) => p.name)).toEqual([
			'Victorian Terraces',
			'Modern Developments',
			'Family Homes',
			'Converted Properties',
		])
		expect(hf?.note).toContain('45–60 minute response to all H&F postcodes')
		expect(hf?.note).toContain('weekend and evening appointments')
	})
})

describe('service areas', () => {
	it('has 15 emergency coverage areas with postcodes and no duplicates', () => {
		expect(coverageAreas).toHaveLength(15)
		expect(new Set(coverageAreas.map((a) => a.name)).size).toBe(15)
		for (const area of coverageAreas) expect(area.postcode).toMatch(/^[A-Z]{1,2}\d{1,2}$/)
	})

	it('lists the five London regions in order without repeating a borough', () => {
		expect(londonRegions.map((r) => r.name)).toEqual(['Central London', 'North London', 'South London', 'East London', 'West London'])
		const boroughs = londonRegions.flatMap((r) => r.boroughs)
		expect(new Set(boroughs).size).toBe(boroughs.length)
	})

	it('has the spec response times and Home Counties', () => {
		expect(emergencyResponseTimes.times).toEqual([
			{ area: 'Maida Vale', time: '15–30 mins' },
			{ area: 'Central London', time: '30–45 mins' },
			{ area: 'West London', time: '45–60 mins' },
		])
		expect(beyondLondon.homeCounties).toEqual(['Surrey', 'Kent', 'Essex', 'Hertfordshire'])
	})
})

describe('emergency', () => {
	it('has eight situations with real icons', () => {
		expect(emergencySituations).toHaveLength(8)
		for (const situation of emergencySituations) {
			expect(iconNames.has(situation.icon), situation.icon).toBe(true)
		}
	})

	it('uses the exact pricing labels and the first-hour note', () => {
		expect(emergencyPricing.bands.map((b) => b.label)).toEqual([
			'Weekdays 7am–6pm',
			'Evenings (6pm–7am) & Weekends',
			'Bank Holidays & Night',
		])
		expect(emergencyPricing.bands.map((b) => b.key)).toEqual([
			'weekday_call_out',
			'evening_weekend_call_out',
			'bank_holiday_night_call_out',
		])
		expect(emergencyPricing.firstHourIncludedNote).toMatch(/first hour of labour/)
	})

	it('exports the national gas emergency number', () => {
		expect(gasEmergencyLine).toBe('0800 111 999')
		expect(gasEmergencyTel).toBe(`tel:${gasEmergencyLine.replace(/\s/g, '')}`)
	})
})

describe('about', () => {
	it('has four values with real icons and the 12-month guarantee', () => {
		expect(aboutValues).toHaveLength(4)
		for (const value of aboutValues) expect(iconNames.has(value.icon), value.icon).toBe(true)
		expect(guarantees.items.some((item) => item.includes('12-month'))).toBe(true)
	})
})

describe('legal', () => {
	it('has the seven privacy sections in order', () => {
		expect(privacyPolicy.title).toBe('Privacy Policy')
		expect(privacyPolicy.lastUpdated).toBe('December 2024')
		expect(privacyPolicy.sections.map((s) => s.heading)).toEqual([
			'Information We Collect',
			'How We Use Your Information',
			'Information Sharing',
			'Data Security',
			'Your Rights',
			'Contact Us',
			'Changes to This Policy',
		])
		expect(privacyPolicy.sections[5]?.paragraphs.join(' ')).toContain('the contact details on our Contact page')
	})

	it('gives the privacy page no keywords', () => {
		expect(privacySeo.keywords).toEqual([])
	})

	it('has terms of service', () => {
		expect(termsOfService.title).toBe('Terms of Service')
		expect(termsOfService.lastUpdated).toBe('December 2024')
		const text = JSON.stringify(termsOfService)
		expect(text).toContain('30 days')
		expect(text).toContain('14 days')
		expect(text).toContain('12 months')
		expect(text).toContain('Consumer Rights Act 2015')
		expect(text).toContain('death or personal injury')
		expect(text).toContain('England and Wales')
	})

	it('has non-empty sections', () => {
		for (const doc of [privacyPolicy, termsOfService]) {
			for (const section of doc.sections) {
				expect(section.paragraphs.length, section.heading).toBeGreaterThan(0)
				if (section.list) expect(section.list.length, section.heading).toBeGreaterThan(0)
			}
		}
	})
})

describe('copy', () => {
	it('has complete SEO blocks', () => {
		const blocks = [serviceAreasSeo, emergencySeo, aboutSeo, privacySeo, termsSeo, ...areaPages.map((a) => a.seo)]
		for (const seo of blocks) {
			expect(seo.title.length).toBeGreaterThan(0)
			expect(seo.description.length).toBeGreaterThan(0)
		}
	})

	it('collects a meaningful number of strings', () => {
		expect(allStrings.length).toBeGreaterThan(300)
	})

	it('uses British spellings', () => {
		const american = [/color/i, /organiz/i, /\bcenter\b/i, /favorite/i, /neighbor/i, /\bprogram\b/i, /analyz/i, /aluminum/i, /\bmold\b/i]
		const offenders = allStrings.filter(({ text }) => american.some((pattern) => pattern.test(text)))
		expect(offenders).toEqual([])
	})

	it('contains no phone number other than the gas emergency line, and no e-mail address', () => {
		const phoneLike = /(?:\+44\s?(?:\(0\)\s?)?|\b0)\d(?:[\s-]?\d){8,9}\b/
		const email = /[^\s@]+@[^\s@]+\.[^\s@]+/
		const offenders = allStrings.filter(({ text }) => {
			const withoutGasLine = text.replaceAll('0800 111 999', '').replaceAll('tel:0800111999', '')
			return phoneLike.test(withoutGasLine) || email.test(text)
		})
		expect(offenders).toEqual([])
	})

	it('does not hard-code the company name', () => {
		const offenders = allStrings.filter(({ text }) => /westway/i.test(text))
		expect(offenders).toEqual([])
	})

	it('does not over-claim', () => {
		// "over 200 projects" belongs to one page only, not to these modules.
		const offenders = allStrings.filter(({ text }) => /200\+|over 200/i.test(text))
		expect(offenders).toEqual([])
	})
})
