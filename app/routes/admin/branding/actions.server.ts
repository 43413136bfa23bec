import { type AppLoadContext } from 'react-router'

import { requireAdmin } from '#app/.server/auth/guard.ts'
import { readBranding, replaceBrandingImage, saveLogoHeight, type Branding } from '#app/.server/data/settings.ts'
import { mediaKeysOf, removeMedia } from '#app/.server/media/ingest.ts'
import { validate, validationFailure, type FormFailure } from '#app/domain/form.ts'
import { mediaKeyFromUrl, mediaUrl } from '#app/domain/media/keys.ts'
import {
	brandingFailed,
	CLEANUP_PARAM,
	FILE_FIELD,
	isBrandingIntent,
	LOAD_FAILED,
	LOGO_SIZE,
	logoSizeSchema,
	UPLOAD_PARAM,
	type BrandingImage,
} from '#app/domain/settings/branding-schema.ts'

import { adminAction, adminUploadAction, replaceImageFromUpload } from '../+shared/forms.server.ts'

type Args = { request: Request; context: AppLoadContext }

const PATH = '/admin/branding'

/** Uploaded branding files live under this prefix; only files there are ever deleted by this tab. */
const BRANDING_PREFIX = 'branding/'

const fallbackBranding: Branding = { logoUrl: null, faviconUrl: null, logoHeight: LOGO_SIZE.default }

export async function loadBranding({ request, context }: Args) {
	await requireAdmin(request)
	try {
		return { branding: await readBranding(), loadError: null }
	} catch (error) {
		context.log.error({ err: error }, 'Could not load the branding settings for the admin')
		return { branding: fallbackBranding, loadError: LOAD_FAILED }
	}
}

/**
 * Deletes the files of a logo or favicon the row no longer points at. Called
 * after the row is committed, so the site never points at a missing file; a
 * failure leaves unused files behind, which is logged and reported.
 */
async function removeReplaced(url: string | null, context: AppLoadContext): Promise<boolean> {
	const key = url ? mediaKeyFromUrl(url) : null
	if (!key?.startsWith(BRANDING_PREFIX)) return true
	const keys = mediaKeysOf(key)
	try {
		const { failed } = await removeMedia(keys)
		if (failed.length === 0) return true
		context.log.error({ failed }, 'Could not delete the files of a replaced branding image')
	} catch (error) {
		context.log.error({ err: error, keys }, 'Could not delete the files of a replaced branding image')
	}
	return false
}

const savedUrl = (saved: string, cleanedUp: boolean) => {
	const query = new URLSearchParams({ saved })
	if (!cleanedUp) query.set(CLEANUP_PARAM, 'failed')
	return `${PATH}?${query}`
}

/** Which card a refusal belongs to, and the detail under the specification's message. */
const refusal = (image: BrandingImage, field: string, detail: string): Partial<FormFailure> => ({
	target: image,
	fieldErrors: { [field]: detail },
})

/**
 * The Branding tab's forms: uploads are multipart (streamed to temporary
 * files), Remove and the logo size are plain forms.
 */
export async function brandingAction(args: Args) {
	const contentType = args.request.headers.get('content-type') ?? ''
	return /^multipart\/form-data\b/i.test(contentType) ? uploadAction(args) : formAction(args)
}

async function formAction({ request, context }: Args) {
	const { values, write, redirect, fail, refuse } = await adminAction(request)
	const intent = values.intent
	if (intent === 'logo-size') {
		const validation = validate(logoSizeSchema, values)
		if (!validation.ok) {
			// The schema's refusals carry the tab's "Failed to update logo size".
			return fail({ ...validationFailure(validation, values), target: 'logo' })
		}
		try {
			await write(() => saveLogoHeight(validation.data.logoHeight))
		} catch (error) {
			context.log.error({ err: error }, 'Could not save the logo size')
			return refuse(brandingFailed[intent], 503, refusal('logo', 'logo_height', 'The size could not be saved. Please try again.'))
		}
		return redirect(savedUrl('logo-size', true))
	}
	if (intent === 'remove-logo' || intent === 'remove-favicon') {
		const image: BrandingImage = intent === 'remove-logo' ? 'logo' : 'favicon'
		let previous: string | null
		try {
			previous = await write(() => replaceBrandingImage(image, null))
		} catch (error) {
			context.log.error({ err: error }, `Could not remove the ${image}`)
			return refuse(brandingFailed[intent], 503, refusal(image, 'remove', `The ${image} could not be removed. Please try again.`))
		}
		return redirect(savedUrl(`${image}-removed`, await removeReplaced(previous, context)))
	}
	if (isBrandingIntent(intent)) return refuse('Send the file as an upload.', 400)
	// Not one of this tab's forms (e.g. sent from an old copy of the page): nothing to do, back to the tab.
	return redirect(PATH)
}

async function uploadAction({ request, context }: Args) {
	// Which card uploads is in the address: a refused body (e.g. too large) is not read to its fields.
	const card = new URL(request.url).searchParams.get(UPLOAD_PARAM)
	if (card !== 'logo' && card !== 'favicon') {
		const { redirect, cleanup } = await adminUploadAction(request, { maxFiles: 1 })
		await cleanup()
		return redirect(PATH)
	}
	const image: BrandingImage = card
	return replaceImageFromUpload(request, context, {
		field: FILE_FIELD,
		failed: brandingFailed[image === 'logo' ? 'upload-logo' : 'upload-favicon'],
		refusal: (message) => refusal(image, FILE_FIELD, message),
		missingFile: `Choose an image file for the ${image}.`,
		purpose: image,
		keyFor: (extension) => `${BRANDING_PREFIX}${image}-${Date.now()}.${extension}`,
		save: (key) => replaceBrandingImage(image, mediaUrl(key)),
		what: image,
		saveFailed: `The ${image} could not be saved. Please try again.`,
		saved: async (previous, redirect) => redirect(savedUrl(`${image}-updated`, await removeReplaced(previous, context))),
	})
}
