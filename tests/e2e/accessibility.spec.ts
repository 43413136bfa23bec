import { expect, test } from '@playwright/test'

import { expectNoAxeViolations } from './helpers/axe.ts'

// Every public page, checked with axe-core in Chromium. Pages are added here as they are built.
const pages = ['/', '/no-such-page']

for (const path of pages) {
	test(`axe finds no violations on ${path}`, async ({ page }) => {
		await page.emulateMedia({ reducedMotion: 'reduce' })
		await page.goto(path)
		await expect(page.locator('main')).toBeVisible()
		await expectNoAxeViolations(page)
	})
}

test('axe finds no violations in the open mobile menu', async ({ page }) => {
	await page.setViewportSize({ width: 390, height: 844 })
	await page.goto('/')
	await page.locator('summary[aria-label="Menu"]').click()
	await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
	await expectNoAxeViolations(page)
})
