import { describe, expect, it } from 'vitest'

import { defaultEmergencyNote, defaultOpeningHours } from '#app/domain/settings/opening-hours.ts'

import { customerConfirmation, greeting, newsletterConfirmation, officeNotification } from './messages.ts'

const business = {
	businessName: 'Westway Home Services',
	phone: '020 7946 0000',
	officeEmail: 'office@westway.test',
	openingHours: defaultOpeningHours,
	emergencyNote: defaultEmergencyNote,
}
const enquiry = (overrides: Partial<Parameters<typeof customerConfirmation>[0]> = {}) => ({
	id: '00000000-0000-4000-8000-000000000001',
	name: 'Sarah Mitchell',
	email: 'stranger@example.com',
	phone: '07700 900123',
	postcode: 'W9 1AB',
	service: 'Plumbing Services',
	message: 'Visit https://evil-site.example to claim your prize',
	sourcePage: '/contact',
	createdAt: new Date('2026-11-20T10:00:00Z'),
	...overrides,
})

describe('greeting', () => {
	it('greets by a first name that is plausibly one', () => {
		expect(greeting('Sarah Mitchell')).toBe('Hello Sarah,')
		expect(greeting('  Anne-Marie   O’Brien ')).toBe('Hello Anne-Marie,')
		expect(greeting("D'Arcy Jones")).toBe("Hello D'Arcy,")
		expect(greeting('Zoë Łukasz')).toBe('Hello Zoë,')
		expect(greeting('Jo.')).toBe('Hello Jo,')
	})

	it('says only "Hello," for anything else: titles, initials with dots, long or odd first words', () => {
		for (const name of [
			'Mr Smith',
			'dr. Jones',
			'J.R. Hartley',
			'Supercalifragilisticexpialidocious',
			'-Jo',
			"Jo'",
			'Jo--Ann',
			'',
			'   ',
			'evil-site.example',
		]) {
			expect(greeting(name), name).toBe('Hello,')
		}
	})
})

describe('the customer confirmation', () => {
	it('repeats no free text from the enquiry: at most one word of the name, and the service from the list', () => {
		const mail = customerConfirmation(enquiry({ name: 'Claim your prize at evil-site.example now' }), business)
		expect(mail.toAddress).toBe('stranger@example.com')
		expect(mail.replyTo).toBe('office@westway.test')
		expect(mail.textBody.split('\n')[0]).toBe('Hello Claim,')
		for (const body of [mail.textBody, mail.htmlBody, mail.subject]) {
			for (const repeated of ['prize', 'evil-site', 'Visit', 'https://', '07700 900123', 'W9 1AB', 'stranger@example.com', 'Mitchell']) {
				expect(body).not.toContain(repeated)
			}
		}
		expect(mail.textBody).toContain('Thank you for your enquiry about Plumbing Services.')
	})

	it('states the stored hours and the owner’s emergency note', () => {
		const mail = customerConfirmation(enquiry(), business)
		expect(mail.textBody).toContain('(Monday–Friday 7am–6pm, Saturday 8am–4pm, Sunday emergencies only).')
		expect(mail.textBody).toContain('please call us now on 020 7946 0000. Emergency line answered 24/7, 365 days a year.')
		const changed = customerConfirmation(enquiry(), {
			...business,
			openingHours: { ...defaultOpeningHours, friday: { state: 'open', opens: '08:30', closes: '17:00' }, saturday: { state: 'closed' } },
			emergencyNote: 'Out of hours we answer emergencies only.',
		})
		expect(changed.textBody).toContain('(Monday–Thursday 7am–6pm, Friday 8:30am–5pm, Saturday closed, Sunday emergencies only).')
		expect(changed.textBody).toContain('Out of hours we answer emergencies only.')
		expect(changed.htmlBody).toContain('Friday 8:30am–5pm')
	})

	it('does not name the "Other" choice', () => {
		const mail = customerConfirmation(enquiry({ service: 'Other (please specify)' }), business)
		expect(mail.textBody).toContain('Thank you for your enquiry. ')
		expect(mail.textBody).not.toContain('Other')
	})
})

describe('the office notification', () => {
	it('keeps every field, for the business only', () => {
		const mail = officeNotification(enquiry({ name: 'Claim your prize' }), business, 'https://www.example.test')
		expect(mail.toAddress).toBe('office@westway.test')
		expect(mail.replyTo).toBe('stranger@example.com')
		for (const value of ['Claim your prize', '07700 900123', 'W9 1AB', 'Visit https://evil-site.example to claim your prize']) {
			expect(mail.textBody).toContain(value)
		}
	})
})

describe('the newsletter confirmation', () => {
	it('is fixed text and the link, to the address alone', () => {
		const url = 'https://www.example.test/newsletter/confirm/abc'
		const mail = newsletterConfirmation('reader@example.com', url, business)
		expect(mail).toMatchObject({ kind: 'newsletter-confirmation', toAddress: 'reader@example.com', replyTo: null })
		expect(mail.subject).toBe('Please confirm your subscription – Westway Home Services')
		expect(mail.textBody).toContain(`\n${url}\n`)
		expect(mail.htmlBody).toContain(`<a href="${url}"`)
		expect(`${mail.textBody}${mail.htmlBody}`).not.toContain('reader@example.com')
	})
})
