import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getPublicSettings } from '#app/.server/data/settings.ts'
import { auditLog, LOGO_HEIGHT, settings } from '#app/.server/db/schema/index.ts'
import { faviconKey, logoVariantKey } from '#app/.server/media/variants.ts'
import { installStorage, type MediaStorage } from '#app/.server/storage/index.ts'
import { createLocalStorage } from '#app/.server/storage/local.ts'
import { validate } from '#app/domain/form.ts'
import { mediaKeyFromUrl } from '#app/domain/media/keys.ts'
import { LOGO_SIZE, logoSizeSchema, sliderKeyStep } from '#app/domain/settings/branding-schema.ts'
import { faviconLinks, logoImage } from '#app/domain/settings/public-settings.ts'
import * as favicon from '#app/routes/resources/favicon.ts'
import { sessionForThisFile } from '#tests/admin-session.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { testContext } from '#tests/route-context.ts'

import * as branding from '../branding.tsx'

const database = testDatabaseForThisFile()
const ADMIN = 'branding-admin@example.com'
const admin = sessionForThisFile(ADMIN)
let root: string
let storage: MediaStorage

beforeAll(async () => {
	root = mkdtempSync(path.join(tmpdir(), 'branding-'))
	storage = createLocalStorage(root)
	installStorage(storage)
})

afterAll(() => {
	installStorage(null)
	rmSync(root, { recursive: true, force: true })
})

type Answer = { status: number; location: string | null; body: any }

async function answer(call: () => unknown): Promise<Answer> {
	const result = (await call()) as Response | { data: any; init: ResponseInit | null }
	if (result instanceof Response) return { status: result.status, location: result.headers.get('Location'), body: null }
	return { status: result.init?.status ?? 200, location: null, body: result.data }
}

/** A plain form (Remove, Save size) as the signed-in admin, or anonymously. */
function post(fields: Record<string, string>, { signedIn = true } = {}) {
	const request = new Request('http://localhost/admin/branding', {
		method: 'POST',
		body: new URLSearchParams(fields),
		headers: {
			...(signedIn ? { cookie: admin.cookie } : {}),
			'Content-Type': 'application/x-www-form-urlencoded',
			Origin: 'http://localhost',
		},
	})
	return answer(() => branding.action({ request, params: {}, context: testContext() } as never))
}

/** An upload form (multipart, as a browser sends it) to `?upload=logo|favicon`. */
function upload(image: 'logo' | 'favicon', file: { name: string; body: Buffer; type: string } | null, { signedIn = true } = {}) {
	const body = new FormData()
	body.set('intent', `upload-${image}`)
	body.set(
		'file',
		file ? new File([new Uint8Array(file.body)], file.name, { type: file.type }) : new File([], '', { type: 'application/octet-stream' }),
	)
	const request = new Request(`http://localhost/admin/branding?upload=${image}`, {
		method: 'POST',
		body,
		headers: { ...(signedIn ? { cookie: admin.cookie } : {}), Origin: 'http://localhost' },
	})
	return answer(() => branding.action({ request, params: {}, context: testContext() } as never))
}

const load = () =>
	branding.loader({
		request: new Request('http://localhost/admin/branding', { headers: { cookie: admin.cookie } }),
		params: {},
		context: testContext(),
	} as never)

const storedBrandingFiles = () => {
	const folder = path.join(root, 'branding')
	return existsSync(folder) ? readdirSync(folder) : []
}

const settingsRow = async () => (await database.db.select().from(settings).where(eq(settings.id, 1)))[0]

const png = (width: number, height: number, colour = '#f59e0bcc') =>
	sharp({ create: { width, height, channels: 4, background: colour } })
		.png()
		.toBuffer()

const storedKey = (url: string | null | undefined) => {
	const key = url ? mediaKeyFromUrl(url) : null
	if (!key) throw new Error(`Not a media URL: ${url}`)
	return key
}

