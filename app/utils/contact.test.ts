import { describe, expect, it } from 'vitest'

import { mailtoHref, telHref, whatsappDigits, whatsappHref } from './contact.ts'

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
	it('builds the link, with an optional encoded message', () => {
		expect(whatsappHref('07700 900123')).toBe('https://wa.me/447700900123')
		expect(whatsappHref('447700900123', 'Hello & welcome')).toBe('https://wa.me/447700900123?text=Hello%20%26%20welcome')
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
