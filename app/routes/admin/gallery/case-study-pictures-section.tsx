import { Form } from 'react-router'

import { ErrorNotice } from '#app/components/admin/notice.tsx'
import { SubmitButton } from '#app/components/admin/submit-button.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import type { CaseStudyPicture } from '#app/domain/case-study/case-study.ts'
import type { FormFailure } from '#app/domain/form.ts'

import { CASE_STUDY_PARAM, caseStudyPictureTarget, FILE_FIELD, PICTURE_PARAM } from './case-study-pictures.ts'
import { Thumbnail } from './items.tsx'

type Study = {
	id: number
	title: string
	location: string
	/** `url` is null when there is no picture yet (a case study added in the admin, nothing uploaded). */
	pictures: { which: CaseStudyPicture; url: string | null; replaced: boolean }[]
}

const label = (which: CaseStudyPicture) => (which === 'after' ? 'After' : 'Before')

/** One picture: its thumbnail, and a plain multipart form that replaces it (works without JavaScript). */
function PictureForm({ study, picture, failure }: { study: Study; picture: Study['pictures'][number]; failure: FormFailure | undefined }) {
	const target = caseStudyPictureTarget(study.id, picture.which)
	const error = failure?.fieldErrors[FILE_FIELD]
	return (
		<Form
			id={target}
			method="post"
			encType="multipart/form-data"
			action={`/admin/gallery?${CASE_STUDY_PARAM}=${study.id}&${PICTURE_PARAM}=${picture.which}`}
			preventScrollReset
			className="grid content-start gap-3"
		>
			<div className="flex items-center gap-3">
				{picture.url ? <Thumbnail url={picture.url} alt={`${label(picture.which)} picture of ${study.title}`} /> : null}
				<p className="text-sm text-muted-foreground">
					{label(picture.which)}: {picture.replaced ? 'your upload' : picture.url ? 'the starting picture' : 'none yet: upload one'}
				</p>
			</div>
			<ErrorNotice message={error ? failure?.formError : null} occurrence={failure} />
			<Field label={`New ${picture.which} picture`} error={error}>
				{(control) => <Input {...control} type="file" name={FILE_FIELD} accept="image/*,.heic,.heif" required className="h-auto" />}
			</Field>
			<div>
				<SubmitButton intent={`replace-${target}`} variant="outline">
					{picture.url ? 'Replace' : 'Upload'}
				</SubmitButton>
			</div>
		</Form>
	)
}

/**
 * The case studies' pictures (the case studies are site copy, their pictures
 * the owner's): each "after", and "before" where there is one, replaceable.
 */
export function CaseStudyPicturesSection({
	studies,
	loadError,
	failure,
}: {
	studies: Study[]
	loadError: string | null
	failure: FormFailure | undefined
}) {
	return (
		<section aria-labelledby="case-study-pictures-title" className="grid gap-4">
			<div>
				<h3 id="case-study-pictures-title" className="text-lg font-bold">
					Case study pictures
				</h3>
				<p className="text-sm text-muted-foreground">
					The pictures on the Case Studies page. Replace one with a photo of the finished work (or of the room before it).
				</p>
			</div>
			<ErrorNotice message={loadError} title="Error" />
			<ul className="grid gap-3">
				{studies.map((study) => (
					<li key={study.id} className="grid gap-4 rounded-lg border border-border bg-background p-4 sm:p-6">
						<h4 className="font-semibold">
							{study.title || 'Untitled case study'}{' '}
							{study.location ? <span className="font-normal text-muted-foreground">({study.location})</span> : null}
						</h4>
						<div className="grid gap-5 md:grid-cols-2">
							{study.pictures.map((picture) => (
								<PictureForm
									key={picture.which}
									study={study}
									picture={picture}
									failure={failure?.target === caseStudyPictureTarget(study.id, picture.which) ? failure : undefined}
								/>
							))}
						</div>
					</li>
				))}
			</ul>
		</section>
	)
}
