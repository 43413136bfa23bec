import { describe, expect, it } from 'vitest'

import { checkLink } from './links.ts'
import { nextToolbarIndex } from './roving.ts'

describe('checkLink', () => {
	it.each([
		['https://example.com/a?b=1', 'https://example.com/a?b=1'],
		['  http://example.com ', 'http://example.com/'],
		['example.com/page', 'https://example.com/page'],
		['/services', '/services'],
		['mailto:info@example.com', 'mailto:info@example.com'],
		['info@example.com', 'mailto:info@example.com'],
		['tel:+44 1234 567 890', 'tel:+441234567890'],
	])('accepts %s as %s', (input, href) => {
		expect(checkLink(input)).toEqual({ ok: true, href })
	})

	it.each([
		'',
		'javascript:alert(1)',
		'data:text/html,x',
		'//evil.example',
		'mailto:nobody',
		'tel:abc',
		'ftp://example.com',
		'not an address',
	])('refuses %j with a message', (input) => {
		const result = checkLink(input)
		expect(result.ok).toBe(false)
		if (!result.ok) expect(result.message.length).toBeGreaterThan(10)
	})
})

describe('nextToolbarIndex', () => {
	const all = [true, true, true, true]
	it('moves with the arrows and wraps', () => {
		expect(nextToolbarIndex('ArrowRight', 0, all)).toBe(1)
		expect(nextToolbarIndex('ArrowRight', 3, all)).toBe(0)
		expect(nextToolbarIndex('ArrowLeft', 0, all)).toBe(3)
	})
	it('goes to the ends with Home and End', () => {
		expect(nextToolbarIndex('Home', 2, all)).toBe(0)
		expect(nextToolbarIndex('End', 0, all)).toBe(3)
	})
	it('skips disabled buttons', () => {
		const some = [false, true, false, true]
		expect(nextToolbarIndex('ArrowRight', 1, some)).toBe(3)
		expect(nextToolbarIndex('ArrowRight', 3, some)).toBe(1)
		expect(nextToolbarIndex('Home', 3, some)).toBe(1)
		expect(nextToolbarIndex('End', 1, some)).toBe(3)
	})
	it('ignores other keys', () => {
		expect(nextToolbarIndex('a', 0, all)).toBeNull()
	})
})
