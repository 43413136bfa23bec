import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test'

import { signedInAdmin, waitForHydration } from './helpers/admin-session.ts'
import { faultBaseUrl, withFaultDatabase } from './helpers/faults.ts'

/**
 * Replying to a customer from the enquiry page (issue 24), on a phone (390 px
 * wide), with and without JavaScript, on the PostgreSQL-backed server: pick a
 * template, edit it, send, see the notice; the reply is queued in the outbox
 * and on the enquiry's timeline. And the templates page.
 */
test.describe.configure({ mode: 'serial' })
// Round trips to the server can be slow on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 })

const base = () => faultBaseUrl()
const run = Date.now().toString(36)
let state: Awaited<ReturnType<typeof signedInAdmin>>['state']

test.beforeAll(async ({ browser }) => {
	test.setTimeout(120_000)
	;({ state } = await signedInAdmin(browser, 'reply'))
})

async function onPhone(browser: Browser, javaScriptEnabled: boolean) {
	const context = await browser.newContext({
		storageState: state,
		javaScriptEnabled,
		viewport: { width: 390, height: 844 },
		hasTouch: true,
	})
	return { context, page: await context.newPage() }
}

async function newEnquiry(name: string) {
	const [row] = await withFaultDatabase(
		(sql) => sql<{ id: string }[]>`
			insert into enquiries (name, email, phone, postcode, service, message, consent_at)
			values (${name}, ${`${name.split(' ')[0]!.toLowerCase()}.${run}@example.com`}, '07700 900123', 'W9 1AA', 'Plumbing Services', 'Leaking tap', now())
			returning id`,
	)
	return row!.id
}

/** The reply queued for the enquiry, and its timeline event. */
const queuedReplies = (id: string) =>
	withFaultDatabase(
		(sql) => sql<{ subject: string; text_body: string; reply_to: string; to_address: string; event_body: string | null }[]>`
			select o.subject, o.text_body, o.reply_to, o.to_address, e.body as event_body
			from email_outbox o left join enquiry_events e on e.outbox_id = o.id
			where o.enquiry_id = ${id} and o.kind = 'reply'`,
	)

async function expectNoSideways(page: Page) {
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
}

