import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { getPublicSettings } from '#app/.server/data/settings.ts'
import { auditLog, settings } from '#app/.server/db/schema/index.ts'
import { sessionForThisFile } from '#tests/admin-session.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { testContext } from '#tests/route-context.ts'

import * as emergency from './emergency.tsx'
import * as history from './history.tsx'
import * as whatsapp from './whatsapp.tsx'

const database = testDatabaseForThisFile()
const ADMIN = 'settings-admin@example.com'
const admin = sessionForThisFile(ADMIN)

type Module = { action: (args: never) => unknown; loader: (args: never) => unknown }

/** Posts a form to a tab's action as the signed-in admin: the redirect, or the refusal's status and body. */
async function post(module: Module, path: string, fields: Record<string, string>) {
	const request = new Request(`http://localhost${path}`, {
		method: 'POST',
		body: new URLSearchParams(fields),
		headers: { cookie: admin.cookie, 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost' },
	})
	const result = (await module.action({ request, params: {}, context: testContext() } as never)) as
		Response | { data: any; init: ResponseInit }
	if (result instanceof Response) return { status: result.status, location: result.headers.get('Location'), body: null }
	return { status: result.init.status, location: null, body: result.data }
}

async function load<T>(module: { loader: (args: never) => T }, path: string) {
	const request = new Request(`http://localhost${path}`, { headers: { cookie: admin.cookie } })
	return (await module.loader({ request, params: {}, context: testContext() } as never)) as Awaited<T>
}

const settingsRow = async () => (await database.db.select().from(settings).where(eq(settings.id, 1)))[0]
const auditOfSettings = () => database.db.select().from(auditLog).where(eq(auditLog.tableName, 'settings'))

describe('the WhatsApp tab', () => {
	it('creates the settings row with its defaults when absent, and the public links use the new number', async () => {
		expect(await settingsRow()).toBeUndefined()
		const saved = await post(whatsapp, '/admin/whatsapp', {
			intent: 'save',
			whatsapp_business_phone: ' 447700900456 ',
			whatsapp_api_token: 'secret-token-1',
		})
		expect(saved).toMatchObject({ status: 302, location: '/admin/whatsapp?saved=updated' })
		expect(await settingsRow()).toMatchObject({
			whatsappBusinessPhone: '447700900456',
			whatsappApiToken: 'secret-token-1',
			// The first-install phone in its one stored form (decision 0043).
			phone: '+442079460000',
		})
		expect((await getPublicSettings()).whatsappPhone).toBe('447700900456')
	})

	it('never sends the token back: the page says one is set', async () => {
		const data = await load(whatsapp, '/admin/whatsapp')
		expect(data).toEqual({ values: { whatsappBusinessPhone: '447700900456', hasApiToken: true }, loadError: null })
		expect(JSON.stringify(data)).not.toContain('secret-token-1')
	})

	it('says what is wrong with a number, keeps what was typed (but not the token) and changes nothing', async () => {
		for (const [phone, message] of [
			['+07700 900456', /never starts with 0/],
			['44 7700 900456 +1', /One plus sign/],
			['4477abc', /Use digits/],
			['1234', /8 to 15 digits; this one has 4/],
			['0'.repeat(41), /at most 40 characters/],
		] as const) {
			const refused = await post(whatsapp, '/admin/whatsapp', {
				intent: 'save',
				whatsapp_business_phone: phone,
				whatsapp_api_token: 'new-secret',
			})
			expect(refused.status).toBe(400)
			expect(refused.body.fieldErrors.whatsapp_business_phone).toMatch(message)
			expect(refused.body.values).toEqual({ intent: 'save', whatsapp_business_phone: phone })
		}
		expect(await settingsRow()).toMatchObject({ whatsappBusinessPhone: '447700900456', whatsappApiToken: 'secret-token-1' })
	})

	it('keeps the token when the field is blank, replaces it, or clears it', async () => {
		await post(whatsapp, '/admin/whatsapp', { intent: 'save', whatsapp_business_phone: '447700900456', whatsapp_api_token: '' })
		expect((await settingsRow())?.whatsappApiToken).toBe('secret-token-1')
		await post(whatsapp, '/admin/whatsapp', {
			intent: 'save',
			whatsapp_business_phone: '447700900456',
			whatsapp_api_token: 'secret-token-2',
		})
		expect((await settingsRow())?.whatsappApiToken).toBe('secret-token-2')
		const both = await post(whatsapp, '/admin/whatsapp', {
			intent: 'save',
			whatsapp_business_phone: '',
			whatsapp_api_token: 'x',
			clear_token: 'on',
		})
		expect(both.status).toBe(400)
		await post(whatsapp, '/admin/whatsapp', { intent: 'save', whatsapp_business_phone: '', clear_token: 'on' })
		expect(await settingsRow()).toMatchObject({ whatsappBusinessPhone: null, whatsappApiToken: null })
		expect((await getPublicSettings()).whatsappPhone).toBe('020 7946 0000')
	})

	it('records every change as the admin, with the token only as "changed"', async () => {
		const rows = await auditOfSettings()
		// Created, token replaced, number and token cleared (a save that changed nothing adds no row).
		expect(rows).toHaveLength(3)
		expect(rows.every((row) => row.actorEmail === ADMIN && row.actorId)).toBe(true)
		expect(JSON.stringify(rows)).not.toMatch(/secret-token/)
		expect(rows.at(-1)?.changes).toEqual({ whatsapp_api_token: 'changed', whatsapp_business_phone: { from: '447700900456' } })
	})

	it('takes the number as people write it (spaces, dashes, brackets, + or 0) and stores the digits wa.me needs', async () => {
		for (const phone of ['07700 900456', '+44 (0)7700-900-456', '(+44) 7700 900456', '0044 7700 900456']) {
			const saved = await post(whatsapp, '/admin/whatsapp', { intent: 'save', whatsapp_business_phone: phone, whatsapp_api_token: '' })
			expect(saved).toMatchObject({ status: 302, location: '/admin/whatsapp?saved=updated' })
			expect((await settingsRow())?.whatsappBusinessPhone).toBe('447700900456')
		}
	})

	it('saves a number stored as written before (07700 900123) unchanged but for the token', async () => {
		await database.db.update(settings).set({ whatsappBusinessPhone: '07700 900123' }).where(eq(settings.id, 1))
		const { values } = await load(whatsapp, '/admin/whatsapp')
		const saved = await post(whatsapp, '/admin/whatsapp', {
			intent: 'save',
			whatsapp_business_phone: values.whatsappBusinessPhone,
			whatsapp_api_token: 'secret-token-3',
		})
		expect(saved.status).toBe(302)
		expect((await settingsRow())?.whatsappBusinessPhone).toBe('447700900123')
		expect((await getPublicSettings()).whatsappPhone).toBe('447700900123')
	})
})

describe('the Emergency tab', () => {
	it('saves whole pounds, and /emergency reads them on the next request', async () => {
		const saved = await post(emergency, '/admin/emergency', {
			intent: 'save',
			weekday_call_out: '£99',
			evening_weekend_call_out: '1,250',
			bank_holiday_night_call_out: '0',
		})
		expect(saved).toMatchObject({ status: 302, location: '/admin/emergency?saved=updated' })
		expect((await getPublicSettings()).emergencyPricing).toEqual({
			weekday_call_out: 99,
			evening_weekend_call_out: 1250,
			bank_holiday_night_call_out: 0,
			first_hour_included: false,
		})
	})

	it('stores a value that is not a number as 0 and says which', async () => {
		const saved = await post(emergency, '/admin/emergency', {
			intent: 'save',
			weekday_call_out: 'ninety',
			evening_weekend_call_out: '',
			bank_holiday_night_call_out: '150',
			first_hour_included: 'on',
		})
		expect(saved.location).toBe('/admin/emergency?saved=updated&zeroed=weekday_call_out%2Cevening_weekend_call_out')
		expect(await load(emergency, '/admin/emergency')).toEqual({
			values: { weekday_call_out: 0, evening_weekend_call_out: 0, bank_holiday_night_call_out: 150, first_hour_included: true },
			loadError: null,
		})
	})

	it('refuses negative, fractional and absurd amounts with a message per field, changing nothing', async () => {
		const refused = await post(emergency, '/admin/emergency', {
			intent: 'save',
			weekday_call_out: '-5',
			evening_weekend_call_out: '12.50',
			bank_holiday_night_call_out: '1000000',
		})
		expect(refused.status).toBe(400)
		expect(refused.body.fieldErrors).toEqual({
			weekday_call_out: 'The price cannot be below £0.',
			evening_weekend_call_out: 'Enter whole pounds, e.g. 95.',
			bank_holiday_night_call_out: 'Enter at most £99,999.',
		})
		expect((await getPublicSettings()).emergencyPricing.bank_holiday_night_call_out).toBe(150)
	})

	it('shows the defaults and "Failed to fetch emergency pricing" when the settings cannot be read', async () => {
		const { sql } = await import('drizzle-orm')
		const before = (await auditOfSettings()).length
		await database.db.execute(sql`alter table settings rename to settings_away`)
		try {
			expect(await load(emergency, '/admin/emergency')).toMatchObject({
				loadError: 'Failed to fetch emergency pricing',
				values: { weekday_call_out: 95 },
			})
			const failed = await post(emergency, '/admin/emergency', {
				intent: 'save',
				weekday_call_out: '1',
				evening_weekend_call_out: '2',
				bank_holiday_night_call_out: '3',
			})
			expect(failed.status).toBe(503)
			expect(failed.body.formError).toBe('The emergency pricing could not be saved. Please try again.')
		} finally {
			await database.db.execute(sql`alter table settings_away rename to settings`)
		}
		// The failed save left no history behind.
		expect(await auditOfSettings()).toHaveLength(before)
	})
})

describe('the History view', () => {
	it('lists the changes newest first with who made them, secrets never shown', async () => {
		const data = await load(history, '/admin/history?table=settings')
		expect(data.table).toBe('settings')
		expect(data.items[0]).toMatchObject({ who: ADMIN, action: 'Changed', what: 'Settings' })
		expect(data.items[0]?.changes).toContainEqual({ field: 'emergency_pricing', text: expect.stringContaining('→') })
		const tokenChange = data.items.flatMap((item) => item.changes).find((change) => change.field === 'whatsapp_api_token')
		expect(tokenChange?.text).toBe('changed (not shown)')
		expect(JSON.stringify(data)).not.toMatch(/secret-token/)
	})
})
