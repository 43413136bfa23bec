import { describe, expect, it } from 'vitest'

import { isValidMediaKey, isValidStorageKey } from './types.ts'

describe('media keys', () => {
	it('are relative paths whose segments start with a letter or digit', () => {
		for (const key of ['projects/kitchens/1700000000-ab12-sink.webp', 'logo.svg', 'a/b_c/d-e.f.png']) {
			expect(isValidMediaKey(key), key).toBe(true)
		}
		for (const key of [
			'',
			'/etc/passwd',
			'../secret',
			'a/../b',
			'a/./b',
			'.hidden',
			'a//b',
			'a/',
			'_variants/320/webp/a.png.webp',
			'_private/a.png',
			'a/_b.png',
			'a b.png',
			'x'.repeat(513),
		]) {
			expect(isValidMediaKey(key), key).toBe(false)
		}
	})

	it('in storage may also be `_variants/` followed by a media key, and nothing else', () => {
		expect(isValidStorageKey('projects/a.png')).toBe(true)
		expect(isValidStorageKey('_variants/320/webp/projects/a.png.webp')).toBe(true)
		for (const key of [
			'_variants/',
			'_variants/_variants/a.png',
			'_variants/../a.png',
			'_other/a.png',
			'projects/_variants/a.png',
			'_variantsa.png',
		]) {
			expect(isValidStorageKey(key), key).toBe(false)
		}
	})
})
