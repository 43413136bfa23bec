import { describe, expect, it } from 'vitest'

import { honeypotField, isHoneypotFilled } from './honeypot.ts'

describe('honeypot', () => {
	it('is the `website` field', () => {
		expect(honeypotField).toBe('website')
	})

	it('is filled only when it holds something other than blank text', () => {
		for (const value of [null, undefined, '', '  \n']) expect(isHoneypotFilled(value)).toBe(false)
		for (const value of ['https://spam.example', 'x', new Blob(['x'])]) expect(isHoneypotFilled(value)).toBe(true)
	})
})
