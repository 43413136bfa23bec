import { randomBytes } from 'node:crypto'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'

import { runAdminCli } from '../admin-cli.ts'
import { faultBaseUrl, faultDatabaseUrl, withFaultDatabase } from './helpers/faults.ts'
import { expectNoSidewaysScroll, phone } from './helpers/phone.ts'

/**
 * Two-factor sign-in on a phone (issue 26, decision 0057), with JavaScript and
 * without: set it up from the Security page (the key read off the page, the
 * codes made from it as an authenticator app makes them), save the recovery
 * codes, sign out, sign in with a code, sign out, sign in with a recovery code.
 * Accounts are made with the admin CLI on the PostgreSQL-backed server.
 */
test.describe.configure({ mode: 'serial' })

const base = () => faultBaseUrl()
const password = 'two-factor e2e passphrase'

/** The authenticator app of one account: a code of a step not used yet (a code is accepted once), waiting for one if need be. */
function authenticator(key: string) {
	const secret = Secret.fromBase32(key.replace(/\s/g, ''))
	let lastStep = 0
	return async () => {
		const now = Math.floor(Date.now() / 30_000)
		// The server accepts the next step's code too (clocks drift), so one step ahead is used at once.
		const step = Math.max(now, lastStep + 1)
		if (step > now + 1) await new Promise((resolve) => setTimeout(resolve, (step - 1) * 30_000 - Date.now() + 500))
		lastStep = step
		return TOTP.generate({ secret, timestamp: step * 30_000 + 1_000 })
	}
}

async function newAccount(label: string) {
	const email = `${label}.${randomBytes(3).toString('hex')}@example.com`
	const created = await runAdminCli(['create', email], { DATABASE_URL: faultDatabaseUrl(), NODE_ENV: 'production' }, `${password}\n`)
	expect(created, created.stderr).toMatchObject({ code: 0 })
	await withFaultDatabase((sql) => sql`delete from rate_limit_buckets`)
	return email
}

async function passwordStep(page: Page, email: string) {
	await page.goto(`${base()}/auth`)
	await page.getByLabel('Email').fill(email)
	await page.getByLabel('Password').fill(password)
	await page.getByRole('button', { name: 'Sign In' }).click()
}

async function signOut(page: Page) {
	await page.getByRole('button', { name: 'Sign Out' }).click()
	await expect(page).toHaveURL(`${base()}/`)
}

async function journey(browser: Browser, javaScriptEnabled: boolean) {
	const label = javaScriptEnabled ? 'two-factor-js' : 'two-factor-nojs'
	const email = await newAccount(label)
	const context = await browser.newContext({ ...phone, javaScriptEnabled })
	const page = await context.newPage()
	const shot = (name: string) => page.screenshot({ path: test.info().outputPath(`${label}-${name}-390.png`), fullPage: true })

	// Signed in with the password alone (two-factor is off), to the Security page from the header.
	await passwordStep(page, email)
	await expect(page).toHaveURL(`${base()}/admin`)
	await page.getByRole('link', { name: 'Security' }).click()
	await expect(page.getByRole('heading', { name: 'Security', level: 2 })).toBeVisible()
	await expect(page.getByText('This device')).toBeVisible()

	// Set up: the QR code and the key; the first code turns it on and shows the recovery codes once.
	await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click()
	await expect(page).toHaveURL(/\/admin\/security\/two-factor/)
	await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
	const key = (await page.getByTestId('two-factor-key').textContent())!.trim()
	expect(key).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{4})+$/)
	await expectNoSidewaysScroll(page)
	await shot('set-up')
	const code = authenticator(key)
	await page.getByLabel('Code from the app').fill('000000')
	await page.getByRole('button', { name: 'Turn on two-factor' }).click()
	await expect(page.getByText(/^That code is not right/).first()).toBeVisible()
	await page.getByLabel('Code from the app').fill(await code())
	await page.getByRole('button', { name: 'Turn on two-factor' }).click()
	await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible()
	const recoveryCodes = (await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents()).map((text) =>
		text.trim(),
	)
	expect(recoveryCodes).toHaveLength(10)
	await expectNoSidewaysScroll(page)
	await shot('recovery-codes')
	await page.getByRole('link', { name: 'I have saved them' }).click()
	await expect(page.getByText('On', { exact: true })).toBeVisible()
	await signOut(page)

	// The password alone reaches the code step only; the admin area sends the browser back to sign in.
	await passwordStep(page, email)
	await expect(page).toHaveURL(`${base()}/auth/two-factor`)
	await page.goto(`${base()}/admin/security`)
	await expect(page).toHaveURL(`${base()}/auth?returnTo=%2Fadmin%2Fsecurity`)
	await passwordStep(page, email)
	await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible()
	await expectNoSidewaysScroll(page)
	await shot('code-step')
	await page.getByLabel('Authentication code').fill('111111')
	await page.getByRole('button', { name: 'Verify' }).click()
	await expect(page.getByText(/^That code is not right/).first()).toBeVisible()
	await page.getByLabel('Authentication code').fill(await code())
	await page.getByRole('button', { name: 'Verify' }).click()
	await expect(page).toHaveURL(`${base()}/admin`)
	await signOut(page)

	// With a recovery code, once.
	await passwordStep(page, email)
	await page.getByRole('link', { name: 'Lost your phone? Use a recovery code' }).click()
	await page.getByLabel('Recovery code').fill(recoveryCodes[0]!)
	await page.getByRole('button', { name: 'Verify' }).click()
	await expect(page).toHaveURL(`${base()}/admin`)
	await page.getByRole('link', { name: 'Security' }).click()
	await expect(page.getByText('9 recovery codes left.')).toBeVisible()
	await signOut(page)
	await passwordStep(page, email)
	await page.getByRole('link', { name: 'Lost your phone? Use a recovery code' }).click()
	await page.getByLabel('Recovery code').fill(recoveryCodes[0]!)
	await page.getByRole('button', { name: 'Verify' }).click()
	await expect(page.getByText('That recovery code is not right, or it has been used already.').first()).toBeVisible()
	await context.close()
}

test.describe('two-factor sign-in on a phone @postgres', () => {
	test('set up with a code, then sign in with a code and with a recovery code', async ({ browser }) => {
		test.setTimeout(120_000)
		await journey(browser, true)
	})

	test('the same without JavaScript', async ({ browser }) => {
		test.setTimeout(120_000)
		await journey(browser, false)
	})
})
