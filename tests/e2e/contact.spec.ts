import { expect, test, type Page } from '@playwright/test'

import { expectNoAxeViolations } from './helpers/axe.ts'
import { breakTable, faultBaseUrl } from './helpers/faults.ts'

let sequence = 0
async function fillValid(page: Page, overrides: Partial<Record<'name' | 'email', string>> = {}) {
	const id = `${Date.now()}-${++sequence}`
	await page.getByLabel('Full name').fill(overrides.name ?? 'Grace Whitfield')
	await page.getByLabel('Phone').fill('07700 900123')
	await page.getByLabel('Email').fill(overrides.email ?? `grace-${id}@example.com`)
	await page.getByLabel('Postcode').fill('w2 1ab')
	await page.getByLabel('Service required').selectOption('Bathroom Installation')
	await page.getByLabel('Message').fill('Small bathroom, would like a walk-in shower.')
	await page.getByLabel(/I agree to the privacy policy/).check()
}

test('the contact page has everything the spec lists', async ({ page }) => {
	await page.goto('/contact')
	await expect(page).toHaveTitle(/Contact Us for a Free Quote/)
	await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible()
	const details = page.getByRole('region', { name: 'Contact Details', exact: true })
	await expect(details.getByRole('link', { name: '020 7946 0000' })).toHaveAttribute('href', 'tel:+442079460000')
	await expect(details.getByRole('link', { name: 'enquiries@example.com' })).toBeVisible()
	await expect(details).toContainText('London and surrounding areas')
	await expect(details.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/447700900123')
	await expect(page.getByRole('region', { name: 'Operating Hours' })).toContainText('7am–6pm')
	await expect(page.getByRole('region', { name: '24/7 Emergency Service' }).getByRole('link')).toHaveAttribute('href', 'tel:+442079460000')
	await expect(page.getByRole('button', { name: 'Send Enquiry' })).toBeVisible()
	await expect(page.getByRole('link', { name: 'Call Instead' })).toHaveAttribute('href', 'tel:+442079460000')
	await expect(page.getByLabel('Postcode')).toHaveAttribute('placeholder', 'SW1A 1AA')
	const options = await page.getByLabel('Service required').locator('option:not([disabled])').allTextContents()
	expect(options).toHaveLength(12)
	expect(options[0]).toBe('Kitchen Refurbishment')
	expect(options[11]).toBe('Other (please specify)')
	const messageHeight = await page.getByLabel('Message').evaluate((element) => element.getBoundingClientRect().height)
	expect(messageHeight).toBeGreaterThanOrEqual(120)
	await expect(page.getByRole('region', { name: 'What Happens Next' }).getByRole('listitem')).toHaveCount(3)
	await expectNoAxeViolations(page)
})

test('on a phone the quote form starts on the first screen', async ({ page }) => {
	await page.setViewportSize({ width: 390, height: 844 })
	await page.goto('/contact')
	const top = await page.getByRole('heading', { name: 'Get Your Free Quote' }).evaluate((element) => element.getBoundingClientRect().top)
	expect(top).toBeLessThan(844 - 120)
})

test('the emergency call button never breaks the number, at 320, 390 and 1280 px', async ({ page }) => {
	await page.goto('/contact')
	const button = page
		.getByRole('region', { name: '24/7 Emergency Service' })
		.getByRole('link', { name: 'Call Emergency Line: 020 7946 0000' })
	const number = button.getByText('020 7946 0000', { exact: true })
	for (const width of [320, 390, 1280]) {
		await page.setViewportSize({ width, height: 844 })
		await button.scrollIntoViewIfNeeded()
		// An inline box broken over two lines has a rectangle on each.
		expect(await number.evaluate((element) => element.getClientRects().length), `${width} px`).toBe(1)
		const [box, inner] = [(await button.boundingBox())!, (await number.boundingBox())!]
		expect(inner.x + inner.width, `${width} px`).toBeLessThanOrEqual(box.x + box.width)
		await button.screenshot({ path: test.info().outputPath(`emergency-call-${width}.png`) })
	}
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('answers an enquiry over the size limit in place, with its own message (decision 0026)', async ({ page }) => {
		await page.goto('/contact')
		await fillValid(page)
		// Past the field's maxlength, as only a tampered form sends it: 40,000 characters, over the form's 32 KB.
		await page.getByLabel('Message').evaluate((field: HTMLTextAreaElement) => {
			field.removeAttribute('maxlength')
			field.value = 'x'.repeat(40_000)
		})
		const answer = page.waitForResponse((response) => response.request().method() === 'POST')
		await page.getByRole('button', { name: 'Send Enquiry' }).click()
		expect((await answer).status()).toBe(413)
		await expect(page.getByRole('alert')).toContainText('Your enquiry is too long to send.')
		// The form again, to shorten and send (its declared length was over the limit, so nothing of it was read).
		await expect(page.getByLabel('Full name')).toBeVisible()
		await expect(page.getByRole('button', { name: 'Send Enquiry' })).toBeVisible()
	})

	test('checks consent first, then missing fields, then accepts a valid enquiry', async ({ page }) => {
		await page.goto('/contact')
		await page.getByLabel('Full name').fill('Grace Whitfield')
		await page.getByRole('button', { name: 'Send Enquiry' }).click()
		await expect(page.getByRole('alert')).toContainText('Please accept our terms')
		await expect(page.getByRole('alert')).toContainText('You must agree to our privacy policy to submit the form.')
		// What was typed is still there.
		await expect(page.getByLabel('Full name')).toHaveValue('Grace Whitfield')

		await page.getByLabel(/I agree to the privacy policy/).check()
		await page.getByRole('button', { name: 'Send Enquiry' }).click()
		await expect(page.getByRole('alert')).toContainText('Missing information')
		await expect(page.getByRole('alert')).toContainText('Please fill in all required fields')
		await expect(page.getByText('This field is required.')).toHaveCount(4)

		await fillValid(page)
		await page.getByLabel('Postcode').fill('not a postcode')
		await page.getByRole('button', { name: 'Send Enquiry' }).click()
		await expect(page.getByText('Please enter a valid UK postcode, for example SW1A 1AA.')).toBeVisible()
		await expect(page.getByLabel('Postcode')).toHaveAttribute('aria-invalid', 'true')

		await fillValid(page)
		await page.getByRole('button', { name: 'Send Enquiry' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Enquiry submitted successfully!' })).toBeVisible()
		await expect(
			page.getByText("We'll get back to you within 2 hours during business hours. Check your email for confirmation."),
		).toBeVisible()
		await expect(page.getByLabel('Full name')).toHaveValue('')
	})
})

test.describe('with JavaScript', () => {
	test('shows the consent toast, then the missing-information toast', async ({ page }) => {
		await page.goto('/contact')
		await page.getByRole('button', { name: 'Send Enquiry' }).click()
		await expect(page.getByText('Please accept our terms')).toBeVisible()
		await expect(page.getByText('You must agree to our privacy policy to submit the form.').first()).toBeVisible()
		await page.getByLabel(/I agree to the privacy policy/).check()
		await page.getByRole('button', { name: 'Send Enquiry' }).click()
		await expect(page.getByText('Missing information')).toBeVisible()
		await expect(page.getByText('Please fill in all required fields')).toBeVisible()
		await expect(page.getByLabel('Full name')).toBeFocused()
	})

	test('sends once, shows one success message, in the form, focused and in view on a phone, and resets the form', async ({ page }) => {
		await page.setViewportSize({ width: 390, height: 844 })
		await page.goto('/contact')
		await fillValid(page)
		// Hold the POST until the second submission has been tried.
		let posts = 0
		let release!: () => void
		const held = new Promise<void>((resolve) => (release = resolve))
		await page.route('**/contact', async (route) => {
			if (route.request().method() === 'POST') {
				posts++
				await held
			}
			await route.continue()
		})
		await page.getByRole('button', { name: 'Send Enquiry' }).click()
		const sending = page.getByRole('button', { name: 'Sending…' })
		await expect(sending).toBeDisabled()
		await expect.poll(() => posts).toBe(1)
		// The disabled button cannot be clicked, so submit the form itself a second time.
		await sending.evaluate((button: HTMLButtonElement) => button.form!.requestSubmit())
		await expect(sending).toBeDisabled()
		release()
		// The panel in the form says it, once: no toast repeats it over the form's heading.
		const panel = page.locator('form[action="/contact"]').getByRole('status')
		await expect(panel).toContainText('Enquiry submitted successfully!')
		await expect(panel).toContainText("We'll get back to you within 2 hours during business hours. Check your email for confirmation.")
		await expect(page.locator('[data-toast]')).toHaveCount(0)
		await expect(page.getByText('Enquiry submitted successfully!')).toHaveCount(1)
		// Focused, so a screen reader reads it, and scrolled into view below the sticky header.
		await expect(panel).toBeFocused()
		await expect(panel).toHaveAccessibleName('Enquiry submitted successfully!')
		const [box, header] = await Promise.all([panel.boundingBox(), page.locator('header').first().boundingBox()])
		expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height)
		expect(box!.y + box!.height).toBeLessThanOrEqual(844)
		await page.screenshot({ path: test.info().outputPath('contact-sent-390.png') })
		await expect(page.getByLabel('Full name')).toHaveValue('')
		await expect(page.getByLabel(/I agree to the privacy policy/)).not.toBeChecked()
		expect(posts).toBe(1)
	})
})

test.describe('when the request itself fails', () => {
	for (const failure of ['an error page', 'a dropped connection'] as const) {
		test(`${failure}: the failure toast, and everything typed is kept`, async ({ page }) => {
			await page.goto('/contact')
			await fillValid(page, { name: 'Harriet Cole' })
			await page.route('**/contact', (route) =>
				route.request().method() !== 'POST'
					? route.continue()
					: failure === 'an error page'
						? route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Internal Server Error</h1>' })
						: route.abort('connectionreset'),
			)
			await page.getByRole('button', { name: 'Send Enquiry' }).click()
			const toast = page.locator('[data-toast]')
			await expect(toast).toContainText('Error sending enquiry')
			await expect(toast).toContainText('There was a problem sending your enquiry. Please try calling us directly.')
			await expect(page.getByRole('heading', { name: 'Get Your Free Quote' })).toBeVisible()
			await expect(page.getByLabel('Full name')).toHaveValue('Harriet Cole')
			await expect(page.getByLabel('Service required')).toHaveValue('Bathroom Installation')
			await expect(page.getByLabel(/I agree to the privacy policy/)).toBeChecked()
		})
	}

	test('one toast at a time, gone once the problem is fixed', async ({ page }) => {
		await page.goto('/contact')
		await page.getByRole('button', { name: 'Send Enquiry' }).click()
		const toast = page.locator('[data-toast]')
		await expect(toast).toHaveCount(1)
		await page.getByLabel(/I agree to the privacy policy/).check()
		await page.getByRole('button', { name: 'Send Enquiry' }).click()
		await expect(toast).toHaveCount(1)
		await expect(toast).toContainText('Missing information')
		await fillValid(page)
		await page.route('**/contact', () => new Promise(() => {}))
		await page.getByRole('button', { name: 'Send Enquiry' }).click()
		await expect(toast).toHaveCount(0)
	})
})

test.describe('@postgres when the enquiry cannot be stored', () => {
	test.describe.configure({ mode: 'serial' })

	test('shows the failure toast and keeps what was typed', async ({ page }) => {
		const repair = await breakTable('enquiries')
		try {
			await page.goto(`${faultBaseUrl()}/contact`)
			await fillValid(page, { name: 'Olivia Grant' })
			await page.getByRole('button', { name: 'Send Enquiry' }).click()
			await expect(page.getByText('Error sending enquiry')).toBeVisible()
			await expect(page.getByText('There was a problem sending your enquiry. Please try calling us directly.')).toBeVisible()
			await expect(page.getByLabel('Full name')).toHaveValue('Olivia Grant')
			await expect(page.getByLabel('Service required')).toHaveValue('Bathroom Installation')
		} finally {
			await repair()
		}
	})

	test('too many enquiries from one address are refused with 429 and a clear message', async ({ request }) => {
		const body = {
			name: 'Rate Limited',
			phone: '07700 900123',
			email: `limit-${Date.now()}@example.com`,
			postcode: 'W6 9AB',
			service: 'General Repairs',
			consent: true,
		}
		for (let index = 0; index < 5; index++) {
			expect((await request.post(`${faultBaseUrl()}/api/enquiries`, { data: body })).status()).toBe(201)
		}
		const refused = await request.post(`${faultBaseUrl()}/api/enquiries`, { data: body })
		expect(refused.status()).toBe(429)
		expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0)
		expect((await refused.json()).error).toMatch(/try again later/)
	})
})
