import { describe, expect, it } from 'vitest'

import { keepsForm } from './swap.js'

describe('keepsForm', () => {
	it('leaves the form as it was after a rate limit or a server error', () => {
		for (const status of [429, 500, 502, 503, 504]) expect(keepsForm(status), String(status)).toBe(true)
	})

	it('swaps in the answer to a refusal or a success the server rendered', () => {
		for (const status of [200, 400, 404, 409, 413, 415, 422]) expect(keepsForm(status), String(status)).toBe(false)
	})
})
