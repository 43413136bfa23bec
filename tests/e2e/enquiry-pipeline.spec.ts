import { randomBytes } from 'node:crypto'
import { expect, test, type Browser, type BrowserContext } from '@playwright/test'

import { signedInAdmin, waitForHydration } from './helpers/admin-session.ts'
import { expectNoAxeViolations } from './helpers/axe.ts'
import { faultBaseUrl, withFaultDatabase } from './helpers/faults.ts'
import { expectNoSidewaysScroll, phone, smallTargets } from './helpers/phone.ts'

/**
 * The enquiry pipeline on a phone (issue 24): at 390 px, with one thumb and
 * nothing scrolling sideways, the owner filters the inbox, opens an enquiry,
 * calls or WhatsApps the customer, moves it to Quoted with a value, sets a
 * next action and adds a note, and sees them in the timeline. Also without
 * JavaScript. On the PostgreSQL-backed server, whose database the test seeds.
 */
test.describe.configure({ mode: 'serial' })

const run = randomBytes(3).toString('hex')
/** This run's own mobile number (other journeys share the server and use the usual test numbers). */
const mobile = String(parseInt(run, 16) % 1_000_000).padStart(6, '0')
let state: Awaited<ReturnType<BrowserContext['storageState']>>
const base = () => faultBaseUrl()
const ids: Record<string, string> = {}

async function asAdminOnPhone(browser: Browser, options: { javaScriptEnabled?: boolean } = {}) {
	const context = await browser.newContext({ storageState: state, ...phone, ...options })
	return { context, page: await context.newPage() }
}

test.beforeAll(async ({ browser }) => {
	test.setTimeout(120_000)
	;({ state } = await signedInAdmin(browser, 'pipeline'))
	await withFaultDatabase(async (sql) => {
		const [earlier] = await sql<{ id: string }[]>`
			insert into enquiries (name, email, phone, postcode, service, message, consent_at, stage, value_pence, created_at)
			values (${`Jo Earlier ${run}`}, ${`jo.${run}@example.com`}, ${`+44 7700 ${mobile}`}, 'W9 1AB', 'Bathroom Installation', 'An old job', now(), 'won', 420000, now() - interval '200 days')
			returning id`
		const [current] = await sql<{ id: string }[]>`
			insert into enquiries (name, email, phone, postcode, service, message, consent_at, created_at)
			values (${`Jo Walker ${run}`}, ${`JO.${run}@example.com`}, ${`07700${mobile}`}, 'W9 2AB', 'Plumbing Services', 'Leak under the kitchen sink, dripping into the flat below.', now(), now() - interval '1 hour')
			returning id`
		const [overdue] = await sql<{ id: string }[]>`
			insert into enquiries (name, email, phone, postcode, service, consent_at, next_action_on, next_action_note, created_at)
			values (${`Overdue ${run}`}, ${`late.${run}@example.com`}, '020 7946 0000', 'SW6 1AA', 'Electrical Work', now(), current_date - 3, 'Chase the survey date', now() - interval '2 days')
			returning id`
		await sql`insert into email_outbox (kind, enquiry_id, to_address, subject, text_body, status, attempts, sent_at)
			values ('enquiry-confirmation', ${current!.id}, ${`JO.${run}@example.com`}, 'Thanks for your enquiry', 'x', 'sent', 1, now())`
		ids.earlier = earlier!.id
		ids.current = current!.id
		ids.overdue = overdue!.id
	})
})

