import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getPublicSettings, normaliseCaseStudyPictures, readCaseStudyPictures } from '#app/.server/data/settings.ts'
import { caseStudies as caseStudiesTable, settings } from '#app/.server/db/schema/index.ts'
import { mediaKeysOf } from '#app/.server/media/ingest.ts'
import { seedCaseStudies as caseStudies, seedCaseStudySlug } from '#app/.server/seed/case-studies.ts'
import { getStorage, installStorage } from '#app/.server/storage/index.ts'
import { createLocalStorage } from '#app/.server/storage/local.ts'
import { caseStudyPictures } from '#app/domain/case-study/case-study.ts'
import { mediaVariantUrl } from '#app/domain/media/keys.ts'
import { CaseStudyPictures } from '#app/routes/site/case-studies/case-study-card.tsx'
import { sessionForThisFile } from '#tests/admin-session.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { testContext } from '#tests/route-context.ts'

import * as tab from '../gallery.tsx'

const database = testDatabaseForThisFile()
const adminSession = sessionForThisFile('pictures-admin@example.com')
const memberSession = sessionForThisFile('pictures-member@example.com', { admin: false })
let mediaDir = ''

beforeAll(async () => {
	mediaDir = await mkdtemp(path.join(os.tmpdir(), 'case-study-pictures-'))
	installStorage(createLocalStorage(mediaDir))
})

afterAll(async () => {
	installStorage(null)
	await rm(mediaDir, { recursive: true, force: true })
})

const withBefore = caseStudies.find((study) => study.beforeAfter && study.pictures.before)!
const afterOnly = caseStudies.find((study) => !study.beforeAfter)!

describe('normaliseCaseStudyPictures', () => {
	it('keeps valid media keys of pictures the case studies have', () => {
		const stored = { [withBefore.id]: { after: 'case-studies/a.jpg', before: 'case-studies/b.jpg' } }
		expect(normaliseCaseStudyPictures(stored)).toEqual(stored)
	})

	it('drops anything odd, so those pictures fall back to the seeded files', () => {
		for (const stored of [null, 'x', 3, [], { 999: { after: 'case-studies/a.jpg' } }])
			expect(normaliseCaseStudyPictures(stored)).toEqual({})
		expect(
			normaliseCaseStudyPictures({
				[withBefore.id]: { after: '../../etc/passwd', before: 42 },
				[afterOnly.id]: { after: '_variants/x.jpg', before: 'case-studies/b.jpg' },
			}),
		).toEqual({})
		expect(caseStudyPictures(withBefore, normaliseCaseStudyPictures({ [withBefore.id]: { after: '/abs.jpg' } })).after.url).toBe(
			`/media/seed/case-studies/${withBefore.id}-after.webp`,
		)
	})
})

async function post(url: string, body: FormData, session: { cookie: string } | null) {
	const request = new Request(`http://localhost${url}`, {
		method: 'POST',
		body,
		headers: { ...(session ? { cookie: session.cookie } : {}), Origin: 'http://localhost' },
	})
	let result: unknown
	try {
		result = await tab.action({ request, params: {}, context: testContext() } as never)
	} catch (thrown) {
		result = thrown
	}
	if (result instanceof Response) return { status: result.status, location: result.headers.get('Location'), body: null as any }
	const answer = result as { data: any; init: ResponseInit | null }
	return { status: answer.init?.status ?? 200, location: null, body: answer.data }
}

const fileForm = (name: string, bytes: Buffer, type: string) => {
	const form = new FormData()
	form.set('file', new File([new Uint8Array(bytes)], name, { type }))
	return form
}

const photo = () =>
	sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 40, g: 120, b: 160 } } })
		.jpeg()
		.toBuffer()

