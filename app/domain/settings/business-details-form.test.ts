import { describe, expect, it } from 'vitest'

import { validate } from '#app/domain/form.ts'

import { businessDetailsForm, businessDetailsFormValues, hoursField, profileField, type BusinessDetails } from './business-details-form.ts'
import { defaultOpeningHours } from './opening-hours.ts'

const stored: BusinessDetails = {
	businessName: 'Westway Home Services',
	phone: '+442079460000',
	officeEmail: 'enquiries@example.com',
	address: '12 Harrow Road, London W9 2AB',
	openingHours: defaultOpeningHours,
	emergencyNote: '',
	profileLinks: { google: 'https://g.page/westway' },
}

const form = (changes: Record<string, string> = {}) => ({ ...businessDetailsFormValues(stored), ...changes })
const errors = (changes: Record<string, string>) => {
	const result = validate(businessDetailsForm, form(changes))
	return result.ok ? {} : result.fieldErrors
}

describe('the Contact & hours form', () => {
	it('starts from the stored values (the phone grouped) and saves them back unchanged', () => {
		const values = form()
		expect(values.phone).toBe('020 7946 0000')
		expect(values[hoursField('sunday', 'state')]).toBe('emergencies')
		expect(values[hoursField('monday', 'opens')]).toBe('07:00')
		expect(validate(businessDetailsForm, values)).toEqual({ ok: true, data: stored })
	})

	it('stores a phone typed any usual way in its one form', () => {
		for (const phone of ['020 7946 0000', '+44 (0)20 7946 0000', '02079460000']) {
			const result = validate(businessDetailsForm, form({ phone }))
			expect(result.ok && result.data.phone, phone).toBe('+442079460000')
		}
		const mobile = validate(businessDetailsForm, form({ phone: '07700 900123' }))
		expect(mobile.ok && mobile.data.phone).toBe('+447700900123')
		expect(errors({ phone: '' }).phone).toMatch(/Enter the phone number/)
		expect(errors({ phone: '+1 415 555 0100' }).phone).toMatch(/UK number/)
	})

	it('checks the name, e-mail and address', () => {
		expect(errors({ business_name: '  ' }).business_name).toBe('Enter the trading name the site shows.')
		expect(errors({ office_email: 'office at example' }).office_email).toMatch(/e-mail address like/)
		expect(errors({ office_email: '' }).office_email).toBe('Enter the office e-mail address.')
		expect(errors({ address: '' }).address).toBe('Enter the address the site shows.')
		expect(errors({ address: 'x'.repeat(201) }).address).toMatch(/at most 200/)
	})

	it('reads each day as open with its times, closed, or emergencies only', () => {
		const result = validate(
			businessDetailsForm,
			form({
				[hoursField('monday', 'opens')]: '8:30',
				[hoursField('saturday', 'state')]: 'closed',
				[hoursField('sunday', 'state')]: 'emergencies',
				[hoursField('sunday', 'opens')]: 'junk',
			}),
		)
		expect(result.ok && result.data.openingHours).toEqual({
			...defaultOpeningHours,
			monday: { state: 'open', opens: '08:30', closes: '18:00' },
			saturday: { state: 'closed' },
			sunday: { state: 'emergencies' },
		})
	})

	it.each([
		[hoursField('monday', 'opens'), '', 'Enter when Monday opens, e.g. 07:00.'],
		[hoursField('friday', 'closes'), '25:00', 'Enter when Friday closes, e.g. 18:00.'],
		[hoursField('tuesday', 'closes'), '07:00', 'Tuesday must close after it opens (07:00).'],
		[hoursField('sunday', 'state'), 'sometimes', 'Choose whether Sunday is open, closed or emergencies only.'],
	])('refuses %s = %j (an open day without its times or closing before it opens, an unknown state)', (name, value, message) => {
		expect(errors({ [name]: value })[name]).toBe(message)
	})

	it('keeps any subset of https profile links and refuses other addresses', () => {
		const result = validate(
			businessDetailsForm,
			form({ [profileField('google')]: '', [profileField('houzz')]: 'https://www.houzz.co.uk/pro/westway' }),
		)
		expect(result.ok && result.data.profileLinks).toEqual({ houzz: 'https://www.houzz.co.uk/pro/westway' })
		expect(errors({ [profileField('yell')]: 'http://www.yell.com/biz/westway' })[profileField('yell')]).toMatch(/starting with https:\/\//)
		expect(errors({ [profileField('facebook')]: 'facebook.com/westway' })[profileField('facebook')]).toMatch(/Facebook page/)
		expect(errors({ [profileField('trustpilot')]: 'javascript:alert(1)' })[profileField('trustpilot')]).toBeDefined()
	})

	it('keeps the emergency note to one short line', () => {
		expect(errors({ emergency_note: 'x'.repeat(161) }).emergency_note).toMatch(/at most 160/)
		const result = validate(businessDetailsForm, form({ emergency_note: '  Answered day and night  ' }))
		expect(result.ok && result.data.emergencyNote).toBe('Answered day and night')
	})
})
