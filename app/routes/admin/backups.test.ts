import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { backupInProgress } from '#app/.server/backup/index.ts'
import { backupRuns } from '#app/.server/db/schema/index.ts'
import { setEnvForTesting } from '#app/.server/env.ts'
import { loadOverview } from '#app/.server/overview/index.ts'
import { accountCookie, sessionForThisFile } from '#tests/admin-session.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { formPost, settle, testContext } from '#tests/route-context.ts'

import * as downloadRoute from './backups-download.ts'
import * as backupsRoute from './backups.tsx'
import { HealthSection } from './overview/health.tsx'
import { overviewView } from './overview/view.server.ts'

const database = testDatabaseForThisFile()
const admin = sessionForThisFile('owner@example.com')
let memberCookie = ''
let dataDir: string

beforeAll(async () => {
	dataDir = mkdtempSync(path.join(tmpdir(), 'westway-backups-page-'))
	setEnvForTesting({ DATA_DIR: dataDir, BACKUP_KEEP_DAILY: '7', BACKUP_KEEP_WEEKLY: '4' })
	mkdirSync(path.join(dataDir, 'media', 'gallery'), { recursive: true })
	writeFileSync(path.join(dataDir, 'media', 'gallery', '1700000000000-ab12cd-porch.jpg'), 'a picture')
	memberCookie = await accountCookie('member@example.com', 'a member password', '203.0.113.9', { admin: false })
})

afterAll(() => {
	setEnvForTesting({})
	rmSync(dataDir, { recursive: true, force: true })
})

const get = (cookie: string | null = admin.cookie) => new Request('http://localhost/admin/backups', { headers: cookie ? { cookie } : {} })
const load = (cookie: string | null = admin.cookie) =>
	settle(() => backupsRoute.loader({ request: get(cookie), params: {}, context: testContext() } as never))
const post = (fields: Record<string, string>, cookie: string | null = admin.cookie) =>
	settle(() => backupsRoute.action({ request: formPost('/admin/backups', fields, cookie), params: {}, context: testContext() } as never))
const download = (name: string, cookie: string | null = admin.cookie) =>
	settle(async () => {
		const response = await downloadRoute.loader({ request: get(cookie), params: { name }, context: testContext() } as never)
		return response
	})

async function finished() {
	for (let tries = 0; backupInProgress() && tries < 600; tries++) await new Promise((resolve) => setTimeout(resolve, 50))
}

const health = async () => overviewView(await loadOverview(new Date()), new Date()).health

describe('the backups page', () => {
	it('is for admins only, and so is every download', async () => {
		expect(await load(null)).toMatchObject({ status: 302, location: '/auth?returnTo=%2Fadmin%2Fbackups' })
		expect((await load(memberCookie)).status).toBe(302)
		expect(await post({ intent: backupsRoute.BACKUP_INTENT }, null)).toMatchObject({ status: 401 })
		expect(await post({ intent: backupsRoute.BACKUP_INTENT }, memberCookie)).toMatchObject({ status: 403 })
		expect((await download('backup-20261201-030000-scheduled.tar', null)).status).toBe(302)
		expect(await database.db.$count(backupRuns)).toBe(0)
	})

	it('says there is none yet, on the page and in the overview', async () => {
		expect((await load()).body).toMatchObject({ archives: [], runs: [], running: null, store: 'local' })
		const shown = await health()
		expect(shown?.lastBackup).toBeNull()
		expect(renderToStaticMarkup(createElement(HealthSection, { health: shown, retry: null }))).toContain('None yet')
	})

	it('Back up now makes one in the background; the page lists it with its result, the overview shows it, and it downloads', async () => {
		expect(await post({ intent: backupsRoute.BACKUP_INTENT })).toMatchObject({ status: 302, location: '/admin/backups?saved=started' })
		await finished()
		const page = (await load()).body
		expect(page.runs).toMatchObject([{ trigger: 'Back up now', ok: true, files: 1, error: null }])
		expect(page.archives).toHaveLength(1)
		const [archive] = page.archives
		expect(archive.name).toMatch(/^backup-\d{8}-\d{6}-admin\.tar$/)

		const shown = await health()
		expect(shown?.lastBackup).toMatchObject({ ok: true, size: archive.size })
		const markup = renderToStaticMarkup(createElement(HealthSection, { health: shown, retry: null }))
		expect(markup).toContain('Last backup')
		expect(markup).toContain(`${archive.size} · OK`)

		const response = await downloadRoute.loader({ request: get(), params: { name: archive.name }, context: testContext() } as never)
		expect(response.status).toBe(200)
		expect(response.headers.get('Content-Type')).toBe('application/x-tar')
		expect(response.headers.get('Cache-Control')).toBe('private, no-store')
		expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="${archive.name}"`)
		const bytes = Buffer.from(await response.arrayBuffer())
		expect(String(bytes.length)).toBe(response.headers.get('Content-Length'))
		expect(bytes.includes(Buffer.from('manifest.json'))).toBe(true)

		expect(await download('backup-20200101-000000-admin.tar')).toMatchObject({ status: 404 })
		expect(await download('../pglite.lock')).toMatchObject({ status: 404 })

		// Signed in an hour ago and not confirmed since: the password (and code) again first, then back to the page.
		await database.db.execute(sql`update sessions set created_at = now() - interval '1 hour', reauthenticated_at = null`)
		expect(await download(archive.name)).toMatchObject({
			status: 302,
			location: `/admin/security/confirm?returnTo=${encodeURIComponent('/admin/backups')}`,
		})
	})

	it('shows a failed backup as failed, with its reason', async () => {
		await database.db.insert(backupRuns).values({
			startedAt: new Date(),
			finishedAt: new Date(Date.now() + 60_000),
			trigger: 'scheduled',
			day: '2026-12-02',
			ok: false,
			store: 'local',
			databaseKind: 'pglite',
			error: 'The disk is full',
		})
		expect((await load()).body.runs[0]).toMatchObject({ trigger: 'Daily', ok: false, error: 'The disk is full' })
		const shown = await health()
		expect(shown?.lastBackup).toMatchObject({ ok: false })
		expect(renderToStaticMarkup(createElement(HealthSection, { health: shown, retry: null }))).toContain('· Failed')
		expect(await post({ intent: 'something-else' })).toMatchObject({ status: 400, body: { formError: 'This action is not known.' } })
	})
})
