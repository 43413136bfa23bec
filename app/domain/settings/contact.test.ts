import { describe, expect, it } from 'vitest'

import { mailtoHref, telHref, whatsappDigits, whatsappHref, whatsappNumber } from './contact.ts'

describe('WhatsApp link', () => {
	it('keeps only digits, as the specification builds it', () => {
		expect(whatsappDigits('44 7700 900123')).toBe('447700900123')
		expect(whatsappDigits('+44 (0)7700-900123')).toBe('447700900123')
		expect(whatsappDigits('0044 (0)7700 900123')).toBe('447700900123')
	})
	it('turns a UK national number into the international form wa.me needs', () => {
		expect(whatsappDigits('07700 900123')).toBe('447700900123')
		expect(whatsappDigits('0044 7700 900123')).toBe('447700900123')
	})
	it('drops a 0 written after the UK country code', () => {
		expect(whatsappDigits('+44 07700 900123')).toBe('447700900123')
		expect(whatsappDigits('(+44) (0)7700 900123')).toBe('447700900123')
		expect(whatsappDigits('4407700900123')).toBe('447700900123')
	})
	it('builds the link, with an optional encoded message', () => {
		expect(whatsappHref('07700 900123')).toBe('https://wa.me/447700900123')
		expect(whatsappHref('447700900123', 'Hello & welcome')).toBe('https://wa.me/447700900123?text=Hello%20%26%20welcome')
	})
})

describe('a WhatsApp number as written', () => {
	it.each([
		['07700 900123', '447700900123'],
		['07700-900-123', '447700900123'],
		['(07700) 900123', '447700900123'],
		['+44 7700 900123', '447700900123'],
		['+44 (0)7700 900123', '447700900123'],
		['(+44) 7700 900123', '447700900123'],
		['0044 7700 900123', '447700900123'],
		['  447700900123 ', '447700900123'],
		['+1 (415) 555-0100', '14155550100'],
		['+353 87 123 4567', '353871234567'],
	])('takes %j as %s', (written, digits) => {
		expect(whatsappNumber(written)).toEqual({ ok: true, digits })
	})

	it.each([
		['07700 900123 ext 2', /Use digits/],
		['44 7700 900123 +1', /One plus sign/],
		['++44 7700 900123', /One plus sign/],
		['+07700 900123', /never starts with 0/],
		['+ (0) 7700 900123', /never starts with 0/],
		['1234', /8 to 15 digits; this one has 4/],
		['+44 7700 900123 900123 900', /8 to 15 digits; this one has 21/],
	])('refuses %j', (written, problem) => {
		const result = whatsappNumber(written)
		expect(result.ok).toBe(false)
		expect(result.ok ? '' : result.problem).toMatch(problem)
	})

	it('stores what the link uses: every accepted form makes the same wa.me link as the form it is stored in', () => {
		for (const written of ['07700 900123', '+44 (0)7700 900-123', '0044 7700 900123']) {
			const number = whatsappNumber(written)
			expect(number.ok && whatsappHref(number.digits)).toBe(whatsappHref(written))
		}
	})
})

describe('phone and e-mail links', () => {
	it('dial UK numbers in international form', () => {
		expect(telHref('020 7946 0000')).toBe('tel:+442079460000')
		expect(telHref('+44 20 7946 0000')).toBe('tel:+442079460000')
		expect(telHref('+44 (0)20 7946 0000')).toBe('tel:+442079460000')
		expect(telHref('0044 (0)20 7946 0000')).toBe('tel:+442079460000')
		expect(telHref('0800 111 999')).toBe('tel:+44800111999')
	})
	it('mail the address', () => {
		expect(mailtoHref('enquiries@example.com')).toBe('mailto:enquiries@example.com')
	})
})
