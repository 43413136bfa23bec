import type { AppLoadContext } from 'react-router'

import { createUploadedProject } from '#app/.server/data/projects.ts'
import { ingestImage, removeMedia } from '#app/.server/media/ingest.ts'
import { formFailure, validate, validationFailure, type FormFailure } from '#app/domain/form.ts'
import { mediaUrl } from '#app/domain/media/keys.ts'
import { galleryLimits, galleryStorageKey, titleFromFileName, uploadFieldsSchema, uploadMessages } from '#app/domain/project/schema.ts'

import { adminUploadAction } from '../+shared/forms.server.ts'

/** What became of one uploaded file: a new gallery item, or the server's reason in words staff can act on. */
export type UploadOutcome =
	| { file: string; ok: true; id: string; title: string }
	/** `retryAfterSeconds` when the image work limit was full (decision 0026). */
	| { file: string; ok: false; status: number; message: string; retryAfterSeconds?: number }

export type GalleryUpload = ReturnType<typeof answers> & {
	result: { kind: 'refused'; failure: FormFailure; status: number } | { kind: 'done'; outcomes: UploadOutcome[] }
}

type Args = { request: Request; context: AppLoadContext }

function answers(form: Awaited<ReturnType<typeof adminUploadAction>>) {
	const { redirect, fail, refuse, busy, values } = form
	return { redirect, fail, refuse, busy, values }
}

/**
 * An upload to the Gallery tab: the category and location, then each file in
 * turn through the media pipeline (sniffed, decoded, variants stored) and into
 * a new published item. One file's failure is reported in its own outcome and
 * the batch goes on. The page's action (plain form) and the upload endpoint
 * (one file per request, with progress) both answer from this.
 */
export async function receiveGalleryUpload({ request, context }: Args): Promise<GalleryUpload> {
	const form = await adminUploadAction(request, { maxFiles: galleryLimits.filesPerBatch })
	try {
		const fields = validate(uploadFieldsSchema, form.values)
		if (!fields.ok) return { ...answers(form), result: { kind: 'refused', failure: validationFailure(fields, form.values), status: 400 } }
		if (form.files.length === 0) {
			const { title, text } = uploadMessages.noFiles
			return { ...answers(form), result: { kind: 'refused', failure: formFailure(text, form.values, { title }), status: 400 } }
		}
		const { gallery_category: category, location } = fields.data
		const outcomes: UploadOutcome[] = []
		for (const file of form.files) {
			const stored = await ingestImage(file, {
				purpose: 'photo',
				keyFor: (extension) => galleryStorageKey(category, file.filename, extension),
			})
			if (!stored.ok) {
				const retry = stored.httpStatus === 503 ? { retryAfterSeconds: stored.retryAfterSeconds } : {}
				outcomes.push({ file: file.filename, ok: false, status: stored.httpStatus, message: stored.message, ...retry })
				continue
			}
			try {
				const item = { title: titleFromFileName(file.filename), galleryCategory: category, location, image: mediaUrl(stored.key) }
				const row = await form.write(() => createUploadedProject(item))
				outcomes.push({ file: file.filename, ok: true, id: row.id, title: row.title })
			} catch (error) {
				context.log.error({ err: error, key: stored.key }, 'Stored an uploaded photo but could not insert its gallery item')
				// No item points at the files, so they go again.
				await removeMedia([stored.key])
				outcomes.push({
					file: file.filename,
					ok: false,
					status: 503,
					message: 'The photo could not be added to the gallery. Please try again.',
				})
			}
		}
		return { ...answers(form), result: { kind: 'done', outcomes } }
	} finally {
		await form.cleanup()
	}
}

/** When to try again, if a file was turned away by the full work limit. */
export const retryAfterOf = (outcomes: readonly UploadOutcome[]) =>
	outcomes.reduce<number | undefined>(
		(latest, outcome) => (!outcome.ok && outcome.retryAfterSeconds ? outcome.retryAfterSeconds : latest),
		undefined,
	)

/** One line for the page after a plain-form batch with failures, e.g. "2 of 3 photos were added. Not added: a.exe (…)". */
export function batchFailureMessage(outcomes: readonly UploadOutcome[]): string {
	const added = outcomes.filter((outcome) => outcome.ok).length
	const failed = outcomes.flatMap((outcome) => (outcome.ok ? [] : [`${outcome.file}: ${outcome.message}`]))
	return `${added} of ${outcomes.length} ${outcomes.length === 1 ? 'photo was' : 'photos were'} added. Not added: ${failed.join(' ')}`
}
