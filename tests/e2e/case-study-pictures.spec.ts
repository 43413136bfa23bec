import { expect, test } from '@playwright/test'
import sharp from 'sharp'

import { seedCaseStudies as caseStudies } from '#app/.server/seed/case-studies.ts'

import { signedInAdmin } from './helpers/admin-session.ts'
import { faultBaseUrl, withFaultDatabase } from './helpers/faults.ts'

/**
 * A case study's picture replaced on the Gallery tab, with the plain form (no
 * JavaScript), and the Case Studies page showing the new one. Accounts come
 * from the admin CLI, so this uses the PostgreSQL-backed server.
 */
test.describe.configure({ mode: 'serial' })

const base = () => faultBaseUrl()
const study = caseStudies.find((candidate) => !candidate.beforeAfter)!
let state: Awaited<ReturnType<typeof signedInAdmin>>['state']

test.beforeAll(async ({ browser }) => {
	test.setTimeout(120_000)
	;({ state } = await signedInAdmin(browser, 'pictures'))
})

// Later specs on this server expect the seeded pictures.
test.afterAll(async () => {
	await withFaultDatabase((sql) => sql`update settings set case_study_pictures = '{}'::jsonb`)
})

test.describe('@postgres case-study pictures', () => {
	test('without JavaScript: a refused file says why; a photo replaces the "after" on /case-studies', async ({ browser }) => {
		test.setTimeout(60_000)
		const context = await browser.newContext({ storageState: state, javaScriptEnabled: false })
		const page = await context.newPage()
		await page.goto(`${base()}/admin/gallery`)
		const section = page.getByRole('region', { name: 'Case study pictures' })
		const form = section.locator(`#case-study-${study.id}-after`)
		await expect(form.getByRole('img', { name: `After picture of ${study.title}` })).toBeVisible()

		await form
			.getByLabel('New after picture')
			.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('just text') })
		await form.getByRole('button', { name: 'Replace' }).click()
		const refused = page.locator(`#case-study-${study.id}-after`)
		await expect(refused.getByRole('alert').filter({ hasText: 'Failed to replace the after picture' })).toBeVisible()
		await expect(refused.getByText(/notes\.txt/)).toBeVisible()

		const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 30, g: 140, b: 90 } } })
			.jpeg()
			.toBuffer()
		await refused.getByLabel('New after picture').setInputFiles({ name: 'finished.jpg', mimeType: 'image/jpeg', buffer: photo })
		await refused.getByRole('button', { name: 'Replace' }).click()
		await expect(page.getByText('Picture replaced: The Case Studies page shows the new picture.')).toBeVisible()
		const replaced = page.locator(`#case-study-${study.id}-after`)
		await expect(replaced.getByText('After: your upload')).toBeVisible()

		await page.goto(`${base()}/case-studies`)
		const picture = page.getByRole('article', { name: study.title }).getByRole('img', { name: study.pictures.after })
		await picture.scrollIntoViewIfNeeded()
		await expect(picture).toHaveAttribute('src', new RegExp(`^/media/case-studies/${study.id}-after-\\d+\\.jpg\\?w=960&f=jpeg$`))
		await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0)
		await context.close()
	})
})
