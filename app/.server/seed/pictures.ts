import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { services as serviceContent } from '#app/content/services.ts'
import { caseStudyPictureSlots, seededCaseStudyPictureKey } from '#app/domain/case-study/case-study.ts'
import { categorySlug } from '#app/domain/slug.ts'

import type { MediaStorage } from '../storage/index.ts'
import { seedCaseStudies } from './case-studies.ts'
import { seedProjects, type SeedProject } from './data.ts'

/**
 * The starting pictures are committed WebP files (1600x1000) in
 * `app/.server/seed/pictures/`, at the path of their media key after `seed/`.
 * `npm run images` draws them (scripts/illustrations/); the seed only copies
 * them into the media store (decision 0037).
 */

const KEY_PREFIX = 'seed/'

/** Where the seed stores a service's starting picture. */
export const seededServicePictureKey = (slug: string) => `${KEY_PREFIX}services/${slug}.webp`

/** Where the seed stores a project's starting picture. */
export const seededProjectPictureKey = (project: Pick<SeedProject, 'category' | 'title'>) =>
	`${KEY_PREFIX}projects/${categorySlug(project.category)}/${categorySlug(project.title)}.webp`

/** The case studies' pictures: an "after" each, and a "before" where the case study shows both. */
function seededCaseStudyPictureKeys() {
	return seedCaseStudies.flatMap((study) => caseStudyPictureSlots(study).map((which) => seededCaseStudyPictureKey(study.id, which)))
}

/** The starting pictures the seed stores, by what shows them: every service has one of its own, every project one. */
export function seededPictureKeys(): Record<'services' | 'projects' | 'caseStudies', string[]> {
	return {
		services: serviceContent.map((service) => seededServicePictureKey(service.slug)),
		projects: seedProjects.map(seededProjectPictureKey),
		caseStudies: seededCaseStudyPictureKeys(),
	}
}

/**
 * The committed folder of starting pictures. This module runs from the source
 * tree (scripts, tests, dev) and bundled into `build/server/` (production), so
 * look upwards for it, as for the migrations.
 */
export function findSeedPicturesFolder(from = path.dirname(fileURLToPath(import.meta.url))): string {
	for (let directory = from; ; directory = path.dirname(directory)) {
		const candidate = path.join(directory, 'app', '.server', 'seed', 'pictures')
		if (existsSync(candidate)) return candidate
		if (path.dirname(directory) === directory) throw new Error(`Could not find the app/.server/seed/pictures/ folder above ${from}`)
	}
}

/** The committed file of a starting picture's media key. */
export function seedPictureFile(key: string, folder = findSeedPicturesFolder()): string {
	if (!key.startsWith(KEY_PREFIX)) throw new Error(`Not a seeded picture's key: ${key}`)
	return path.join(folder, ...key.slice(KEY_PREFIX.length).split('/'))
}

/** Copies a starting picture into the media store once (the owner's replacement is never overwritten). */
export async function ensureSeedPicture(storage: MediaStorage, key: string, folder?: string) {
	if (await storage.exists(key)) return
	await storage.put(key, await readFile(seedPictureFile(key, folder)), 'image/webp')
}
