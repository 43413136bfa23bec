import { describe, expect, it } from 'vitest'

import { mailboxKey } from './mailbox.ts'

describe('mailboxKey', () => {
	it('reads user+tag@ as user@, in any case', () => {
		expect(mailboxKey('Jo+Offers@Example.com')).toBe('jo@example.com')
		expect(mailboxKey('jo+a+b@example.com')).toBe('jo@example.com')
		expect(mailboxKey(' jo@EXAMPLE.com ')).toBe('jo@example.com')
		expect(mailboxKey('jo@example.com.')).toBe('jo@example.com')
	})

	it('drops the dots of a Gmail address and reads googlemail.com as gmail.com', () => {
		expect(mailboxKey('J.O.Bloggs+news@GoogleMail.com')).toBe('jobloggs@gmail.com')
		expect(mailboxKey('jo.bloggs@gmail.com')).toBe('jobloggs@gmail.com')
	})

	it('keeps the dots elsewhere, where they can name another mailbox', () => {
		expect(mailboxKey('jo.bloggs@example.com')).toBe('jo.bloggs@example.com')
		expect(mailboxKey('jo.bloggs@gmail.com.evil.example')).toBe('jo.bloggs@gmail.com.evil.example')
	})

	it('leaves what it cannot read as an address as it is (lower-case)', () => {
		expect(mailboxKey('+only@example.com')).toBe('+only@example.com')
		expect(mailboxKey('no-at-sign')).toBe('no-at-sign')
		expect(mailboxKey('...@gmail.com')).toBe('...@gmail.com')
	})
})
