import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'

import { signedInAdmin } from './helpers/admin-session.ts'
import { faultBaseUrl } from './helpers/faults.ts'

/**
 * Photos with an enquiry (issue 24, decision 0048), as a visitor sends them
 * with JavaScript (checks before sending, progress per photo) and without it
 * (a plain multipart post answered by the page), on a phone and a laptop;
 * then as the office sees them in the admin.
 */

// Photos are decoded and re-encoded on the server, and the machine may be shared: more time than a plain form.
test.describe.configure({ timeout: 120_000 })

let sequence = 0
async function fillValid(page: Page, overrides: { phone?: string } = {}) {
	await page.getByLabel('Full name').fill('Priya Shah')
	await page.getByLabel('Phone').fill(overrides.phone ?? '07700 900456')
	await page.getByLabel('Email').fill(`priya-${Date.now()}-${++sequence}@example.com`)
	await page.getByLabel('Postcode').fill('w2 1ab')
	await page.getByLabel('Service required').selectOption('Plumbing Services')
	await page.getByLabel('Message').fill('Water stain on the ceiling, photos attached.')
	await page.getByLabel(/I agree to the privacy policy/).check()
}

// Files on disk, named as the visitor's: the browser reads them itself (an 11 MB buffer sent through the driver is slow).
const folder = mkdtempSync(path.join(tmpdir(), 'enquiry-photos-e2e-'))
const file = (name: string, bytes: Buffer) => {
	const where = path.join(folder, name)
	writeFileSync(where, bytes)
	return where
}
let photoBytes: Buffer
test.beforeAll(async () => {
	photoBytes = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#6b8fb5' } })
		.jpeg()
		.withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 15/1 0/1' } })
		.toBuffer()
})
const photo = (name: string) => file(name, photoBytes)
const textAsJpeg = () => file('notes.jpg', Buffer.from('not a photo\n'.repeat(100)))
const elevenMb = () => file('huge.jpg', Buffer.alloc(11 * 1024 * 1024, 0xd8))

async function expectNoHorizontalScroll(page: Page) {
	const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
	expect(overflow).toBeLessThanOrEqual(0)
}

for (const width of [390, 1280]) {
	test.describe(`at ${width} px`, () => {
		test.use({ viewport: { width, height: 844 } })

		test('with JavaScript: refused photos are set aside at once, the rest go with progress, the server’s refusals show beside the field', async ({
			page,
		}) => {
			await page.goto('/contact')
			await fillValid(page)
			const input = page.getByLabel('Photos', { exact: true })
			await input.setInputFiles([photo('ceiling.jpg'), textAsJpeg(), elevenMb(), ...[2, 3, 4, 5].map((n) => photo(`room-${n}.jpg`))])
			const chosen = page.getByRole('list', { name: 'Chosen photos' })
			// Too large, and one past the fifth: set aside before anything is sent.
			await expect(chosen).toContainText('huge.jpg: larger than 10 MB (not sent)')
			await expect(chosen).toContainText('room-5.jpg: more than 5 photos')
			expect(await input.evaluate((element: HTMLInputElement) => element.files?.length)).toBe(5)
			await expectNoHorizontalScroll(page)

			// Each photo's own bar, driven by the upload's bytes (recorded as they change: on this machine the upload is over at once).
			await page.evaluate(() => {
				const seen: number[][] = []
				Object.assign(window, { progressSeen: seen })
				document.addEventListener('swap-progress', () =>
					seen.push([...document.querySelectorAll('[data-photo-list] progress')].map((bar) => (bar as HTMLProgressElement).value)),
				)
			})
			await page.getByRole('button', { name: 'Send Enquiry' }).click()
			const sent = page.getByRole('status').filter({ hasText: 'Enquiry submitted successfully!' })
			await expect(sent).toBeVisible({ timeout: 60_000 })
			await expect(sent).toContainText('4 photos were sent with it. 1 photo was not')
			const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[][] }).progressSeen)
			expect(seen.length).toBeGreaterThan(0)
			expect(seen.at(-1)).toEqual([100, 100, 100, 100, 100])
			// The text file named .jpg is found out by its bytes on the server, and named beside the field.
			await expect(page.locator('[data-photo-refused]')).toContainText('notes.jpg: not a photo we can use')
			await expectNoHorizontalScroll(page)
		})

		test('with JavaScript: a refusal of the typed fields keeps them and the chosen photos', async ({ page }) => {
			await page.goto('/contact')
			await fillValid(page, { phone: 'not a phone' })
			await page.getByLabel('Photos', { exact: true }).setInputFiles([photo('ceiling.jpg')])
			await page.getByRole('button', { name: 'Send Enquiry' }).click()
			await expect(page.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true')
			await expect(page.getByLabel('Full name')).toHaveValue('Priya Shah')
			await expect(page.getByLabel('Message')).toHaveValue('Water stain on the ceiling, photos attached.')
			// Put back by the page's script: no note asks for them again.
			expect(await page.getByLabel('Photos', { exact: true }).evaluate((element: HTMLInputElement) => element.files?.[0]?.name)).toBe(
				'ceiling.jpg',
			)
			await expect(page.getByText('Your photos were not sent')).toHaveCount(0)
		})
	})

	test.describe(`without JavaScript at ${width} px`, () => {
		test.use({ viewport: { width, height: 844 }, javaScriptEnabled: false })

		test('a plain multipart post: the enquiry is taken and each refused photo is named beside the field', async ({ page }) => {
			await page.goto('/contact')
			await fillValid(page)
			await page
				.getByLabel('Photos', { exact: true })
				.setInputFiles([photo('ceiling.jpg'), textAsJpeg(), elevenMb(), ...[2, 3, 4, 5].map((n) => photo(`room-${n}.jpg`))])
			await page.getByRole('button', { name: 'Send Enquiry' }).click()
			await expect(page.getByText('Enquiry submitted successfully!')).toBeVisible({ timeout: 60_000 })
			const refused = page.locator('[data-photo-refused]')
			await expect(refused).toContainText('notes.jpg: not a photo we can use')
			await expect(refused).toContainText('huge.jpg: larger than 10 MB')
			// The oversized one counts among the five chosen, so the sixth and seventh are one too many.
			await expect(refused).toContainText('room-4.jpg: more than 5 photos')
			await expect(refused).toContainText('room-5.jpg: more than 5 photos')
			await expect(page.getByText('3 photos were sent with it. 4 photos were not')).toBeVisible()
			await expectNoHorizontalScroll(page)
		})

		test('a refusal of the typed fields keeps them and asks for the photos again', async ({ page }) => {
			await page.goto('/contact')
			await fillValid(page, { phone: '' })
			await page.getByLabel('Photos', { exact: true }).setInputFiles([photo('ceiling.jpg')])
			await page.getByRole('button', { name: 'Send Enquiry' }).click()
			await expect(page.getByText('Missing information')).toBeVisible()
			await expect(page.getByLabel('Full name')).toHaveValue('Priya Shah')
			await expect(page.getByLabel('Postcode')).toHaveValue('w2 1ab')
			await expect(page.getByText('Your photos were not sent. Please choose them again')).toBeVisible()
			await expectNoHorizontalScroll(page)
		})
	})
}