test('@postgres on a phone: filter the inbox, open an enquiry, quote it, set a next action, add a note, see the timeline', async ({
	browser,
}) => {
	const { context, page } = await asAdminOnPhone(browser)
	await page.goto(`${base()}/admin/enquiries`)
	await waitForHydration(page)
	// The overdue list heads the inbox.
	const overdueList = page.getByRole('region', { name: /^Overdue/ })
	await expect(overdueList.getByRole('link', { name: new RegExp(`Overdue ${run}`) })).toBeVisible()
	await expectNoSidewaysScroll(page)

	// Filters: in the address, applied by a plain GET form.
	await page.getByText('Filters', { exact: true }).click()
	await page.getByLabel('Search by name, email or postcode').fill(run)
	await page.getByLabel('Stage').selectOption('new')
	await page.getByLabel('Area').selectOption('maida-vale')
	await page.getByRole('button', { name: 'Apply filters' }).click()
	await expect(page).toHaveURL(/stage=new/)
	await expect(page).toHaveURL(/area=maida-vale/)
	await expect(page.getByRole('link', { name: `Jo Walker ${run}` })).toBeVisible()
	// Won and in another stage: filtered out.
	await expect(page.getByRole('link', { name: `Jo Earlier ${run}` })).toHaveCount(0)
	await expect(page.getByRole('link', { name: `Overdue ${run}` })).toHaveCount(0)
	await expectNoSidewaysScroll(page)
	expect(await smallTargets(page, 'main table a, main form button')).toEqual([])

	await page.getByRole('link', { name: `Jo Walker ${run}` }).click()
	await expect(page.getByRole('heading', { level: 2, name: `Enquiry from Jo Walker ${run}` })).toBeVisible()
	const contact = page.getByRole('navigation', { name: `Contact Jo Walker ${run}` })
	await expect(contact.getByRole('link', { name: 'Call' })).toHaveAttribute('href', `tel:+447700${mobile}`)
	await expect(contact.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', `https://wa.me/447700${mobile}`)
	// The same person: the same e-mail in another case, and the same phone written otherwise.
	const samePerson = page.getByRole('region', { name: /Same person/ })
	await expect(samePerson.getByRole('heading')).toHaveText('Same person: 1 earlier enquiry')
	await expect(samePerson.getByRole('link')).toContainText('Won')
	await expectNoSidewaysScroll(page)
	expect(await smallTargets(page, 'main nav a, main form button')).toEqual([])

	// The value shows for Quoted and Won only; the reason for Lost only.
	const stageForm = page.getByRole('form', { name: 'Stage' })
	await expect(stageForm.getByLabel('Value (£)')).toBeHidden()
	await stageForm.getByLabel('Enquiry stage').selectOption('lost')
	await expect(stageForm.getByLabel('Why was it lost?')).toBeVisible()
	await stageForm.getByRole('button', { name: 'Update stage' }).click()
	await expect(stageForm.getByText('Say why the job was lost.')).toBeVisible()

	await stageForm.getByLabel('Enquiry stage').selectOption('quoted')
	await expect(stageForm.getByLabel('Why was it lost?')).toBeHidden()
	await stageForm.getByLabel('Value (£)').fill('1,250')
	await stageForm.getByRole('button', { name: 'Update stage' }).click()
	await expect(page.getByText('Enquiry stage updated successfully')).toBeVisible()
	const timeline = page.getByRole('region', { name: /^Timeline/ }).getByRole('listitem')
	await expect(timeline.first()).toContainText('Stage: New → Quoted (£1,250)')
	await expect(timeline.first()).toContainText('pipeline.')
	await expect(page.getByText('£1,250', { exact: true })).toBeVisible()

	const nextAction = page.getByRole('form', { name: 'Next action' })
	const tomorrow = await page.evaluate(() => {
		const [day, month, year] = new Date(Date.now() + 86_400_000).toLocaleDateString('en-GB', { timeZone: 'Europe/London' }).split('/')
		return `${year}-${month}-${day}`
	})
	await nextAction.getByLabel('Day').fill(tomorrow)
	await nextAction.getByLabel('What to do').fill('Call back about the quote')
	await nextAction.getByRole('button', { name: 'Save' }).click()
	await expect(page.getByText('Next action saved')).toBeVisible()
	await expect(timeline.first()).toContainText('Next action:')
	await expect(timeline.first()).toContainText('Call back about the quote')

	const noteForm = page.getByRole('form', { name: 'Add a note' })
	await noteForm.getByLabel('Note').fill(`Prefers mornings ${run}`)
	await noteForm.getByRole('button', { name: 'Add note' }).click()
	await expect(page.getByText('Note added')).toBeVisible()
	await expect(timeline.first()).toContainText(`Prefers mornings ${run}`)
	// The box is empty again for the next note.
	await expect(noteForm.getByLabel('Note')).toHaveValue('')
	// Newest first, down to the e-mail the website sent, with its delivery.
	await expect(timeline).toHaveCount(4)
	await expect(timeline.last()).toContainText('Confirmation to the customer')
	await expect(timeline.last()).toContainText('Sent')
	await expectNoSidewaysScroll(page)

	const [row] = await withFaultDatabase(
		(sql) => sql<{ stage: string; value_pence: number; next_action_on: string }[]>`
			select stage, value_pence, next_action_on::text from enquiries where id = ${ids.current!}`,
	)
	expect(row).toEqual({ stage: 'quoted', value_pence: 125000, next_action_on: tomorrow })
	await context.close()
})

test('@postgres on a phone without JavaScript: the stage with its value, and a note', async ({ browser }) => {
	const { context, page } = await asAdminOnPhone(browser, { javaScriptEnabled: false })
	await page.goto(`${base()}/admin/enquiries/${ids.current}`)
	const stageForm = page.getByRole('form', { name: 'Stage' })
	await stageForm.getByLabel('Enquiry stage').selectOption('won')
	// CSS alone shows the value field for Won.
	await expect(stageForm.getByLabel('Value (£)')).toBeVisible()
	await stageForm.getByLabel('Value (£)').fill('1300.50')
	await stageForm.getByRole('button', { name: 'Update stage' }).click()
	await expect(page.getByText('Enquiry stage updated successfully')).toBeVisible()
	await expect(
		page
			.getByRole('region', { name: /^Timeline/ })
			.getByRole('listitem')
			.first(),
	).toContainText('Stage: Quoted → Won (£1,300.50)')

	await page.getByRole('form', { name: 'Add a note' }).getByLabel('Note').fill('Deposit paid')
	await page.getByRole('button', { name: 'Add note' }).click()
	await expect(page.getByText('Note added')).toBeVisible()
	await expect(
		page
			.getByRole('region', { name: /^Timeline/ })
			.getByRole('listitem')
			.first(),
	).toContainText('Deposit paid')
	await expectNoSidewaysScroll(page)

	// The inbox's filters work as a plain form too.
	await page.goto(`${base()}/admin/enquiries?q=${run}&stage=won`)
	await expect(page.getByRole('link', { name: `Jo Walker ${run}` })).toBeVisible()
	await expect(page.getByRole('link', { name: `Jo Earlier ${run}` })).toBeVisible()
	await expectNoSidewaysScroll(page)
	await context.close()
})

test('@postgres the inbox and an enquiry pass axe on a phone, filters and due lists included', async ({ browser }) => {
	test.setTimeout(90_000)
	const { context, page } = await asAdminOnPhone(browser)
	await page.emulateMedia({ reducedMotion: 'reduce' })
	for (const path of ['/admin/enquiries', `/admin/enquiries?stage=won&q=${run}`, `/admin/enquiries/${ids.current}`]) {
		const response = await page.goto(`${base()}${path}`)
		expect(response?.status(), path).toBe(200)
		await expectNoAxeViolations(page)
	}
	await context.close()
})
