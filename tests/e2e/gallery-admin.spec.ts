import { expect, test, type Browser, type Page } from '@playwright/test'
import sharp from 'sharp'

import { signedInAdmin } from './helpers/admin-session.ts'
import { faultBaseUrl, withFaultDatabase } from './helpers/faults.ts'

/**
 * The admin Gallery tab in the browser, on the PostgreSQL-backed server (its
 * database is read and changed directly): drag-and-drop upload with per-file
 * progress, a refused non-image, inline edit, delete, the empty state, the
 * public gallery, and the plain form without JavaScript.
 */
test.describe.configure({ mode: 'serial' })

const base = () => faultBaseUrl()
let state: Awaited<ReturnType<typeof signedInAdmin>>['state']
const category = `Garden Rooms ${Date.now().toString(36)}`

test.beforeAll(async ({ browser }) => {
	test.setTimeout(120_000)
	;({ state } = await signedInAdmin(browser, 'gallery'))
})

// The later specs on this server count the seeded gallery: leave it as it was found.
test.afterAll(async () => {
	await withFaultDatabase((sql) => sql`delete from projects where gallery_category = ${category}`)
})

async function asAdmin(browser: Browser, javaScriptEnabled = true) {
	const context = await browser.newContext({ storageState: state, javaScriptEnabled })
	return { context, page: await context.newPage() }
}

/** A real photo, made here, as base64 for the page. */
const photo = async (colour: { r: number; g: number; b: number }) => {
	// Noisy, so it weighs what a photo does (about 500 KB) and its upload takes a moment.
	const size = { width: 1600, height: 1200, channels: 3 } as const
	const noise = await sharp({ create: { ...size, background: colour, noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
		.raw()
		.toBuffer()
	const image = sharp({ create: { ...size, background: colour } }).composite([{ input: noise, raw: size, blend: 'soft-light' }])
	return (await image.jpeg({ quality: 85 }).toBuffer()).toString('base64')
}

/** Drops files on the drop zone, as a person dragging them from their desktop would. */
async function dropFiles(page: Page, files: Array<{ name: string; type: string; base64: string }>) {
	const transfer = await page.evaluateHandle((list) => {
		const data = new DataTransfer()
		for (const file of list) {
			const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0))
			data.items.add(new File([bytes], file.name, { type: file.type }))
		}
		return data
	}, files)
	await page.getByTestId('gallery-drop-zone').dispatchEvent('drop', { dataTransfer: transfer })
}

test('@postgres gallery: drag-and-drop upload with progress, a refused file, edit, delete, and the public gallery', async ({ browser }) => {
	test.setTimeout(90_000)
	const { context, page } = await asAdmin(browser)
	await page.goto(`${base()}/admin/gallery`)
	await expect(page.getByRole('heading', { name: 'Gallery', level: 2 })).toBeVisible()

	// The spec's checks before anything is sent.
	await page.getByRole('button', { name: 'Start Upload' }).click()
	await expect(page.getByRole('alert').filter({ hasText: 'Category required: Please enter a gallery tag/category.' })).toBeVisible()
	await page.getByLabel('Category').fill(category)
	await page.getByRole('button', { name: 'Start Upload' }).click()
	await expect(page.getByRole('alert').filter({ hasText: 'No files: Please add images to upload.' })).toBeVisible()
	await dropFiles(page, [{ name: 'notes.txt', type: 'text/plain', base64: Buffer.from('just text').toString('base64') }])
	await expect(page.getByRole('alert').filter({ hasText: 'No images: Please drop image files only.' })).toBeVisible()

	await page.getByLabel('Location').fill('Chiswick')
	await dropFiles(page, [
		{ name: 'oak-garden-room.jpg', type: 'image/jpeg', base64: await photo({ r: 90, g: 130, b: 70 }) },
		{ name: 'not-really.jpg', type: 'image/jpeg', base64: Buffer.from('MZ an executable in disguise').toString('base64') },
		{ name: 'cedar-cladding.jpg', type: 'image/jpeg', base64: await photo({ r: 150, g: 100, b: 60 }) },
	])
	const files = page.getByRole('list', { name: 'Files to upload' }).getByRole('listitem')
	await expect(files).toHaveCount(3)
	await expect(files.first()).toContainText('Waiting')
	// A slow uplink (as on a phone), and every progress value the bars show on the way.
	const cdp = await context.newCDPSession(page)
	await cdp.send('Network.enable')
	await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 256 * 1024 })
	await page.evaluate(() => {
		const seen: number[] = ((window as unknown as { progressSeen: number[] }).progressSeen = [])
		new MutationObserver((records) => {
			for (const record of records) seen.push(Number((record.target as HTMLProgressElement).value))
		}).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['value'] })
	})
	await page.getByRole('button', { name: 'Start Upload' }).click()

	await expect(files.nth(0)).toHaveAttribute('data-status', 'inserted', { timeout: 20_000 })
	await expect(files.nth(1)).toHaveAttribute('data-status', 'error', { timeout: 20_000 })
	await expect(files.nth(2)).toHaveAttribute('data-status', 'inserted', { timeout: 20_000 })
	await expect(files.nth(1)).toContainText('not-really.jpg')
	await expect(files.nth(1)).toContainText(/not an image|JPEG, PNG/i)
	for (const index of [0, 1, 2]) await expect(files.nth(index).getByRole('progressbar')).toHaveAttribute('value', '100')
	await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
	// The bars followed the bytes: values between the start (5) and the end (100).
	const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen)
	expect(
		seen.some((value) => value > 5 && value < 100),
		`progress values seen: ${seen.join(', ')}`,
	).toBe(true)
	await expect(page.getByText('Upload complete')).toBeVisible()
	// One file failed, so the green line does not show.
	await expect(page.getByText('All uploads completed successfully.')).toHaveCount(0)

	const card = page.getByRole('article').filter({ hasText: 'Oak garden room' })
	await expect(card).toContainText(category)
	await expect(card).toContainText('Chiswick')
	await expect(card).toContainText('Published')
	const thumbnail = card.getByRole('img', { name: 'Oak garden room' })
	await expect(thumbnail).toHaveAttribute('src', /\?w=320&f=webp$/)
	expect(await thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)

	// The new photo is on the public gallery under its category chip.
	const visitor = await browser.newPage()
	await visitor.goto(`${base()}/gallery`)
	await visitor.getByRole('link', { name: category }).click()
	await expect(visitor).toHaveURL(/category=/)
	await expect(visitor.getByText('Oak garden room')).toBeVisible()
	await expect(visitor.getByText('Cedar cladding')).toBeVisible()
	await visitor.close()

	// Inline edit: the empty title is refused with the spec's words, then saved.
	await card.getByRole('link', { name: 'Edit Oak garden room' }).click()
	const form = page.getByRole('form', { name: 'Edit Oak garden room' })
	await form.getByLabel('Title').fill(' ')
	await form.getByRole('button', { name: 'Save' }).click()
	await expect(form.getByText('Please enter a valid title.').first()).toBeVisible()
	await form.getByLabel('Title').fill('Oak garden room, Chiswick')
	await form.getByRole('button', { name: 'Save' }).click()
	await expect(page.getByText('Changes saved successfully.')).toBeVisible()
	const renamed = page.getByRole('article').filter({ hasText: 'Oak garden room, Chiswick' })
	await expect(renamed).toBeVisible()

	// Delete asks first, then the item and its files go.
	const [stored] = await withFaultDatabase((sql) => sql<{ images: string[] }[]>`select images from projects where title = 'Cedar cladding'`)
	const cedar = page.getByRole('article').filter({ hasText: 'Cedar cladding' })
	await cedar.getByRole('link', { name: 'Delete Cedar cladding' }).click()
	await expect(cedar.getByText('Delete this gallery item? This will also attempt to remove stored image(s).')).toBeVisible()
	await cedar.getByRole('button', { name: 'Delete' }).click()
	await expect(page.getByText('Gallery item removed.')).toBeVisible()
	await expect(page.getByRole('article').filter({ hasText: 'Cedar cladding' })).toHaveCount(0)
	const gone = await page.request.get(`${base()}${stored!.images[0]}`)
	expect(gone.status()).toBe(404)
	await context.close()
})

