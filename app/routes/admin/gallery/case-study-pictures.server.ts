import { type AppLoadContext } from 'react-router'

import { readCaseStudyPictures, replaceCaseStudyPicture } from '#app/.server/data/settings.ts'
import { mediaKeysOf, removeMedia } from '#app/.server/media/ingest.ts'
import { seedCaseStudies as caseStudies } from '#app/.server/seed/case-studies.ts'
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
	try {
		overrides = await readCaseStudyPictures()
	} catch (error) {
		context.log.error({ err: error }, 'Could not load the case-study pictures for the admin')
		loadError = 'Failed to load the case-study pictures; the seeded pictures are shown.'
	}
	const studies = caseStudies.map((study) => {
		const pictures = caseStudyPictures(study, overrides)
		return {
			id: study.id,
			title: study.title,
			location: study.location,
			pictures: caseStudyPictureSlots(study).map((which) => ({
				which,
				url: (pictures[which] ?? pictures.after).url,
				replaced: overrides[String(study.id)]?.[which] !== undefined,
			})),
		}
	})
	return { studies, loadError }
}

/** The picture an upload is for, from the address (a refused body is not read to its fields). */
function pictureFromUrl(request: Request): { id: number; which: CaseStudyPicture } | null {
	const query = new URL(request.url).searchParams
	const id = Number(query.get(CASE_STUDY_PARAM))
	const which = query.get(PICTURE_PARAM)
	const study = caseStudies.find((candidate) => candidate.id === id)
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
	const picture = pictureFromUrl(request)
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
