import { expect, type Page } from '@playwright/test'

/** A phone held in one hand: 390 px wide, touch. */
export const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }

/** Nothing on the page is wider than the screen. */
export async function expectNoSidewaysScroll(page: Page) {
	const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: document.documentElement.clientWidth }))
	expect(widths.page, 'the page scrolls sideways').toBeLessThanOrEqual(widths.screen)
}

/** The height of every visible button and link in `scope`, under 44 px (a thumb's target). */
export async function smallTargets(page: Page, selector: string) {
	return page.locator(selector).evaluateAll((elements) =>
		elements
			.filter((element) => (element as HTMLElement).offsetParent !== null)
			.map((element) => ({ text: (element.textContent ?? '').trim(), height: element.getBoundingClientRect().height }))
			.filter((target) => target.height < 44),
	)
}
