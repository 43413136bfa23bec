import type { MediaFormat, MediaWidth } from '#app/domain/media/keys.ts'

/**
 * The <picture>s public pages show our media in: which variants each refers
 * to (AVIF and WebP at `widths`, and the <img> fallback). Start-up makes these
 * for the seeded pictures in advance (app/.server/media/warm.ts), so a change
 * here changes what it makes.
 */
export type PicturePreset = { widths: readonly MediaWidth[]; fallbackWidth: MediaWidth; fallbackFormat?: MediaFormat }

/** A hero's right-hand picture (a service's photograph, an area's project): the page's largest image. */
export const heroPicture = { widths: [480, 640, 960, 1280], fallbackWidth: 960 } as const satisfies PicturePreset

/** A captioned project card (service, area and About pages). */
export const projectCardPicture = {
	widths: [320, 480, 640, 960],
	fallbackWidth: 640,
	fallbackFormat: 'jpeg',
} as const satisfies PicturePreset

/** A case study's after (and before) picture. */
export const caseStudyPicture = {
	widths: [320, 480, 640, 960, 1280],
	fallbackWidth: 960,
	fallbackFormat: 'jpeg',
} as const satisfies PicturePreset

/** A gallery picture: a preset with its slot widths and intrinsic size. */
type GalleryPicture = PicturePreset & { sizes: string; width: number; height: number }

const thumbnailWidths = [320, 480, 640, 960] as const satisfies readonly MediaWidth[]
const largeImageWidths = [640, 960, 1280, 1600] as const satisfies readonly MediaWidth[]

/** Thumbnail slot widths for the 2 / 3 / 4 column grid inside the 1200px page. */
const thumbnailSizes = '(min-width: 1200px) 276px, (min-width: 1024px) 23vw, (min-width: 768px) 31vw, 47vw'
const largeImageSizes = '(min-width: 1024px) 960px, 100vw'

/** A gallery grid thumbnail's <picture>: 4:3 variants for the grid's slots. */
export const thumbnailPicture: GalleryPicture = {
	widths: thumbnailWidths,
	fallbackWidth: 640,
	sizes: thumbnailSizes,
	width: 640,
	height: 480,
}
/** The gallery dialog's large <picture>: up to 1600 wide, 4:3, for a slot up to 960px (the whole width on phones). */
export const largePicture: GalleryPicture = {
	widths: largeImageWidths,
	fallbackWidth: 1280,
	sizes: largeImageSizes,
	width: 1600,
	height: 1200,
}
