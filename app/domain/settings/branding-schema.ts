import { z } from 'zod'

import { text, withFormMessage } from '#app/domain/form.ts'

/** The logo height slider's limits (the same as the settings row's check constraint). */
export const LOGO_SIZE = { min: 24, max: 120, step: 4, default: 32 } as const

/** Page Up/Page Down and Shift with an arrow move the slider this many steps. */
export const LOGO_SIZE_BIG_STEPS = 10

export type BrandingImage = 'logo' | 'favicon'

/** What each form of the tab sends as `intent`. */
export const brandingIntents = ['upload-logo', 'remove-logo', 'logo-size', 'upload-favicon', 'remove-favicon'] as const
export type BrandingIntent = (typeof brandingIntents)[number]

export const isBrandingIntent = (value: string | undefined): value is BrandingIntent =>
	(brandingIntents as readonly string[]).includes(value ?? '')

/** The upload forms post to `?upload=logo` or `?upload=favicon`. */
export const UPLOAD_PARAM = 'upload'

/** The name of the file field of both upload forms. */
export const FILE_FIELD = 'file'

/** The specification's toasts, by what happened (the `saved` query parameter after a change). */
export const brandingSaved = {
	'logo-updated': 'Logo updated successfully',
	'logo-removed': 'Logo removed successfully',
	'logo-size': 'Logo size updated successfully',
	'favicon-updated': 'Favicon updated successfully',
	'favicon-removed': 'Favicon removed successfully',
} as const

export const brandingFailed = {
	'upload-logo': 'Failed to upload logo',
	'remove-logo': 'Failed to remove logo',
	'logo-size': 'Failed to update logo size',
	'upload-favicon': 'Failed to upload favicon',
	'remove-favicon': 'Failed to remove favicon',
} as const satisfies Record<BrandingIntent, string>

export const LOAD_FAILED = 'Failed to load branding settings'

/** Set with the saved notice when the replaced file could not be deleted (it is no longer used). */
export const CLEANUP_PARAM = 'cleanup'

/** The logo height: whole pixels from 24 to 120 in steps of 4 ("32px" reads as 32); every refusal is the tab's "Failed to update logo size". */
export const logoSizeSchema = withFormMessage(
	z
		.object({
			logo_height: text(z.string()).transform((value, context) => {
				const raw = value.trim().replace(/px$/i, '')
				const height = Number(raw)
				const refuse = (message: string) => {
					context.addIssue({ code: 'custom', message, input: value })
					return z.NEVER
				}
				if (raw === '' || !Number.isFinite(height)) return refuse('Choose a logo height in pixels.')
				if (height < LOGO_SIZE.min || height > LOGO_SIZE.max)
					return refuse(`The logo height must be between ${LOGO_SIZE.min}px and ${LOGO_SIZE.max}px.`)
				if (!Number.isInteger(height) || (height - LOGO_SIZE.min) % LOGO_SIZE.step !== 0)
					return refuse(`The logo height goes in steps of ${LOGO_SIZE.step}px, e.g. 32px or 36px.`)
				return height
			}),
		})
		.transform(({ logo_height }) => ({ logoHeight: logo_height })),
	{ formError: brandingFailed['logo-size'] },
)

/** A keyboard move of the slider: Page Up/Down and Shift with an arrow go 10 steps (40px), within the limits. */
export function sliderKeyStep(key: string, shiftKey: boolean): number | null {
	const big = LOGO_SIZE.step * LOGO_SIZE_BIG_STEPS
	if (key === 'PageUp') return big
	if (key === 'PageDown') return -big
	if (!shiftKey) return null
	if (key === 'ArrowUp' || key === 'ArrowRight') return big
	if (key === 'ArrowDown' || key === 'ArrowLeft') return -big
	return null
}

export const clampLogoSize = (height: number) => Math.min(LOGO_SIZE.max, Math.max(LOGO_SIZE.min, height))
