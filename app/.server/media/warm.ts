import { setTimeout as sleep } from 'node:timers/promises'

import { mediaFormats, type MediaFormat, type MediaWidth } from '#app/domain/media/keys.ts'
import {
	caseStudyPicture,
	heroPicture,
	largePicture,
	projectCardPicture,
	thumbnailPicture,
	type PicturePreset,
} from '#app/domain/media/picture-presets.ts'

import { logger } from '../logger.ts'
import { seededPictureKeys } from '../seed/index.ts'
import { singleton } from '../singleton.ts'
import { getStorage, type MediaStorage } from '../storage/index.ts'
import { encodesBusy, getVariant, variantKey } from './variants.ts'

/**
 * After start-up, the variants public pages ask for of the seeded pictures are
 * made in the background, so the first visitors after a fresh install do not
 * wait for them (half a second each). Uploads have theirs made at upload
 * (decision 0010); this is for the pictures the seed drew.
 *
 * It stays out of the way of requests: one variant at a time, only while no
 * other encode runs or waits, and after each one a rest as long as it took.
 * Variants already stored are skipped, so a restart finishes what a shutdown
 * interrupted.
 */

export type WarmVariant = { key: string; width: MediaWidth; format: MediaFormat }
export type WarmReport = { made: number; present: number; skipped: number; failed: number; stopped: boolean }

/** After this many failures in a row the storage is likely unreachable: the next start tries again. */
const FAILURES_BEFORE_GIVING_UP = 3
const BUSY_POLL_MS = 100
const MIN_REST_MS = 20

/** Which <picture>s show each kind of seeded picture. */
const seededPictureShownAs: Record<keyof ReturnType<typeof seededPictureKeys>, readonly PicturePreset[]> = {
	services: [heroPicture],
	// The gallery's grid and dialog, cards on service, area and About pages, an area page's hero.
	projects: [thumbnailPicture, largePicture, projectCardPicture, heroPicture],
	caseStudies: [caseStudyPicture],
}

/** Every variant a <picture> of this preset refers to, once: AVIF and WebP at each width, and the fallback. */
export function presetVariants({ widths, fallbackWidth, fallbackFormat = 'webp' }: PicturePreset) {
	const sources = widths.flatMap((width) => (['avif', 'webp'] as const).map((format): Omit<WarmVariant, 'key'> => ({ width, format })))
	const fallbackIsASource = sources.some((source) => source.width === fallbackWidth && source.format === fallbackFormat)
	return fallbackIsASource ? sources : [...sources, { width: fallbackWidth, format: fallbackFormat }]
}

/**
 * The variants of the seeded pictures that public pages refer to, each once,
 * narrowest first: what phones ask for is ready soonest, and the slow wide
 * AVIFs come last.
 */
export function seededPictureVariants(): WarmVariant[] {
	const variants = new Map<string, WarmVariant>()
	for (const [kind, keys] of Object.entries(seededPictureKeys()) as [keyof typeof seededPictureShownAs, string[]][]) {
		for (const key of keys) {
			for (const preset of seededPictureShownAs[kind]) {
				for (const { width, format } of presetVariants(preset)) variants.set(variantKey(key, width, format), { key, width, format })
			}
		}
	}
	return [...variants.values()].sort((a, b) => a.width - b.width || mediaFormats.indexOf(a.format) - mediaFormats.indexOf(b.format))
}

const state = singleton('media-warming', () => ({
	run: null as Promise<WarmReport> | null,
	controller: null as AbortController | null,
}))

/** Starts making `variants` in the background (once; a second call returns the running one). */
export function startWarmingVariants(options: { variants?: WarmVariant[]; storage?: MediaStorage } = {}): Promise<WarmReport> {
	if (state.run) return state.run
	const controller = new AbortController()
	state.controller = controller
	state.run = warm(options, controller.signal)
	return state.run
}

/** Stops at the next step; resolves once the variant being made, if any, is stored. */
export async function stopWarmingVariants(): Promise<void> {
	state.controller?.abort()
	const run = state.run
	state.run = null
	state.controller = null
	await run
}

/** Waits `ms`, or less if stopped (never rejects, and never keeps the process alive). */
const pause = (ms: number, signal: AbortSignal) => sleep(ms, undefined, { signal, ref: false }).catch(() => {})

async function warm(options: { variants?: WarmVariant[]; storage?: MediaStorage }, signal: AbortSignal): Promise<WarmReport> {
	const report: WarmReport = { made: 0, present: 0, skipped: 0, failed: 0, stopped: false }
	const started = performance.now()
	let storage: MediaStorage
	try {
		storage = options.storage ?? getStorage()
	} catch (error) {
		logger.warn({ err: error }, 'Could not make picture variants in advance: no media storage')
		return { ...report, failed: 1 }
	}
	// Whether each original is there to make variants of (false once it failed to decode: it will again).
	const originals = new Map<string, boolean>()
	let failuresInARow = 0
	for (const variant of options.variants ?? seededPictureVariants()) {
		if (signal.aborted) break
		try {
			if (!originals.has(variant.key)) originals.set(variant.key, await storage.exists(variant.key))
			if (!originals.get(variant.key)) {
				report.skipped++
				continue
			}
			if (await storage.exists(variantKey(variant.key, variant.width, variant.format))) {
				report.present++
				continue
			}
			while (encodesBusy() && !signal.aborted) await pause(BUSY_POLL_MS, signal)
			if (signal.aborted) break
			const began = performance.now()
			const made = await getVariant(storage, variant.key, variant.width, variant.format)
			if (made) report.made++
			else report.skipped++
			failuresInARow = 0
			await pause(Math.max(MIN_REST_MS, performance.now() - began), signal)
		} catch (error) {
			report.failed++
			originals.set(variant.key, false)
			logger.warn(
				{ err: error, key: variant.key, width: variant.width, format: variant.format },
				'Could not make a picture variant in advance',
			)
			if (++failuresInARow >= FAILURES_BEFORE_GIVING_UP) {
				logger.warn({ failures: failuresInARow }, 'Stopped making picture variants in advance: they will be made when first asked for')
				break
			}
		}
	}
	report.stopped = signal.aborted
	logger.info({ ...report, ms: Math.round(performance.now() - started) }, 'Picture variants made in advance')
	return report
}