test('@postgres gallery: the empty state', async ({ browser }) => {
	const { context, page } = await asAdmin(browser)
	await withFaultDatabase(async (sql) => {
		await sql`create table projects_aside as select * from projects`
		await sql`delete from projects`
	})
	try {
		await page.goto(`${base()}/admin/gallery`)
		await expect(page.getByText('No gallery images found')).toBeVisible()
		await expect(page.getByRole('button', { name: 'Add Your First Image' })).toBeDisabled()
	} finally {
		await withFaultDatabase(async (sql) => {
			await sql`insert into projects select * from projects_aside`
			await sql`drop table projects_aside`
		})
		await context.close()
	}
})

test('@postgres gallery without JavaScript: several photos in one plain form, then edit and delete through links', async ({ browser }) => {
	const { context, page } = await asAdmin(browser, false)
	await page.goto(`${base()}/admin/gallery`)
	await page.getByLabel('Category').fill(category)
	await page.getByLabel('Photos to upload').setInputFiles([
		{ name: 'brick-path.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(await photo({ r: 160, g: 60, b: 50 }), 'base64') },
		{ name: 'slate-terrace.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(await photo({ r: 80, g: 80, b: 90 }), 'base64') },
	])
	await page.getByRole('button', { name: 'Start Upload' }).click()
	await expect(page.getByText('Upload complete')).toBeVisible()
	const card = page.getByRole('article').filter({ hasText: 'Brick path' })
	await expect(card).toBeVisible()
	await expect(page.getByRole('article').filter({ hasText: 'Slate terrace' })).toBeVisible()

	await card.getByRole('link', { name: 'Delete Brick path' }).click()
	await page.getByRole('article').filter({ hasText: 'Brick path' }).getByRole('button', { name: 'Delete' }).click()
	await expect(page.getByText('Deleted: Gallery item removed.')).toBeVisible()
	await expect(page.getByRole('article').filter({ hasText: 'Brick path' })).toHaveCount(0)
	await context.close()
})
