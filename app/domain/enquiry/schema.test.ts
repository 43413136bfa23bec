import { describe, expect, it } from 'vitest'

import { validate } from '#app/domain/form.ts'

import { enquiryMessages, enquirySchema, normalisePostcode, normaliseUkPhone } from './schema.ts'

/** The enquiry's rules as every form and the JSON API run them. */
const validateEnquiry = (raw: Record<string, unknown>) => validate(enquirySchema, raw)

const valid = {
	name: 'Sarah O’Neill-Smith',
	phone: '07700 900123',
	email: 'sarah@example.com',
	postcode: 'w9 1ab',
	service: 'Kitchen Refurbishment',
	message: 'Galley kitchen, about 8 m².',
	consent: 'on',
}

describe('enquiry validation order', () => {
	it('checks the consent tick first, even when everything else is missing', () => {
		const result = validateEnquiry({})
		expect(result).toEqual({
			ok: false,
			title: 'Please accept our terms',
			formError: 'You must agree to our privacy policy to submit the form.',
			fieldErrors: { consent: 'You must agree to our privacy policy to submit the form.' },
		})
	})

	it('then reports every missing required field', () => {
		const result = validateEnquiry({ consent: 'on', name: '  ', email: 'a@b.co' })
		expect(result.ok).toBe(false)
		if (result.ok) return
		expect(result).toMatchObject({ title: 'Missing information', formError: 'Please fill in all required fields' })
		expect(Object.keys(result.fieldErrors).sort()).toEqual(['name', 'phone', 'postcode', 'service'])
	})

	it('then checks the format of each field', () => {
		const result = validateEnquiry({ ...valid, email: 'not-an-email', postcode: 'ABC', phone: '12345' })
		expect(result.ok).toBe(false)
		if (result.ok) return
		expect(result).toMatchObject({ title: enquiryMessages.invalid.title, formError: enquiryMessages.invalid.text })
		expect(result.fieldErrors.email).toMatch(/valid email/)
		expect(result.fieldErrors.postcode).toMatch(/valid UK postcode/)
		expect(result.fieldErrors.phone).toMatch(/valid UK phone/)
	})

	it('accepts a valid enquiry and normalises it', () => {
		const result = validateEnquiry(valid)
		expect(result).toEqual({
			ok: true,
			data: {
				...{
					name: valid.name,
					phone: '07700 900123',
					email: 'sarah@example.com',
					service: 'Kitchen Refurbishment',
					message: 'Galley kitchen, about 8 m².',
				},
				postcode: 'W9 1AB',
			},
		})
	})

	it('makes the message optional, except for "Other (please specify)"', () => {
		expect(validateEnquiry({ ...valid, message: '' })).toMatchObject({ ok: true, data: { message: null } })
		const other = validateEnquiry({ ...valid, service: 'Other (please specify)', message: ' ' })
		expect(other).toMatchObject({ ok: false, fieldErrors: { message: expect.stringMatching(/tell us/) } })
	})

	it('rejects services that are not among the twelve choices', () => {
		expect(validateEnquiry({ ...valid, service: 'Roofing' })).toMatchObject({ ok: false, fieldErrors: { service: expect.any(String) } })
	})

	it('limits lengths', () => {
		expect(validateEnquiry({ ...valid, name: 'A'.repeat(101) })).toMatchObject({
			ok: false,
			fieldErrors: { name: expect.stringMatching(/100 characters/) },
		})
		expect(validateEnquiry({ ...valid, message: 'x'.repeat(2001) })).toMatchObject({
			ok: false,
			fieldErrors: { message: expect.stringMatching(/2,000 characters/) },
		})
		expect(validateEnquiry({ ...valid, email: `${'a'.repeat(250)}@example.com` })).toMatchObject({
			ok: false,
			fieldErrors: { email: expect.any(String) },
		})
	})

	it('treats values of the wrong type as missing', () => {
		expect(validateEnquiry({ ...valid, name: 42, phone: ['07700900123'] })).toMatchObject({
			ok: false,
			title: enquiryMessages.missing.title,
			formError: enquiryMessages.missing.text,
			fieldErrors: { name: 'This field is required.', phone: 'This field is required.' },
		})
	})

	it('refuses markup and control characters in the name', () => {
		expect(validateEnquiry({ ...valid, name: '<script>alert(1)</script>' }).ok).toBe(false)
		expect(validateEnquiry({ ...valid, name: 'Bob\r\nBcc: x@example.com' }).ok).toBe(false)
	})
})

describe('UK postcodes', () => {
	it.each([
		['sw1a1aa', 'SW1A 1AA'],
		['W9 1AB', 'W9 1AB'],
		['  ec1a   1bb ', 'EC1A 1BB'],
		['m11ae', 'M1 1AE'],
	])('normalises %s to %s', (input, expected) => {
		expect(normalisePostcode(input)).toBe(expected)
		expect(validateEnquiry({ ...valid, postcode: input })).toMatchObject({ ok: true, data: { postcode: expected } })
	})

	it.each(['12345', 'SW1A', 'SW1A 1A', 'QQ1 1QQQ', 'W9-1AB'])('rejects %s', (input) => {
		expect(validateEnquiry({ ...valid, postcode: input }).ok).toBe(false)
	})
})

describe('UK phone numbers', () => {
	it.each([
		'020 7946 0000',
		'07700 900123',
		'+44 7700 900123',
		'+44 (0)20 7946 0000',
		'0044 20 7946 0000',
		'01632-960-001',
		'0800 111 999',
	])('accepts %s', (input) => {
		expect(normaliseUkPhone(input)).not.toBeNull()
	})
	it.each(['12345', '+1 415 555 0100', '0770090012345', 'call me', '00000000000'])('rejects %s', (input) => {
		expect(normaliseUkPhone(input)).toBeNull()
	})
})
