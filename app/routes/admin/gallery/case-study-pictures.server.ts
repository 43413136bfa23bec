import { type AppLoadContext } from 'react-router'

import { readCaseStudyPictures, readCaseStudySlots, replaceCaseStudyPicture, type CaseStudySlots } from '#app/.server/data/settings.ts'
import { getDb } from '#app/.server/db/index.ts'
import { caseStudies } from '#app/.server/db/schema/index.ts'
import { mediaKeysOf, removeMedia } from '#app/.server/media/ingest.ts'
import { seedCaseStudies } from '#app/.server/seed/case-studies.ts'
import {
	caseStudyPictures,
	caseStudyPictureSlots,
	type CaseStudyPicture,
	type CaseStudyPictureOverrides,
} from '#app/domain/case-study/case-study.ts'

import { adminUploadAction, replaceImageFromUpload } from '../+shared/forms.server.ts'
import { CASE_STUDY_PARAM, caseStudyPictureTarget, FILE_FIELD, PICTURE_PARAM, pictureFailed } from './case-study-pictures.ts'

type Args = { request: Request; context: AppLoadContext }

const PATH = '/admin/gallery'

/** Uploaded case-study pictures live under this prefix; only files there are ever deleted here (never the seeded ones). */
const UPLOAD_PREFIX = 'case-studies/'

/** Each case study with its current picture(s), for the Gallery tab's section (the caller has checked the role). */
export async function loadCaseStudyPictures(context: AppLoadContext) {
	let overrides: CaseStudyPictureOverrides = {}
	let loadError: string | null = null
	let studies: Array<CaseStudySlots & { title: string; location: string }> = seedCaseStudies.map((study) => ({ ...study }))
	try {
		studies = await readCaseStudiesWithSlots()
		overrides = await readCaseStudyPictures()
	} catch (error) {
		context.log.error({ err: error }, 'Could not load the case-study pictures for the admin')
		loadError = 'Failed to load the case-study pictures; the seeded pictures are shown.'
	}
	return {
		studies: studies.map((study) => {
			const pictures = caseStudyPictures(study, overrides)
			return {
				id: study.id,
				title: study.title,
				location: study.location,
				pictures: caseStudyPictureSlots(study).map((which) => {
					const replaced = overrides[String(study.id)]?.[which] !== undefined
					// Only the starting case studies have seeded files (decision 0037): a later one has nothing until the owner uploads.
					const exists = replaced || hasSeededPictures(study.id)
					return { which, url: exists ? (pictures[which] ?? pictures.after).url : null, replaced }
				}),
			}
		}),
		loadError,
	}
}

const hasSeededPictures = (id: number) => seedCaseStudies.some((study) => study.id === id)

/** The case studies of the database (drafts too) with their slots, titles and locations, by id. */
async function readCaseStudiesWithSlots() {
	const [slots, rows] = await Promise.all([
		readCaseStudySlots(),
		getDb().select({ id: caseStudies.id, title: caseStudies.title, location: caseStudies.location }).from(caseStudies),
	])
	const names = new Map(rows.map((row) => [row.id, row]))
	return slots.map((study) => ({ ...study, title: names.get(study.id)?.title ?? '', location: names.get(study.id)?.location ?? '' }))
}

/** The picture an upload is for, from the address (a refused body is not read to its fields). */
async function pictureFromUrl(request: Request): Promise<{ id: number; which: CaseStudyPicture } | null> {
	const query = new URL(request.url).searchParams
	const id = Number(query.get(CASE_STUDY_PARAM))
	const which = query.get(PICTURE_PARAM)
	if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null
	const study = (await readCaseStudySlots()).find((candidate) => candidate.id === id)
	if (!study || (which !== 'after' && which !== 'before') || !caseStudyPictureSlots(study).includes(which)) return null
	return { id, which }
}

export const isCaseStudyUpload = (request: Request) => new URL(request.url).searchParams.has(CASE_STUDY_PARAM)

/** Deletes the files of an uploaded picture the row no longer points at (after the commit); a failure only leaves unused files. */
async function removeReplaced(key: string | null, context: AppLoadContext) {
	if (!key?.startsWith(UPLOAD_PREFIX)) return
	const keys = mediaKeysOf(key)
	const { failed } = await removeMedia(keys).catch(() => ({ failed: keys }))
	if (failed.length > 0) context.log.error({ failed }, 'Could not delete the files of a replaced case-study picture')
}

/**
 * Replace one case study's "after" or "before" picture: a plain multipart
 * form to `?case-study=<id>&picture=after|before`, the file through the media
 * pipeline (sniffed, re-encoded, variants stored), then the settings row points
 * at it. Refusals keep the pipeline's words, beside that picture's file field.
 */
export async function caseStudyPictureAction({ request, context }: Args) {
	const picture = await pictureFromUrl(request)
	if (!picture) {
		const { redirect, cleanup } = await adminUploadAction(request, { maxFiles: 1 })
		await cleanup()
		return redirect(PATH)
	}
	const target = caseStudyPictureTarget(picture.id, picture.which)
	return replaceImageFromUpload(request, context, {
		field: FILE_FIELD,
		failed: pictureFailed(picture.which),
		refusal: (detail) => ({ target, fieldErrors: { [FILE_FIELD]: detail } }),
		missingFile: 'Choose an image file.',
		purpose: 'photo',
		keyFor: (extension) => `${UPLOAD_PREFIX}${picture.id}-${picture.which}-${Date.now()}.${extension}`,
		save: (key) => replaceCaseStudyPicture(picture.id, picture.which, key),
		what: 'case-study picture',
		saveFailed: 'The picture could not be saved. Please try again.',
		saved: async (previous, redirect) => {
			await removeReplaced(previous, context)
			return redirect(`${PATH}?saved=case-study-picture#${target}`)
		},
	})
}
