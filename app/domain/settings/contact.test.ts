import { describe, expect, it } from 'vitest'

import { formatUkPhone, mailtoHref, telHref, ukPhoneNumber, whatsappDigits, whatsappHref, whatsappNumber } from './contact.ts'

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

describe('UK phone numbers (the business’s phone)', () => {
	it('are accepted as people type them and stored as +44 digits', () => {
		for (const [written, e164] of [
			['020 7946 0000', '+442079460000'],
			['+44 (0)20 7946 0000', '+442079460000'],
			['+44 20 7946 0000', '+442079460000'],
			['0044 20-7946-0000', '+442079460000'],
			['(020) 7946 0000', '+442079460000'],
			['07700 900123', '+447700900123'],
			['+447700900123', '+447700900123'],
			['+44 020 7946 0000', '+442079460000'],
			['0113 496 0000', '+441134960000'],
			['0800 123 4567', '+448001234567'],
			['0800 123456', '+44800123456'],
		] as const) {
			expect(ukPhoneNumber(written), written).toEqual({ ok: true, e164 })
		}
	})

	it('are refused with a reason staff can act on', () => {
		expect(ukPhoneNumber('')).toMatchObject({ ok: false, problem: expect.stringContaining('Enter the phone number') })
		expect(ukPhoneNumber('020 7946 000x')).toMatchObject({ ok: false, problem: expect.stringContaining('Use digits') })
		expect(ukPhoneNumber('+33 1 23 45 67 89')).toMatchObject({ ok: false, problem: expect.stringContaining('UK number') })
		expect(ukPhoneNumber('020 7946 000')).toMatchObject({ ok: false, problem: expect.stringContaining('10 or 11 digits') })
		expect(ukPhoneNumber('7946 0000')).toMatchObject({ ok: false })
		expect(ukPhoneNumber('0020 7946 0000 1')).toMatchObject({ ok: false })
		expect(ukPhoneNumber('04 7946 00000')).toMatchObject({ ok: false })
	})

	it('are shown grouped the UK way, whichever way they were stored', () => {
		expect(formatUkPhone('+442079460000')).toBe('020 7946 0000')
		expect(formatUkPhone('+44 (0)20 7946 0000')).toBe('020 7946 0000')
		expect(formatUkPhone('+447700900123')).toBe('07700 900123')
		expect(formatUkPhone('+441134960000')).toBe('0113 496 0000')
		expect(formatUkPhone('+441214960000')).toBe('0121 496 0000')
		expect(formatUkPhone('+441632960000')).toBe('01632 960000')
		expect(formatUkPhone('+443001234567')).toBe('0300 123 4567')
		expect(formatUkPhone('+448001234567')).toBe('0800 123 4567')
		expect(formatUkPhone('+44800123456')).toBe('0800 123456')
		// Not a UK number: as written.
		expect(formatUkPhone(' +33 1 23 45 67 89 ')).toBe('+33 1 23 45 67 89')
	})

	it('link the stored and the shown form to the same tel: address', () => {
		expect(telHref('+442079460000')).toBe('tel:+442079460000')
		expect(telHref(formatUkPhone('+442079460000'))).toBe('tel:+442079460000')
	})
})
