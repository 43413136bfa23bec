import { randomBytes } from 'node:crypto'
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test'

import { runAdminCli } from '../../admin-cli.ts'
import { faultBaseUrl, faultDatabaseUrl, withFaultDatabase } from './faults.ts'

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

/**
 * A new admin account on the PostgreSQL-backed server (made with the admin
 * CLI, as an operator would) and a browser state signed in as it. The sign-in
 * throttle is per IP and every browser test comes from 127.0.0.1, so a spec
 * that signs in after another has tripped it on purpose starts from a clean
 * count.
 */
export async function signedInAdmin(browser: Browser, label: string): Promise<{ email: string; state: StorageState }> {
	const email = `${label}.${randomBytes(3).toString('hex')}@example.com`
	const password = `${label} e2e passphrase`
	const created = await runAdminCli(['create', email], { DATABASE_URL: faultDatabaseUrl(), NODE_ENV: 'production' }, `${password}\n`)
	expect(created, created.stderr).toMatchObject({ code: 0 })
	await withFaultDatabase((sql) => sql`delete from rate_limit_buckets`)

	const context = await browser.newContext()
	const page = await context.newPage()
	await page.goto(`${faultBaseUrl()}/auth`)
	await page.getByLabel('Email').fill(email)
	await page.getByLabel('Password').fill(password)
	await page.getByRole('button', { name: 'Sign In' }).click()
	await page.waitForURL(`${faultBaseUrl()}/admin`)
	const state = await context.storageState()
	await context.close()
	return { email, state }
}

/**
 * Waits until React has taken over an admin page (its layout marks the document
 * from an effect), so a click is handled by the page, not posted as a document.
 */
export const waitForHydration = (page: Page) => page.waitForFunction(() => 'hydrated' in document.documentElement.dataset)
