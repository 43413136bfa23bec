import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { createLocalStorage } from '#app/.server/storage/local.ts'
import type { MediaStorage } from '#app/.server/storage/types.ts'
import { heroPicture } from '#app/domain/media/picture-presets.ts'

import { seededPictureKeys } from '../seed/index.ts'
import { variantKey, withEncodeSlot } from './variants.ts'
import { presetVariants, seededPictureVariants, startWarmingVariants, stopWarmingVariants, type WarmVariant } from './warm.ts'

let root: string
let storage: MediaStorage
beforeEach(() => {
	root = mkdtempSync(path.join(tmpdir(), 'warm-'))
	storage = createLocalStorage(root)
})
afterEach(async () => {
	await stopWarmingVariants()
	rmSync(root, { recursive: true, force: true })
})

const seeded = seededPictureKeys()
const service = seeded.services[0]!
const project = seeded.projects[0]!
const caseStudy = seeded.caseStudies[0]!

/** A small picture encodes in milliseconds; noise at full size takes long enough to be stopped midway. */
const smallPicture = () =>
	sharp({ create: { width: 160, height: 100, channels: 3, background: '#8899aa' } })
		.webp()
		.toBuffer()
const largeNoisyPicture = () =>
	sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
		.webp()
		.toBuffer()

const variantsOf = (key: string) => seededPictureVariants().filter((variant) => variant.key === key)
const stored = (variant: WarmVariant) => storage.exists(variantKey(variant.key, variant.width, variant.format))
/** Every file under the storage root, variants included. */
const files = () => readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())

describe('the seeded pictures’ variants', () => {
	it('are those the pages refer to, each once, narrowest first', () => {
		const forService = variantsOf(service)
		expect(forService.map(({ width, format }) => `${width}/${format}`).sort()).toEqual(
			presetVariants(heroPicture)
				.map(({ width, format }) => `${width}/${format}`)
				.sort(),
		)
		const all = seededPictureVariants()
		expect(new Set(all.map((variant) => variantKey(variant.key, variant.width, variant.format))).size).toBe(all.length)
		expect(all.map((variant) => variant.width)).toEqual(all.map((variant) => variant.width).sort((a, b) => a - b))
		// The gallery's dialog asks for the widest of a project's; a project card for its JPEG fallback.
		expect(variantsOf(project)).toEqual(
			expect.arrayContaining([
				{ key: project, width: 1600, format: 'avif' },
				{ key: project, width: 640, format: 'jpeg' },
			]),
		)
	})

	it('are made after start-up without any request, and skipped once there', async () => {
		for (const key of [service, project, caseStudy]) await storage.put(key, await smallPicture(), 'image/webp')
		const expected = [service, project, caseStudy].flatMap(variantsOf)

		const report = await startWarmingVariants({ storage })
		expect(report).toMatchObject({ made: expected.length, present: 0, failed: 0, stopped: false })
		// The other seeded pictures are not in this storage: nothing to make of them.
		expect(report.skipped).toBe(seededPictureVariants().length - expected.length)
		for (const variant of expected) expect(await stored(variant), `${variant.key} ${variant.width} ${variant.format}`).toBe(true)
		const made = await storage.get(variantKey(project, 640, 'jpeg'))
		expect(await sharp(made!.body).metadata()).toMatchObject({ format: 'jpeg', width: 160 })

		await stopWarmingVariants()
		expect(await startWarmingVariants({ storage })).toMatchObject({ made: 0, present: expected.length, failed: 0 })
	})

	it('wait while another encode runs, so requests come first', async () => {
		await storage.put(service, await smallPicture(), 'image/webp')
		let release!: () => void
		const request = withEncodeSlot(() => new Promise<void>((resolve) => (release = resolve)))
		const run = startWarmingVariants({ storage, variants: variantsOf(service) })
		await sleep(400)
		expect(files().filter((file) => file.parentPath.includes('_variants'))).toEqual([])
		release()
		await request
		expect(await run).toMatchObject({ made: variantsOf(service).length, failed: 0 })
	})

	it('stop promptly at shutdown, keeping what was made and leaving no half-written file', async () => {
		await storage.put(project, await largeNoisyPicture(), 'image/webp')
		const variants = variantsOf(project)
		const run = startWarmingVariants({ storage, variants })
		await vi.waitFor(async () => expect(await stored(variants[0]!)).toBe(true), { timeout: 20_000, interval: 20 })

		const stopping = performance.now()
		await stopWarmingVariants()
		// At most the encode under way is waited for.
		expect(performance.now() - stopping).toBeLessThan(5_000)
		const report = await run
		expect(report.stopped).toBe(true)
		expect(report.made).toBeGreaterThanOrEqual(1)
		expect(report.made).toBeLessThan(variants.length)

		const after = files().length
		await sleep(500)
		expect(files()).toHaveLength(after)
		expect(files().filter((file) => file.name.endsWith('.tmp'))).toEqual([])
		expect(files().filter((file) => file.parentPath.includes('_variants'))).toHaveLength(report.made)
	})

	it('log a picture that cannot be read and go on with the others', async () => {
		await storage.put(project, Buffer.from('not a picture'), 'image/webp')
		await storage.put(service, await smallPicture(), 'image/webp')
		const report = await startWarmingVariants({ storage, variants: [...variantsOf(project), ...variantsOf(service)] })
		// One failure: the rest of that picture's variants are not tried.
		expect(report).toMatchObject({ failed: 1, made: variantsOf(service).length, skipped: variantsOf(project).length - 1 })
		for (const variant of variantsOf(service)) expect(await stored(variant)).toBe(true)
	})
})