describe('replacing a case-study picture', () => {
	const url = `/admin/gallery?case-study=${withBefore.id}&picture=after`

	it('refuses anyone but an admin, changing nothing', async () => {
		const anonymous = await post(url, fileForm('a.jpg', await photo(), 'image/jpeg'), null)
		expect(anonymous.status).toBe(401)
		const member = await post(url, fileForm('a.jpg', await photo(), 'image/jpeg'), memberSession)
		expect(member.status).toBe(403)
		expect(await readCaseStudyPictures()).toEqual({})
	})

	it('refuses a file that is not an image with the pipeline’s message, beside the field', async () => {
		const answer = await post(url, fileForm('notes.jpg', Buffer.from('not a picture at all'), 'image/jpeg'), adminSession)
		expect(answer.status).toBeGreaterThanOrEqual(400)
		expect(answer.status).toBeLessThan(500)
		expect(answer.body.target).toBe(`case-study-${withBefore.id}-after`)
		expect(answer.body.formError).toBe('Failed to replace the after picture')
		expect(answer.body.fieldErrors.file).toMatch(/notes\.jpg/)
		expect(await readCaseStudyPictures()).toEqual({})
	})

	it('refuses a file over the upload limit with the upload’s message, beside the field', async () => {
		const answer = await post(url, fileForm('huge.jpg', Buffer.alloc(26 * 1024 * 1024), 'image/jpeg'), adminSession)
		expect(answer.status).toBe(413)
		expect(answer.body.target).toBe(`case-study-${withBefore.id}-after`)
		expect(answer.body.fieldErrors.file).toBe('huge.jpg is larger than 25 MB. Please upload a smaller file.')
		expect(await readCaseStudyPictures()).toEqual({})
	})

	it('refuses a "before" for a case study that has none', async () => {
		const answer = await post(
			`/admin/gallery?case-study=${afterOnly.id}&picture=before`,
			fileForm('a.jpg', await photo(), 'image/jpeg'),
			adminSession,
		)
		expect(answer).toMatchObject({ status: 302, location: '/admin/gallery' })
		expect(await readCaseStudyPictures()).toEqual({})
	})

	it('stores a valid image with its variants, and the public page shows it; a second replacement deletes the first upload', async () => {
		const first = await post(url, fileForm('kitchen.jpg', await photo(), 'image/jpeg'), adminSession)
		expect(first).toMatchObject({ status: 302, location: `/admin/gallery?saved=case-study-picture#case-study-${withBefore.id}-after` })
		const key = (await readCaseStudyPictures())[String(withBefore.id)]?.after
		expect(key).toMatch(new RegExp(`^case-studies/${withBefore.id}-after-\\d+\\.jpg$`))
		const storage = getStorage()
		const variants = mediaKeysOf(key!)
		expect(await storage.exists(key!)).toBe(true)
		expect((await Promise.all(variants.map((variant) => storage.exists(variant)))).filter(Boolean).length).toBeGreaterThan(3)

		const publicSettings = await getPublicSettings()
		expect(publicSettings.caseStudyPictures).toEqual({ [withBefore.id]: { after: key } })
		const page = renderToStaticMarkup(
			// The pictures as the list's card and the case study's page show them.
			<CaseStudyPictures
				study={{ ...withBefore, slug: seedCaseStudySlug(withBefore) }}
				prefix="case-study"
				overrides={publicSettings.caseStudyPictures}
			/>,
		)
		expect(page.replaceAll('&amp;', '&')).toContain(`src="${mediaVariantUrl(`/media/${key}`, 960, 'jpeg')}"`)
		// The "before" is still the seeded one.
		expect(page).toContain(`seed/case-studies/${withBefore.id}-before.webp`)

		const loaded = await tab.loader({
			request: new Request('http://localhost/admin/gallery', { headers: { cookie: adminSession.cookie } }),
			params: {},
			context: testContext(),
		} as never)
		const study = loaded.caseStudies.studies.find((candidate) => candidate.id === withBefore.id)!
		expect(study.pictures).toEqual([
			{ which: 'after', url: `/media/${key}`, replaced: true },
			{ which: 'before', url: `/media/seed/case-studies/${withBefore.id}-before.webp`, replaced: false },
		])

		await new Promise((resolve) => setTimeout(resolve, 5))
		const second = await post(url, fileForm('kitchen-2.jpg', await photo(), 'image/jpeg'), adminSession)
		expect(second.status).toBe(302)
		const next = (await readCaseStudyPictures())[String(withBefore.id)]?.after
		expect(next).not.toBe(key)
		expect(await storage.exists(key!)).toBe(false)
		expect(await storage.exists(next!)).toBe(true)
	})

	it('falls back to the seeded picture when the stored value is odd', async () => {
		await database.db.update(settings).set({ caseStudyPictures: { [withBefore.id]: { after: 'https://evil.example/x.jpg' } } as never })
		expect((await getPublicSettings()).caseStudyPictures).toEqual({})
	})
})

describe('a case study added in the admin', () => {
	it('gets picture slots with no picture until one is uploaded, and then keeps it', async () => {
		const [study] = await database.db
			.insert(caseStudiesTable)
			.values({ slug: 'added-in-the-admin', title: 'Added in the admin', area: 'westminster', pictureAfterAlt: 'The finished room' })
			.returning({ id: caseStudiesTable.id })
		const load = () =>
			tab.loader({
				request: new Request('http://localhost/admin/gallery', { headers: { cookie: adminSession.cookie } }),
				params: {},
				context: testContext(),
			} as never)
		const slots = () => load().then((loaded) => loaded.caseStudies.studies.find((candidate) => candidate.id === study!.id))
		expect((await slots())?.pictures).toEqual([{ which: 'after', url: null, replaced: false }])
		const answer = await post(
			`/admin/gallery?case-study=${study!.id}&picture=after`,
			fileForm('room.jpg', await photo(), 'image/jpeg'),
			adminSession,
		)
		expect(answer.status).toBe(302)
		const key = (await readCaseStudyPictures())[String(study!.id)]?.after
		expect(key).toMatch(new RegExp(`^case-studies/${study!.id}-after-\\d+\\.jpg$`))
		expect((await slots())?.pictures).toEqual([{ which: 'after', url: `/media/${key}`, replaced: true }])
		expect((await getPublicSettings()).caseStudyPictures[String(study!.id)]).toEqual({ after: key })
		// No such case study: no slot.
		const missing = await post(
			`/admin/gallery?case-study=99999&picture=after`,
			fileForm('room.jpg', await photo(), 'image/jpeg'),
			adminSession,
		)
		expect(missing).toMatchObject({ status: 302, location: '/admin/gallery' })
	})
})