describe('the logo', () => {
	let firstKey = ''

	it('uploads a PNG: stored with its header sizes, and the public pages use it on the next request', async () => {
		const saved = await upload('logo', { name: 'logo.png', body: await png(400, 120), type: 'image/png' })
		expect(saved).toMatchObject({ status: 302, location: '/admin/branding?saved=logo-updated' })
		const row = await settingsRow()
		firstKey = storedKey(row?.logoUrl)
		expect(firstKey).toMatch(/^branding\/logo-\d+\.png$/)
		expect(await storage.exists(firstKey)).toBe(true)
		expect(storedBrandingFiles()).toEqual([path.basename(firstKey)])
		expect(await storage.exists(logoVariantKey(firstKey, 60, 'png'))).toBe(true)
		expect(await storage.exists(logoVariantKey(firstKey, 120, 'webp'))).toBe(true)
		const publicSettings = await getPublicSettings()
		expect(publicSettings.logoUrl).toBe(`/media/${firstKey}`)
		// The header at 32px: the 60px size for 1x screens, 120px for 2x.
		expect(logoImage(publicSettings.logoUrl!, 32)).toEqual({
			src: `/media/${firstKey}?h=60&f=png`,
			srcSet: `/media/${firstKey}?h=60&f=png 1x, /media/${firstKey}?h=120&f=png 2x`,
			webpSrcSet: `/media/${firstKey}?h=60&f=webp 1x, /media/${firstKey}?h=120&f=webp 2x`,
		})
	})

	it('replacing it deletes the old files once the row points at the new ones', async () => {
		// Keys carry the time in milliseconds: make sure the second one differs.
		await new Promise((resolve) => setTimeout(resolve, 5))
		const saved = await upload('logo', { name: 'new logo.png', body: await png(300, 90, '#14304d'), type: 'image/png' })
		expect(saved.status).toBe(302)
		const newKey = storedKey((await settingsRow())?.logoUrl)
		expect(newKey).not.toBe(firstKey)
		expect(await storage.exists(newKey)).toBe(true)
		expect(await storage.exists(firstKey)).toBe(false)
		expect(await storage.exists(logoVariantKey(firstKey, 60, 'png'))).toBe(false)
	})

	it('refuses a file that is not an image with the server’s message, changing nothing', async () => {
		const before = await settingsRow()
		const refused = await upload('logo', { name: 'logo.png', body: Buffer.from('this is not a picture'), type: 'image/png' })
		expect([415, 422]).toContain(refused.status)
		expect(refused.body).toMatchObject({ formError: 'Failed to upload logo', target: 'logo' })
		expect(refused.body.fieldErrors.file).toEqual(expect.any(String))
		expect(refused.body.fieldErrors.file.length).toBeGreaterThan(10)
		expect(await settingsRow()).toEqual(before)
	})

	it('asks for a file when none was chosen', async () => {
		const refused = await upload('logo', null)
		expect(refused.status).toBe(400)
		expect(refused.body).toMatchObject({ formError: 'Failed to upload logo', fieldErrors: { file: 'Choose an image file for the logo.' } })
	})

	it('saves the size, and refuses one out of range or off the steps with a clear message', async () => {
		for (const [value, message] of [
			['200', 'The logo height must be between 24px and 120px.'],
			['20', 'The logo height must be between 24px and 120px.'],
			['30', 'The logo height goes in steps of 4px, e.g. 32px or 36px.'],
			['big', 'Choose a logo height in pixels.'],
		] as const) {
			const refused = await post({ intent: 'logo-size', logo_height: value })
			expect(refused.status).toBe(400)
			expect(refused.body).toMatchObject({ formError: 'Failed to update logo size', target: 'logo', fieldErrors: { logo_height: message } })
			expect(refused.body.values.logo_height).toBe(value)
		}
		expect((await settingsRow())?.logoHeight).toBe(32)
		expect(await post({ intent: 'logo-size', logo_height: '72' })).toMatchObject({
			status: 302,
			location: '/admin/branding?saved=logo-size',
		})
		expect((await getPublicSettings()).logoHeight).toBe(72)
		expect(await load()).toMatchObject({ branding: { logoHeight: 72 }, loadError: null })
	})

	it('removes it: the row goes back to the built-in and the files are deleted', async () => {
		const key = storedKey((await settingsRow())?.logoUrl)
		expect(await post({ intent: 'remove-logo' })).toMatchObject({ status: 302, location: '/admin/branding?saved=logo-removed' })
		expect((await settingsRow())?.logoUrl).toBeNull()
		expect((await getPublicSettings()).logoUrl).toBeNull()
		expect(await storage.exists(key)).toBe(false)
		expect(await storage.exists(logoVariantKey(key, 120, 'png'))).toBe(false)
	})

	it('takes an SVG logo and serves the cleaned drawing itself at every height', async () => {
		const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 60"><rect width="200" height="60" fill="#14304d"/></svg>'
		const saved = await upload('logo', { name: 'logo.svg', body: Buffer.from(svg), type: 'image/svg+xml' })
		expect(saved.status).toBe(302)
		const url = (await getPublicSettings()).logoUrl!
		expect(url).toMatch(/^\/media\/branding\/logo-\d+\.svg$/)
		expect(logoImage(url, 48)).toEqual({ src: url, srcSet: null, webpSrcSet: null })
		await post({ intent: 'remove-logo' })
	})
})

