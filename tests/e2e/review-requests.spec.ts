import { expect as baseExpect, test, type Page } from '@playwright/test'

import { signedInAdmin, waitForHydration } from './helpers/admin-session.ts'
import { faultBaseUrl, withFaultDatabase } from './helpers/faults.ts'

/**
 * Review requests (issue 25) on a phone, on the PostgreSQL-backed server: the
 * owner asks a Won customer for a review; the customer opens the e-mail's
 * link without JavaScript, sends the form; the review waits as a Verified
 * customer draft; the owner replies (markup in it stays text) and publishes;
 * /reviews shows the reply beneath it. The e-mail is read from the outbox
 * (these servers have no SMTP; the vitest flow sends it through a real one).
 */
test.describe.configure({ mode: 'serial' })
const expect = baseExpect.configure({ timeout: 20_000 })

const base = () => faultBaseUrl()
const run = Date.now().toString(36)
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true }

async function expectNoSideways(page: Page) {
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
}

test('@postgres a review request, from the ask to the reply on /reviews', async ({ browser }) => {
	test.setTimeout(180_000)
	const { state } = await signedInAdmin(browser, 'review-requests')
	const email = `rita.${run}@example.com`
	const [row] = await withFaultDatabase(
		(sql) => sql<{ id: string }[]>`
			insert into enquiries (name, email, phone, postcode, service, message, consent_at, stage)
			values (${`Rita Review${run}`}, ${email}, '07700 900456', 'W9 2AB', 'Bathroom Renovation', 'New bathroom', now(), 'won')
			returning id`,
	)
	const id = row!.id

	// The owner asks, on a phone with JavaScript.
	const owner = await browser.newContext({ storageState: state, ...phone })
	const admin = await owner.newPage()
	await admin.goto(`${base()}/admin/enquiries/${id}`)
	await waitForHydration(admin)
	const section = admin.getByRole('region', { name: /^Review request/ })
	const ask = section.getByRole('button', { name: 'Ask for a review' })
	expect((await ask.boundingBox())!.height).toBeGreaterThanOrEqual(44)
	await ask.tap()
	await expect(admin.locator('[data-sonner-toast]').filter({ hasText: 'Review request sent' })).toBeVisible()
	await expect(section).toContainText('Sent')
	await expect(section.getByRole('button', { name: 'Ask for a review' })).toHaveCount(0)
	await expect(admin.getByRole('region', { name: /^Timeline/ })).toContainText('Review requested')
	await expectNoSideways(admin)
	await admin.screenshot({ path: test.info().outputPath('enquiry-review-request-390.png'), fullPage: true })

	const [mail] = await withFaultDatabase(
		(sql) => sql<{ text_body: string }[]>`select text_body from email_outbox where enquiry_id = ${id} and kind = 'review-request'`,
	)
	const token = /\/review\/([\w-]{43})\b/.exec(mail!.text_body)![1]!

	// The customer, without JavaScript.
	const customer = await browser.newContext({ javaScriptEnabled: false, ...phone })
	const form = await customer.newPage()
	const opened = await form.goto(`${base()}/review/${token}`)
	expect(opened!.status()).toBe(200)
	expect(opened!.headers()['cache-control'] ?? '').not.toMatch(/public/)
	await expect(form.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
	await expect(form.getByRole('heading', { name: 'How did we do?' })).toBeVisible()
	await expect(form.getByLabel('Your name')).toHaveValue(`Rita Review${run}`)
	await expect(form.getByLabel('Your area')).toHaveValue('Maida Vale, W9')
	await expectNoSideways(form)
	await form.screenshot({ path: test.info().outputPath('review-form-390.png'), fullPage: true })
	await form.getByRole('radio', { name: '5 stars' }).check()
	await form.getByLabel('Title').fill('A lovely new bathroom')
	await form.getByLabel('Your review').fill('Tidy, on time and exactly what we asked for.')
	await form.getByLabel('Your name').fill(`Rita R${run}`)
	await form.getByRole('checkbox').check()
	await form.getByRole('button', { name: 'Send my review' }).click()
	await expect(form.getByRole('heading', { name: 'Thank you for your review' })).toBeVisible()
	const again = await form.goto(`${base()}/review/${token}`)
	expect(again!.status()).toBe(410)
	await expect(form.getByRole('heading', { name: 'This review has already been sent' })).toBeVisible()
	expect((await form.goto(`${base()}/review/${'x'.repeat(43)}`))!.status()).toBe(404)

	// The owner finds the draft, marked, replies with markup (kept as text) and publishes it.
	await admin.goto(`${base()}/admin/reviews`)
	await waitForHydration(admin)
	const card = admin.getByRole('article').filter({ hasText: `Rita R${run}` })
	await expect(card).toContainText('Verified customer')
	await expect(card).toContainText('Draft')
	await card.getByRole('link', { name: /^Edit review by/ }).tap()
	const reply = `Thank you, Rita! <script>window.replied=1</script> ${run}`
	await admin.getByLabel('Your public reply').fill(reply)
	await admin.getByRole('switch', { name: 'Published', exact: true }).check()
	await admin.getByRole('button', { name: /^Save/ }).tap()
	await expect(admin.locator('[data-sonner-toast]').filter({ hasText: 'Review updated successfully' })).toBeVisible()
	await owner.close()

	await form.goto(`${base()}/reviews`)
	const published = form.getByRole('article').filter({ hasText: `Rita R${run}` })
	await expect(published).toContainText('Verified customer')
	await expect(published.locator('[data-review-reply]')).toContainText(`Reply from`)
	await expect(published.locator('[data-review-reply]')).toContainText(reply)
	await expectNoSideways(form)
	await customer.close()
})
