import { describe, expect, it } from 'vitest'

import { footerLogoHeight } from './site-footer.tsx'

describe('footer logo', () => {
	it('is 75% of the header logo height, never below 24px', () => {
		expect(footerLogoHeight(32)).toBe(24)
		expect(footerLogoHeight(48)).toBe(36)
		expect(footerLogoHeight(120)).toBe(90)
		expect(footerLogoHeight(24)).toBe(24)
		expect(footerLogoHeight(28)).toBe(24)
	})
})
