import { describe, expect, it, vi } from 'vitest'

import { businessDetailsFormValues, hoursField, profileField } from '#app/domain/settings/business-details-form.ts'
import * as business from '#app/routes/admin/business.tsx'
import { DETAILS_INTENT } from '#app/routes/admin/business/contact-card.tsx'
import { sessionForThisFile } from '#tests/admin-session.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { testContext } from '#tests/route-context.ts'
import { seededServerForThisFile } from '#tests/sweep/server.ts'

/**
 * Issue 23: the business's contact details and hours, saved on the Business
 * tab by one instance (the route's action called here, which never tells this
 * process's caches), reach another instance's cached public pages on their
 * next request through the content version alone (decision 0012): the
 * listening connection, or its periodic read as the safety net.
 */
testDatabaseForThisFile()
const admin = sessionForThisFile('details-admin@example.com')

const stack = seededServerForThisFile('business-details')

const get = async (target: string) => {
	const response = await fetch(`${stack.base}${target}`, { redirect: 'manual' })
	return { status: response.status, cache: response.headers.get('x-page-cache'), html: await response.text() }
}

/** The Business tab's action, as the admin of another instance would send it. */
async function saveDetails(changes: Record<string, string>) {
	const context = testContext()
	const page = await business.loader({
		request: new Request('http://localhost/admin/business', { headers: { cookie: admin.cookie } }),
		params: {},
		context,
	} as never)
	const fields = { intent: DETAILS_INTENT, ...businessDetailsFormValues(page.details.values), ...changes }
	const request = new Request('http://localhost/admin/business', {
		method: 'POST',
		body: new URLSearchParams(fields),
		headers: { cookie: admin.cookie, 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost' },
	})
	const result = (await business.action({ request, params: {}, context } as never)) as Response
	expect(result.status).toBe(302)
}

/** The JSON-LD business of a page. */
function businessLd(html: string): Record<string, any> | undefined {
	for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
		const parsed = JSON.parse(json!) as Record<string, any> | Record<string, any>[]
		for (const item of [parsed, ...(Array.isArray(parsed) ? parsed : (parsed['@graph'] ?? []))].flat()) {
			if (item?.['@type'] === 'HomeAndConstructionBusiness') return item
		}
	}
	return undefined
}

describe(`business details on the public pages (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
	it('are read from the settings row, and a change reaches the cached pages of another instance on their next request', async () => {
		await get('/contact')
		const cached = await get('/contact')
		expect(cached.cache).toBe('HIT')
		expect(cached.html).toContain('020 7946 0000')
		expect(cached.html).toContain('Mon–Fri 7am–6pm · Sat 8am–4pm · Sun emergencies only')
		expect(businessLd(cached.html)?.telephone).toBe('+442079460000')
		await get('/reviews')
		expect((await get('/reviews')).html).toContain('Tell Us How It Went')

		await saveDetails({
			phone: '+44 (0)20 7946 0999',
			office_email: 'office@westway.test',
			address: '12 Harrow Road, London W9 2AB',
			[hoursField('saturday', 'state')]: 'closed',
			emergency_note: 'Emergencies answered day and night',
			[profileField('trustpilot')]: 'https://uk.trustpilot.com/review/westway.test',
		})

		// No word to this process: only the content version tells it (within its periodic read at the latest).
		await vi.waitFor(async () => expect((await get('/contact')).html).toContain('020 7946 0999'), { timeout: 8_000, interval: 100 })
		const contact = await get('/contact')
		expect(contact.html).toContain('href="tel:+442079460999"')
		expect(contact.html).toContain('href="mailto:office@westway.test"')
		expect(contact.html).toContain('12 Harrow Road, London W9 2AB')
		expect(contact.html).toContain('Mon–Fri 7am–6pm · Sat closed · Sun emergencies only')
		expect(contact.html).toContain('Emergencies answered day and night')
		expect(contact.html).not.toContain('020 7946 0000')
		const ld = businessLd((await get('/')).html)
		expect(ld).toMatchObject({
			telephone: '+442079460999',
			address: { streetAddress: '12 Harrow Road, London', postalCode: 'W9 2AB' },
			sameAs: ['https://uk.trustpilot.com/review/westway.test'],
		})
		expect(ld?.openingHoursSpecification).toEqual([
			{
				'@type': 'OpeningHoursSpecification',
				dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
				opens: '07:00',
				closes: '18:00',
			},
		])
		const reviews = (await get('/reviews')).html
		expect(reviews).toContain('Review Us Elsewhere')
		expect(reviews).toContain('href="https://uk.trustpilot.com/review/westway.test"')
		expect((await get('/emergency')).html).toContain('Emergencies answered day and night')
	}, 60_000)
})
