import { Link } from 'react-router'

import {
	deleteProject,
	listAllProjects,
	setProjectCover,
	setProjectFeatured,
	setProjectPublished,
	updateProjectDetails,
} from '#app/.server/data/projects.ts'
import { getEnv } from '#app/.server/env.ts'
import { ListTab } from '#app/components/admin/editable-list.tsx'
import { revalidateUnlessNoticeDropped } from '#app/components/admin/notice.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { RotateCw } from '#app/components/ui/icon.tsx'
import { formatLondonDateTime } from '#app/domain/london-time.ts'
import { editFieldsSchema, galleryLimits } from '#app/domain/project/schema.ts'
import { uploadLimit } from '#app/utils/body-limit.ts'

import { AdminErrorBoundary } from './+shared/error-boundary.tsx'
import { withRetryAfter } from './+shared/headers.ts'
import { listTabAction, loadListTab } from './+shared/list-tab.server.ts'
import { adminMeta } from './+shared/meta.ts'
import type { Route } from './+types/gallery.ts'
import { CaseStudyPicturesSection } from './gallery/case-study-pictures-section.tsx'
import { caseStudyPictureAction, isCaseStudyUpload, loadCaseStudyPictures } from './gallery/case-study-pictures.server.ts'
import { EmptyGallery, GalleryCard, GalleryForm, galleryMessages } from './gallery/items.tsx'
import { UploadPanel } from './gallery/upload-panel.tsx'
import { batchFailureMessage, receiveGalleryUpload, retryAfterOf } from './gallery/upload.server.ts'

/**
 * /admin/gallery: the upload panel, then every item newest first with its
 * thumbnail, badges, switches (published, featured), cover choice, inline edit
 * (`?edit=<id>`) and delete with confirmation (`?delete=<id>`); below, the
 * case studies' pictures, each replaceable.
 */
export async function loader(args: Route.LoaderArgs) {
	const list = await loadListTab(args, 'gallery items', async () =>
		(await listAllProjects()).map((row) => ({
			id: row.id,
			title: row.title,
			galleryCategory: row.galleryCategory,
			location: row.location,
			status: row.status,
			isFeatured: row.isFeatured,
			images: row.images,
			addedLabel: formatLondonDateTime(row.createdAt),
		})),
	)
	// The list's loader has checked the admin role.
	return { ...list, uploadMaxMb: getEnv().UPLOAD_MAX_MB, caseStudies: await loadCaseStudyPictures(args.context) }
}

/** The upload panel without JavaScript sends a whole batch in one form (decision 0026). */
export const handle = { bodyLimit: uploadLimit(galleryLimits.filesPerBatch) }

const isMultipart = (request: Request) => /^multipart\/form-data\b/i.test(request.headers.get('content-type') ?? '')

export async function action(args: Route.ActionArgs) {
	if (isMultipart(args.request) && isCaseStudyUpload(args.request)) return caseStudyPictureAction(args)
	if (isMultipart(args.request)) {
		// The upload panel without JavaScript: every file in one plain form.
		const upload = await receiveGalleryUpload(args)
		const { result } = upload
		if (result.kind === 'refused') return upload.fail({ ...result.failure, target: 'panel' }, result.status)
		const failed = result.outcomes.find((outcome) => !outcome.ok)
		if (!failed) return upload.redirect('/admin/gallery?saved=uploaded')
		// Some photos were added: not a refusal, so 200 (the list reloads and shows them) with the failures' message.
		const status = result.outcomes.some((outcome) => outcome.ok) ? 200 : failed.ok ? 400 : failed.status
		const retryAfter = status === 503 ? retryAfterOf(result.outcomes) : undefined
		const extra = { title: 'Upload failed', target: 'panel' as const }
		const message = batchFailureMessage(result.outcomes)
		return retryAfter ? upload.busy(message, retryAfter, extra) : upload.refuse(message, status, extra)
	}
	return listTabAction(args, {
		path: '/admin/gallery',
		noun: 'gallery item',
		schema: editFieldsSchema,
		update: updateProjectDetails,
		toggles: [
			{ intent: 'publish', field: 'published', set: setProjectPublished },
			{ intent: 'feature', field: 'is_featured', set: setProjectFeatured },
		],
		rowActions: { cover: (id, values) => setProjectCover(id, values.image ?? '') },
		remove: deleteProject,
		failures: {
			save: { title: 'Update failed', text: 'Could not save changes' },
			remove: { title: 'Delete failed', text: 'Could not delete item' },
		},
	})
}

export { revalidateUnlessNoticeDropped as shouldRevalidate }
export { withRetryAfter as headers }

export const meta: Route.MetaFunction = () => adminMeta('Gallery')

export default function AdminGallery({ loaderData, actionData }: Route.ComponentProps) {
	const { caseStudies, ...list } = loaderData
	const caseStudyFailure = actionData?.target?.startsWith('case-study-') ? actionData : undefined
	return (
		<div className="grid gap-10">
			<ListTab
				{...list}
				title="Gallery"
				noun="Gallery item"
				state={{ label: 'published', isOn: (item) => item.status === 'published', note: 'Only published items show on the website.' }}
				failure={actionData}
				messages={galleryMessages}
				headerAction={
					<Button asChild variant="outline">
						<Link to="." preventScrollReset>
							<RotateCw aria-hidden />
							Refresh
						</Link>
					</Button>
				}
				panel={(failure) => <UploadPanel failure={failure} maxMb={loaderData.uploadMaxMb} />}
				empty={<EmptyGallery />}
				card={(item) => <GalleryCard item={item} />}
				form={(item, failure) => (item ? <GalleryForm item={item} failure={failure} /> : null)}
			/>
			<CaseStudyPicturesSection {...caseStudies} failure={caseStudyFailure} />
		</div>
	)
}

export { AdminErrorBoundary as ErrorBoundary }