test('@postgres reply on a phone with JavaScript: pick a template, edit, send, see it sent', async ({ browser }) => {
	test.setTimeout(120_000)
	const id = await newEnquiry(`Sarah Reply${run}`)
	const { context, page } = await onPhone(browser, true)
	await page.goto(`${base()}/admin/enquiries/${id}`)
	await waitForHydration(page)
	const reply = page.getByRole('region', { name: `Reply to Sarah Reply${run}` })
	await expect(reply).toContainText(`sarah.${run}@example.com`)

	await reply.getByLabel('Start from a template').selectOption({ label: 'Survey booked' })
	await expect(page).toHaveURL(/\?template=2#reply$/)
	await expect(reply.getByLabel('Subject')).toHaveValue('Your survey is booked')
	await expect(reply.getByLabel('Message')).toHaveValue(/^Hello Sarah,\n\nYour survey is booked for … \./)
	await expectNoSideways(page)

	await reply.getByLabel('Subject').fill('Your survey is booked for Tuesday')
	const body = 'Hello Sarah,\n\nYour survey is booked for Tuesday at 10:00.\n\nKind regards,\nWestway'
	await reply.getByLabel('Message').fill(body)
	const send = reply.getByRole('button', { name: 'Send reply' })
	const box = (await send.boundingBox())!
	expect(box.height).toBeGreaterThanOrEqual(44)
	expect(box.x + box.width).toBeLessThanOrEqual(390)
	await send.tap()
	await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Reply sent' })).toBeVisible()
	// The form starts again empty, and the reply is on the timeline (which lists the enquiry's e-mails).
	await expect(reply.getByLabel('Subject')).toHaveValue('')
	await expect(page.getByRole('region', { name: /^Timeline/ })).toContainText('Your survey is booked for Tuesday')
	await expectNoSideways(page)
	expect(await queuedReplies(id)).toEqual([
		{
			subject: 'Your survey is booked for Tuesday',
			text_body: body,
			reply_to: expect.stringContaining('@'),
			to_address: `sarah.${run}@example.com`,
			event_body: 'Your survey is booked for Tuesday',
		},
	])

	// A blank subject (spaces pass the browser's own check) is refused beside the field, what was typed stays.
	await reply.getByLabel('Subject').fill('   ')
	await reply.getByLabel('Message').fill('Just checking in.')
	await reply.getByRole('button', { name: 'Send reply' }).tap()
	await expect(reply.getByText('Enter a subject for the e-mail.')).toBeVisible()
	await expect(reply.getByLabel('Message')).toHaveValue('Just checking in.')
	expect(await queuedReplies(id)).toHaveLength(1)
	await page.screenshot({ path: test.info().outputPath('reply-390.png'), fullPage: true })
	await context.close()
})

test('@postgres reply on a phone without JavaScript: template by a button, a refusal on the reply page, then sent', async ({ browser }) => {
	test.setTimeout(120_000)
	const id = await newEnquiry(`Mr Tom Noscript${run}`)
	const { context, page } = await onPhone(browser, false)
	await page.goto(`${base()}/admin/enquiries/${id}`)
	const reply = page.getByRole('region', { name: `Reply to Mr Tom Noscript${run}` })
	await reply.getByLabel('Start from a template').selectOption({ label: 'Your quote' })
	await reply.getByRole('button', { name: 'Use template' }).click()
	await expect(page).toHaveURL(/\?template=3#reply$/)
	await expect(reply.getByLabel('Subject')).toHaveValue('Your quote for Plumbing Services')
	await expect(reply.getByLabel('Message')).toHaveValue(new RegExp(`^Hello Mr Noscript${run},`))

	await reply.getByLabel('Subject').fill('  ')
	await reply.getByLabel('Message').fill('Our quote is £1,200 <all in>.')
	await reply.getByRole('button', { name: 'Send reply' }).click()
	await expect(page).toHaveURL(`${base()}/admin/enquiries/${id}/reply`)
	const again = page.getByRole('region', { name: `Reply to Mr Tom Noscript${run}` })
	await expect(again.getByText('Enter a subject for the e-mail.')).toBeVisible()
	await expect(again.getByLabel('Message')).toHaveValue('Our quote is £1,200 <all in>.')
	await expectNoSideways(page)

	await again.getByLabel('Subject').fill('Your quote')
	await again.getByRole('button', { name: 'Send reply' }).click()
	await expect(page).toHaveURL(`${base()}/admin/enquiries/${id}?saved=reply#reply`)
	await expect(page.getByRole('status').filter({ hasText: 'Reply sent' })).toBeVisible()
	expect(await queuedReplies(id)).toMatchObject([{ subject: 'Your quote', text_body: 'Our quote is £1,200 <all in>.' }])
	await expectNoSideways(page)
	await context.close()
})

test('@postgres reply templates are edited on their own page, on a phone', async ({ browser }) => {
	test.setTimeout(120_000)
	const { context, page } = await onPhone(browser, true)
	await page.goto(`${base()}/admin/enquiries/templates`)
	await waitForHydration(page)
	await expect(page.getByRole('heading', { name: 'Reply templates', level: 2 })).toBeVisible()
	const added = page.getByRole('group', { name: 'New template' })
	await added.getByLabel('Name').fill(`Follow-up ${run}`)
	await added.getByRole('textbox', { name: 'Subject' }).fill('Checking in about your {service} enquiry')
	await page.getByRole('button', { name: 'Save' }).tap()
	// Half filled in: refused beside the field.
	await expect(added.getByText("Enter the template's message, or clear the whole template to leave it out.")).toBeVisible()
	await added.getByLabel('Message').fill('Hello {name},\n\nJust checking in.\n\n{business}')
	await page.getByRole('button', { name: 'Save' }).tap()
	await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Reply templates saved successfully' })).toBeVisible()
	await expectNoSideways(page)

	const id = await newEnquiry(`Ann Template${run}`)
	await page.goto(`${base()}/admin/enquiries/${id}`)
	await waitForHydration(page)
	const reply = page.getByRole('region', { name: `Reply to Ann Template${run}` })
	await reply.getByLabel('Start from a template').selectOption({ label: `Follow-up ${run}` })
	await expect(reply.getByLabel('Subject')).toHaveValue('Checking in about your Plumbing Services enquiry')
	await expect(reply.getByLabel('Message')).toHaveValue(/^Hello Ann,\n\nJust checking in\.\n\n\S/)
	await context.close()
})
