/**
 * What each of the seed's starting pictures shows: the scene, layout variant
 * and colours drawn into the committed file at its media key
 * (app/.server/seed/pictures/, decision 0037). `npm run images` renders them;
 * scripts/illustrations/seed-pictures.test.ts checks the committed files are
 * the drawings named here.
 */
import { createHash } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

import { seedProjects } from '#app/.server/seed/data.ts'
import { seededProjectPictureKey, seededServicePictureKey } from '#app/.server/seed/pictures.ts'
import { seededCaseStudyPictureKey } from '#app/domain/case-study/case-study.ts'

import { illustrationSvg, type IllustrationSpec } from './draw.ts'

/** A starting picture: a drawing, and for a "before" the muted colours of the tired room it was. */
export type SeedPicture = IllustrationSpec & { muted?: boolean }

/** Each gallery project's picture, by the project's title. */
const projectPictures: Record<string, IllustrationSpec> = {
	'Shaker kitchen with island': { kind: 'kitchen', variant: 0 },
	'Galley kitchen opened up': { kind: 'kitchen', variant: 1 },
	'Handleless kitchen in a mansion flat': { kind: 'kitchen', variant: 2 },
	'Roll-top bath family bathroom': { kind: 'bathroom', variant: 0 },
	'Walk-in shower room': { kind: 'bathroom', variant: 1 },
	'Period living room restored': { kind: 'living-room', variant: 0 },
	'Herringbone floor and panelling': { kind: 'living-room', variant: 1 },
	'Loft bedroom with fitted wardrobes': { kind: 'bedroom', variant: 0 },
	'Victorian terrace frontage': { kind: 'exterior', variant: 0 },
	'Stucco repairs and repainting': { kind: 'exterior', variant: 1 },
	'Whole-house refurbishment': { kind: 'refurbishment', variant: 0 },
	'Boiler and cylinder upgrade': { kind: 'heating', variant: 0 },
	'Consumer unit replacement (in progress)': { kind: 'electrical', variant: 0 },
}

/**
 * Each service page's hero picture, one of its own (none is a gallery item's):
 * the service's hero image, which the Services tab can change.
 */
const servicePictures: Record<string, IllustrationSpec> = {
	kitchens: { kind: 'kitchen', variant: 3 },
	bathrooms: { kind: 'bathroom', variant: 2 },
	refurbishment: { kind: 'exterior', variant: 2 },
	plumbing: { kind: 'plumbing', variant: 0 },
	electrical: { kind: 'electrical', variant: 1 },
	heating: { kind: 'heating', variant: 1 },
	carpentry: { kind: 'carpentry', variant: 0 },
	decorating: { kind: 'decorating', variant: 0 },
	tiling: { kind: 'tiling', variant: 0 },
	repairs: { kind: 'carpentry', variant: 1, palette: 2 },
}

/** The case studies' pictures, by case study id. A "before" is the room stripped out, drawn in muted colours. */
const caseStudyPictures: Record<number, { after: IllustrationSpec; before?: IllustrationSpec }> = {
	1: { after: { kind: 'living-room', variant: 2 }, before: { kind: 'refurbishment', variant: 1 } },
	2: { after: { kind: 'kitchen', variant: 0, palette: 3 }, before: { kind: 'refurbishment', variant: 2 } },
	3: { after: { kind: 'electrical', variant: 2 } },
	4: { after: { kind: 'living-room', variant: 3 }, before: { kind: 'refurbishment', variant: 3 } },
	5: { after: { kind: 'bathroom', variant: 3 } },
	6: { after: { kind: 'plumbing', variant: 1 } },
}

/** Every starting picture by its media key. */
export function seedPictureDrawings(): Map<string, SeedPicture> {
	const drawings = new Map<string, SeedPicture>()
	for (const [title, spec] of Object.entries(projectPictures)) {
		const project = seedProjects.find((candidate) => candidate.title === title)
		if (!project) throw new Error(`No seeded project is called ${JSON.stringify(title)}`)
		drawings.set(seededProjectPictureKey(project), spec)
	}
	for (const [slug, spec] of Object.entries(servicePictures)) drawings.set(seededServicePictureKey(slug), spec)
	for (const [id, { after, before }] of Object.entries(caseStudyPictures)) {
		drawings.set(seededCaseStudyPictureKey(Number(id), 'after'), after)
		if (before) drawings.set(seededCaseStudyPictureKey(Number(id), 'before'), { ...before, muted: true })
	}
	return drawings
}

/** The size the seed has always stored: the master every page's variants are made from. */
export const SEED_PICTURE_WIDTH = 1600
export const SEED_PICTURE_HEIGHT = 1000
const WEBP_QUALITY = 78
/** A "before" reads as the tired room it was: fewer colours, a little darker. */
const MUTED = { saturation: 0.45, brightness: 0.92 }

function svgOf(picture: SeedPicture) {
	return illustrationSvg(picture.kind, {
		width: SEED_PICTURE_WIDTH,
		height: SEED_PICTURE_HEIGHT,
		variant: picture.variant,
		palette: picture.palette,
	})
}

/**
 * A hash of everything a picture is rendered from (its SVG and the encoding),
 * recorded beside the files so a test can tell, without rendering, that a file
 * is out of date with the drawing code.
 */
export function drawingHash(picture: SeedPicture): string {
	const encoding = JSON.stringify({
		width: SEED_PICTURE_WIDTH,
		height: SEED_PICTURE_HEIGHT,
		webp: WEBP_QUALITY,
		muted: picture.muted ? MUTED : null,
	})
	return createHash('sha256').update(encoding).update('\n').update(svgOf(picture)).digest('hex')
}

/** Renders a starting picture's file: WebP, 1600x1000. */
export async function renderSeedPicture(picture: SeedPicture): Promise<Buffer> {
	let image = sharp(Buffer.from(svgOf(picture))).resize(SEED_PICTURE_WIDTH, SEED_PICTURE_HEIGHT)
	if (picture.muted) image = image.modulate(MUTED)
	return image.webp({ quality: WEBP_QUALITY }).toBuffer()
}

export const fileHash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/** What each committed file was rendered from, by media key: `npm run images` writes it. */
export const seedPicturesRecordFile = fileURLToPath(new URL('./seed-pictures.json', import.meta.url))
