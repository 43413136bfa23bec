import { sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { defaultBusinessFacts } from '#app/domain/settings/business-facts.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { settings } from '../db/schema/index.ts'
import { logger } from '../logger.ts'
import {
	defaultPublicSettings,
	getPublicSettings,
	initialSettingsRow,
	readBranding,
	readBusinessFacts,
	replaceBrandingImage,
	saveBusinessFacts,
	saveLogoHeight,
} from './settings.ts'

const database = testDatabaseForThisFile()

describe('public settings', () => {
	it('uses the defaults when there is no settings row', async () => {
		expect(await getPublicSettings()).toEqual(defaultPublicSettings())
	})

	it('reads the row, with the WhatsApp number falling back to the phone', async () => {
		await database.db.insert(settings).values({ ...initialSettingsRow(), phone: '020 7000 1111', whatsappBusinessPhone: null, logoHeight: 48, whatsappApiToken: 'secret-token' })
		const result = await getPublicSettings()
		expect(result.phone).toBe('020 7000 1111')
		expect(result.whatsappPhone).toBe('020 7000 1111')
		expect(result.logoHeight).toBe(48)
		expect(JSON.stringify(result)).not.toContain('secret-token')
	})

	it('states the default emergency note while the owner has written none', async () => {
		expect((await getPublicSettings()).emergencyNote).toBe('Emergency line answered 24/7, 365 days a year')
		await database.db.update(settings).set({ emergencyNote: '  Answered day and night ' })
		expect((await getPublicSettings()).emergencyNote).toBe('Answered day and night')
		await database.db.update(settings).set({ emergencyNote: '' })
	})

	it('replaces malformed emergency prices with the defaults', async () => {
		await database.db.update(settings).set({
			emergencyPricing: { weekday_call_out: 110, evening_weekend_call_out: -5 } as never,
		})
		expect((await getPublicSettings()).emergencyPricing).toEqual({
			weekday_call_out: 110,
			evening_weekend_call_out: 125,
			bank_holiday_night_call_out: 150,
			first_hour_included: true,
		})
	})

	it('logs and uses the defaults when the read fails', async () => {
		await database.db.execute(sql`alter table settings rename to settings_unavailable`)
		const logged = vi.spyOn(logger, 'error')
		try {
			expect(await getPublicSettings()).toEqual(defaultPublicSettings())
			expect(logged).toHaveBeenCalledWith(expect.objectContaining({ err: expect.anything() }), expect.stringContaining('settings'))
		} finally {
			logged.mockRestore()
			await database.db.execute(sql`alter table settings_unavailable rename to settings`)
		}
	})
})

describe('branding settings', () => {
	it('reads no logo or favicon (the built-ins) from a row without them', async () => {
		expect(await readBranding()).toEqual({ logoUrl: null, faviconUrl: null, logoHeight: 48 })
	})

	it('replaces the logo and the favicon separately, each time returning the URL replaced', async () => {
		expect(await replaceBrandingImage('logo', '/media/branding/logo-1.png')).toBeNull()
		expect(await replaceBrandingImage('logo', '/media/branding/logo-2.png')).toBe('/media/branding/logo-1.png')
		expect(await replaceBrandingImage('favicon', '/media/branding/favicon-1.png')).toBeNull()
		expect(await readBranding()).toEqual({ logoUrl: '/media/branding/logo-2.png', faviconUrl: '/media/branding/favicon-1.png', logoHeight: 48 })
		const publicSettings = await getPublicSettings()
		expect(publicSettings).toMatchObject({ logoUrl: '/media/branding/logo-2.png', faviconUrl: '/media/branding/favicon-1.png' })
		expect(await replaceBrandingImage('logo', null)).toBe('/media/branding/logo-2.png')
		expect((await getPublicSettings()).logoUrl).toBeNull()
	})

	it('saves a logo height, and the row refuses one out of range', async () => {
		await saveLogoHeight(96)
		expect((await readBranding()).logoHeight).toBe(96)
		await expect(saveLogoHeight(200)).rejects.toThrow()
		expect((await getPublicSettings()).logoHeight).toBe(96)
	})

	it('creates the row with its starting values when the first change is a logo', async () => {
		await database.db.delete(settings)
		expect(await replaceBrandingImage('logo', '/media/branding/logo-3.png')).toBeNull()
		// The configured WhatsApp number (07700 900123) is stored as the WhatsApp tab saves one.
		expect(await getPublicSettings()).toMatchObject({
			...defaultPublicSettings(),
			logoUrl: '/media/branding/logo-3.png',
			whatsappPhone: '447700900123',
		})
	})
})

describe('business facts', () => {
	it('reads the defaults (the spec’s figures, nothing checkable) from a row without them', async () => {
		await database.db.delete(settings)
		expect(await readBusinessFacts()).toEqual(defaultBusinessFacts)
		await database.db.insert(settings).values(initialSettingsRow())
		expect((await getPublicSettings()).facts).toEqual(defaultBusinessFacts)
	})

	it('saves the facts, which the public settings then show (cached per content version)', async () => {
		const facts = {
			...defaultBusinessFacts,
			statedRating: { ratingValue: 4.7, reviewCount: 120 },
			companyNumber: '01234567',
			registrations: [{ name: 'Gas Safe Register', number: '123456', url: 'https://www.gassaferegister.co.uk/' }],
			team: [{ name: 'Ann Lee', role: 'Surveyor', line: 'Measures twice.' }],
		}
		await saveBusinessFacts(facts)
		expect(await readBusinessFacts()).toEqual(facts)
		expect((await getPublicSettings()).facts).toEqual(facts)
	})

	it('reads a malformed stored value as its defaults, dropping bad rows and unsafe links', async () => {
		await database.db.update(settings).set({
			businessFacts: {
				statedRating: { ratingValue: 9, reviewCount: 'many' },
				registrations: [{ name: 'NICEIC', url: 'javascript:alert(1)' }, { number: '42' }, 'junk'],
				team: null,
			} as never,
		})
		const facts = (await getPublicSettings()).facts
		expect(facts.statedRating).toEqual(defaultBusinessFacts.statedRating)
		expect(facts.registrations).toEqual([{ name: 'NICEIC', number: '', url: '' }])
		expect(facts.team).toEqual([])
	})
})
