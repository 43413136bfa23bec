import { describe, expect, it } from 'vitest'

import { validate } from '#app/domain/form.ts'
import { ratingClaim, ratingSentence } from '#app/domain/review/reviews.ts'

import { businessFactsForm, businessFactsFormValues, registrationField, teamField } from './business-facts-form.ts'
import { defaultBusinessFacts, factStats, trustItems } from './business-facts.ts'

const filled = () => businessFactsFormValues(defaultBusinessFacts)

describe('business facts form', () => {
	it('reads back what the form starts with (the defaults round-trip)', () => {
		expect(validate(businessFactsForm, filled())).toEqual({ ok: true, data: defaultBusinessFacts })
	})

	it('keeps named rows in order, trims them and drops blank ones', () => {
		const values = {
			...filled(),
			[registrationField(1, 'name')]: '  Gas Safe Register ',
			[registrationField(1, 'number')]: '123456',
			[registrationField(1, 'url')]: 'https://www.gassaferegister.co.uk/',
			[teamField(2, 'name')]: 'Ann Lee',
			[teamField(2, 'role')]: 'Surveyor',
			company_number: ' 01234567 ',
			years_experience: '1,000',
		}
		const result = validate(businessFactsForm, values)
		expect(result.ok && result.data).toMatchObject({
			companyNumber: '01234567',
			figures: { yearsExperience: 1000 },
			registrations: [{ name: 'Gas Safe Register', number: '123456', url: 'https://www.gassaferegister.co.uk/' }],
			team: [{ name: 'Ann Lee', role: 'Surveyor', line: '' }],
		})
	})

	it('refuses a bad rating, count, percentage or link, field by field', () => {
		const result = validate(businessFactsForm, {
			...filled(),
			stated_rating: '6',
			stated_review_count: 'lots',
			would_recommend: '101',
			[registrationField(0, 'name')]: 'NICEIC',
			[registrationField(0, 'url')]: 'javascript:alert(1)',
		})
		expect(result.ok).toBe(false)
		if (result.ok) return
		expect(Object.keys(result.fieldErrors).sort()).toEqual(
			['stated_rating', 'stated_review_count', 'would_recommend', registrationField(0, 'url')].sort(),
		)
		expect(result.fieldErrors.stated_rating).toBe('Enter a rating from 1 to 5, e.g. 4.9.')
	})

	it('refuses a row with a number, link, role or line but no name, rather than dropping it', () => {
		const result = validate(businessFactsForm, {
			...filled(),
			[registrationField(2, 'number')]: '99',
			[teamField(0, 'role')]: 'Electrician',
		})
		expect(result).toEqual({
			ok: false,
			fieldErrors: {
				[registrationField(2, 'name')]: 'Give this registration a name, or clear the row.',
				[teamField(0, 'name')]: 'Give this team member a name, or clear the row.',
			},
		})
	})

	it('refuses text over its limit', () => {
		const result = validate(businessFactsForm, { ...filled(), insurance: 'x'.repeat(81) })
		expect(result).toMatchObject({ ok: false, fieldErrors: { insurance: 'Keep the insurance line to 80 characters or fewer.' } })
	})
})

describe('what public pages show', () => {
	it('the trust strip has only the facts that are set', () => {
		expect(trustItems(defaultBusinessFacts)).toEqual([])
		const items = trustItems({
			...defaultBusinessFacts,
			insurance: '£5 million public liability insurance',
			companyName: 'Westway Home Services Ltd',
			companyNumber: '01234567',
			registrations: [{ name: 'Gas Safe Register', number: '', url: '' }],
		})
		expect(items.map((item) => item.kind)).toEqual(['registration', 'insurance', 'company'])
		expect(items[0]).toMatchObject({ detail: '', href: null })
		expect(items[2]).toMatchObject({
			detail: 'Company No. 01234567',
			href: 'https://find-and-update.company-information.service.gov.uk/company/01234567',
		})
	})

	it('the stated rating stands in only when there are no reviews to count', () => {
		const stated = { ratingValue: 4.7, reviewCount: 120 }
		expect(ratingSentence(ratingClaim(null, stated))).toBe('Rated 4.7 out of 5 from 120+ reviews.')
		expect(ratingSentence(ratingClaim({ average: 4.84, count: 8 }, stated))).toBe('Rated 4.8 out of 5 from 8 reviews.')
		expect(ratingSentence(ratingClaim(null))).toBe('Rated 4.9 out of 5 from 50+ reviews.')
	})

	it('the figures read as the spec writes them', () => {
		expect(factStats(defaultBusinessFacts).map((stat) => stat.value)).toEqual(['25+', '150+', '15+', '98%'])
	})
})