test('@postgres the office sees the photos in the admin, on a phone; nobody else can', async ({ browser }) => {
	const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } })
	const page = await visitor.newPage()
	await page.goto(`${faultBaseUrl()}/contact`)
	await fillValid(page)
	await page.getByLabel('Full name').fill('Photo Journey')
	await page.getByLabel('Photos', { exact: true }).setInputFiles([photo('ceiling.jpg'), photo('boiler.jpg')])
	await page.getByRole('button', { name: 'Send Enquiry' }).click()
	await expect(page.getByText('2 photos were sent with it.')).toBeVisible({ timeout: 30_000 })

	const { state } = await signedInAdmin(browser, 'photos')
	const office = await browser.newContext({ storageState: state, viewport: { width: 390, height: 844 } })
	const admin = await office.newPage()
	await admin.goto(`${faultBaseUrl()}/admin/enquiries?q=Photo%20Journey`)
	await admin
		.getByRole('link', { name: /Photo Journey/ })
		.first()
		.click()
	const photos = admin.getByRole('region', { name: 'Photos (2)' })
	await expect(photos).toBeVisible()
	const thumbnail = photos.getByRole('img', { name: 'ceiling.jpg' })
	await expect(thumbnail).toHaveAttribute('loading', 'lazy')
	await thumbnail.scrollIntoViewIfNeeded()
	await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
	await expectNoHorizontalScroll(admin)
	const fullAddress = await photos.getByRole('link', { name: /ceiling\.jpg/ }).getAttribute('href')
	const full = await admin.request.get(`${faultBaseUrl()}${fullAddress}`)
	expect(full.status()).toBe(200)
	expect(full.headers()['content-type']).toBe('image/jpeg')
	expect(full.headers()['cache-control']).toBe('private, no-store')
	expect(full.headers()['x-content-type-options']).toBe('nosniff')
	const stored = await sharp(await full.body()).metadata()
	expect(stored.exif).toBeUndefined()
	// Tap to open at full size.
	await photos.getByRole('link', { name: /ceiling\.jpg/ }).click()
	await expect(admin).toHaveURL(new RegExp(`${fullAddress!.replace(/[?]/g, '\\?')}$`))

	// A visitor without a session is sent to sign in; the photo never comes.
	const anonymous = await browser.newContext()
	const refused = await anonymous.request.get(`${faultBaseUrl()}${fullAddress}`, { maxRedirects: 0 })
	expect(refused.status()).toBe(302)
	expect(refused.headers()['location']).toMatch(/^\/auth/)
	await Promise.all([visitor.close(), office.close(), anonymous.close()])
})
