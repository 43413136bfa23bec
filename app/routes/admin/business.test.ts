import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { checkContentVersion } from '#app/.server/cache/content-version.ts'
import { getPublicSettings } from '#app/.server/data/settings.ts'
import { auditLog, settings } from '#app/.server/db/schema/index.ts'
import { businessDetailsFormValues, hoursField, profileField } from '#app/domain/settings/business-details-form.ts'
import { sessionForThisFile } from '#tests/admin-session.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { testContext } from '#tests/route-context.ts'

import * as business from './business.tsx'
import { DETAILS_INTENT } from './business/contact-card.tsx'

const database = testDatabaseForThisFile()
const admin = sessionForThisFile('business-admin@example.com')

async function post(fields: Record<string, string>) {
	const request = new Request('http://localhost/admin/business', {
		method: 'POST',
		body: new URLSearchParams(fields),
		headers: { cookie: admin.cookie, 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost' },
	})
	const result = (await business.action({ request, params: {}, context: testContext() } as never)) as
		Response | { data: any; init: ResponseInit }
	if (result instanceof Response) return { status: result.status, location: result.headers.get('Location'), body: null }
	return { status: result.init.status, location: null, body: result.data }
}

async function load() {
	const request = new Request('http://localhost/admin/business', { headers: { cookie: admin.cookie } })
	return business.loader({ request, params: {}, context: testContext() } as never)
}

const settingsRow = async () => (await database.db.select().from(settings).where(eq(settings.id, 1)))[0]

/** The card's fields as the page shows them, with some changed. */
async function detailsForm(changes: Record<string, string>) {
	const { details } = await load()
	return { intent: DETAILS_INTENT, ...businessDetailsFormValues(details.values), ...changes }
}

describe('the Business tab’s Contact & hours', () => {
	it('shows the first-install details before anything is saved', async () => {
		const { details } = await load()
		expect(details.loadError).toBeNull()
		expect(details.values).toMatchObject({ businessName: 'Westway Home Services', phone: '+442079460000', emergencyNote: '' })
		expect(businessDetailsFormValues(details.values).phone).toBe('020 7946 0000')
	})

	it('saves every field (audited), and the public settings state them on the next read', async () => {
		const saved = await post(
			await detailsForm({
				business_name: 'Westway Builders',
				phone: '+44 (0)20 7946 0999',
				office_email: 'office@westway.test',
				address: '12 Harrow Road, London W9 2AB',
				[hoursField('saturday', 'state')]: 'closed',
				[hoursField('friday', 'closes')]: '16:30',
				emergency_note: 'Emergencies answered day and night',
				[profileField('checkatrade')]: 'https://www.checkatrade.com/trades/westway',
			}),
		)
		expect(saved).toMatchObject({ status: 302, location: '/admin/business?saved=details' })
		expect(await settingsRow()).toMatchObject({
			businessName: 'Westway Builders',
			phone: '+442079460999',
			officeEmail: 'office@westway.test',
			address: '12 Harrow Road, London W9 2AB',
			emergencyNote: 'Emergencies answered day and night',
			profileLinks: { checkatrade: 'https://www.checkatrade.com/trades/westway' },
		})
		expect((await settingsRow())?.openingHours).toMatchObject({
			friday: { state: 'open', opens: '07:00', closes: '16:30' },
			saturday: { state: 'closed' },
			sunday: { state: 'emergencies' },
		})
		const audit = await database.db.select().from(auditLog).where(eq(auditLog.tableName, 'settings'))
		expect(audit.at(-1)?.changes).toMatchObject({ phone: expect.objectContaining({ to: '+442079460999' }) })

		await checkContentVersion()
		const shown = await getPublicSettings()
		expect(shown).toMatchObject({ businessName: 'Westway Builders', phone: '020 7946 0999', officeEmail: 'office@westway.test' })
		expect(shown.openingHours.saturday).toEqual({ state: 'closed' })
		expect(shown.profileLinks).toEqual({ checkatrade: 'https://www.checkatrade.com/trades/westway' })
	})

	it('refuses what is wrong field by field, keeps what was typed and saves nothing', async () => {
		const before = await settingsRow()
		const refused = await post(
			await detailsForm({
				phone: '020 7946',
				office_email: 'office@',
				[hoursField('monday', 'closes')]: '06:00',
				[profileField('yell')]: 'http://www.yell.com/biz/westway',
			}),
		)
		expect(refused.status).toBe(400)
		expect(refused.body.fieldErrors).toEqual({
			phone: expect.stringContaining('not a full UK number'),
			office_email: expect.stringContaining('e-mail address like'),
			[hoursField('monday', 'closes')]: 'Monday must close after it opens (07:00).',
			[profileField('yell')]: expect.stringContaining('https://'),
		})
		expect(refused.body.values.phone).toBe('020 7946')
		expect(refused.body.values.intent).toBe(DETAILS_INTENT)
		expect(await settingsRow()).toEqual(before)
	})

	it('leaves the facts form on its own Save: the facts are saved without touching the contact details', async () => {
		const { values } = await load()
		expect(values.statedRating.ratingValue).toBeGreaterThan(0)
		const before = await settingsRow()
		const { businessFactsFormValues } = await import('#app/domain/settings/business-facts-form.ts')
		const saved = await post({ intent: 'save', ...businessFactsFormValues(values), insurance: '£10 million public liability' })
		expect(saved).toMatchObject({ status: 302, location: '/admin/business?saved=updated' })
		const after = await settingsRow()
		expect(after?.businessFacts.insurance).toBe('£10 million public liability')
		expect(after?.phone).toBe(before?.phone)
		expect(after?.openingHours).toEqual(before?.openingHours)
	})
})