describe('the favicon', () => {
	it('uploads a square PNG: the page links and /favicon.ico point at its sizes; removing goes back to the built-in', async () => {
		expect(await answer(() => favicon.loader(iconRequest('/favicon.ico')))).toMatchObject({ status: 302, location: '/favicon.svg' })

		const saved = await upload('favicon', { name: 'icon.png', body: await png(64, 64, '#14304d'), type: 'image/png' })
		expect(saved).toMatchObject({ status: 302, location: '/admin/branding?saved=favicon-updated' })
		const url = (await getPublicSettings()).faviconUrl!
		const key = storedKey(url)
		expect(key).toMatch(/^branding\/favicon-\d+\.png$/)
		expect(await storage.exists(faviconKey(key, 32))).toBe(true)
		expect(await storage.exists(faviconKey(key, 180))).toBe(true)
		expect(faviconLinks(url)).toEqual({
			icon16: `${url}?icon=16`,
			icon32: `${url}?icon=32`,
			icon192: `${url}?icon=192`,
			appleTouch: `${url}?icon=180`,
		})
		const ico = await favicon.loader(iconRequest('/favicon.ico'))
		expect(ico.status).toBe(302)
		expect(ico.headers.get('Location')).toBe(`${url}?icon=32`)
		expect(ico.headers.get('Cache-Control')).toBe('no-cache')
		expect((await favicon.loader(iconRequest('/apple-touch-icon.png'))).headers.get('Location')).toBe(`${url}?icon=180`)

		expect(await post({ intent: 'remove-favicon' })).toMatchObject({ status: 302, location: '/admin/branding?saved=favicon-removed' })
		expect((await settingsRow())?.faviconUrl).toBeNull()
		expect(await storage.exists(key)).toBe(false)
		expect(await storage.exists(faviconKey(key, 32))).toBe(false)
		expect(await answer(() => favicon.loader(iconRequest('/favicon.ico')))).toMatchObject({ status: 302, location: '/favicon.svg' })
	})

	it('serves the built-in Apple touch icon as a 180px PNG, revalidated by its ETag', async () => {
		const response = await favicon.loader(iconRequest('/apple-touch-icon.png'))
		expect(response.status).toBe(200)
		expect(response.headers.get('Content-Type')).toBe('image/png')
		const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
		expect(metadata).toMatchObject({ width: 180, height: 180, format: 'png' })
		const etag = response.headers.get('ETag')!
		const again = await favicon.loader(iconRequest('/apple-touch-icon.png', { 'If-None-Match': etag }))
		expect(again.status).toBe(304)
	})
})

function iconRequest(pathname: string, headers: Record<string, string> = {}) {
	return { request: new Request(`http://localhost${pathname}`, { headers }), params: {}, context: testContext() } as never
}

describe('the guard, the history and a failed read', () => {
	it('refuses an anonymous caller, for forms and uploads alike, without changing anything', async () => {
		const before = await settingsRow()
		const refusedForm = await post({ intent: 'logo-size', logo_height: '96' }, { signedIn: false }).catch((error: unknown) => error)
		expect(refusedForm).toMatchObject({ type: 'DataWithResponseInit', init: { status: 401 } })
		const logo = { name: 'logo.png', body: await png(200, 60), type: 'image/png' }
		const refusedUpload = await upload('logo', logo, { signedIn: false }).catch((error: unknown) => error)
		expect(refusedUpload).toMatchObject({ type: 'DataWithResponseInit', init: { status: 401 } })
		expect(await settingsRow()).toEqual(before)
		// Every earlier logo and favicon was removed, so no file of this one was stored either.
		expect(storedBrandingFiles()).toEqual([])
	})

	it('records every change as the admin', async () => {
		const rows = await database.db.select().from(auditLog).where(eq(auditLog.tableName, 'settings'))
		expect(rows.length).toBeGreaterThanOrEqual(6)
		expect(rows.every((row) => row.actorEmail === ADMIN)).toBe(true)
	})

	it('says "Failed to load branding settings" and shows the built-ins when the row cannot be read', async () => {
		await database.db.execute(sql`alter table settings rename to settings_away`)
		try {
			expect(await load()).toEqual({
				branding: { logoUrl: null, faviconUrl: null, logoHeight: 32 },
				loadError: 'Failed to load branding settings',
			})
			const failed = await post({ intent: 'logo-size', logo_height: '40' })
			expect(failed.status).toBe(503)
			expect(failed.body).toMatchObject({ formError: 'Failed to update logo size', target: 'logo' })
		} finally {
			await database.db.execute(sql`alter table settings_away rename to settings`)
		}
	})
})

describe('the slider rules', () => {
	it('match the settings row’s limits', () => {
		expect(LOGO_SIZE).toEqual(LOGO_HEIGHT)
		expect(validate(logoSizeSchema, { logo_height: '120' })).toEqual({ ok: true, data: { logoHeight: 120 } })
		expect(validate(logoSizeSchema, { logo_height: '24px' })).toEqual({ ok: true, data: { logoHeight: 24 } })
	})

	it('move 10 steps (40px) with Page Up/Down and Shift with an arrow, and leave other keys to the browser', () => {
		expect(sliderKeyStep('PageUp', false)).toBe(40)
		expect(sliderKeyStep('PageDown', false)).toBe(-40)
		expect(sliderKeyStep('ArrowRight', true)).toBe(40)
		expect(sliderKeyStep('ArrowLeft', true)).toBe(-40)
		expect(sliderKeyStep('ArrowUp', true)).toBe(40)
		expect(sliderKeyStep('ArrowRight', false)).toBeNull()
		expect(sliderKeyStep('Home', false)).toBeNull()
	})
})
