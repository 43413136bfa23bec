import { describe, expect, it } from 'vitest'

import { NOTICE_PARAM, withoutNotice } from './notice.tsx'

describe('where a form on a page with a save notice posts', () => {
	it('is the page’s address without the notice, its other parameters kept', () => {
		expect(withoutNotice('/admin/whatsapp', `?${NOTICE_PARAM}=updated`)).toBe('/admin/whatsapp')
		expect(withoutNotice('/admin/local-seo', `?list=rankings&${NOTICE_PARAM}=updated`)).toBe('/admin/local-seo?list=rankings')
		expect(withoutNotice('/admin/branding', '')).toBe('/admin/branding')
	})
})
