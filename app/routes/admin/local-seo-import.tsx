import { data, Link } from 'react-router'

import { requireAdmin } from '#app/.server/auth/guard.ts'
import {
	IMPORT_LIMITS,
	importMessages,
	importPositions,
	previewImportFile,
	rankingImportLimit,
	rowsFromJson,
} from '#app/.server/data/local-seo/ranking-import.ts'
import { isWorkLimitBusy } from '#app/.server/work-limit.ts'
import { AdminTab } from '#app/components/admin/admin-tab.tsx'
import { ErrorNotice, NOTICE_PARAM, SavedNotice } from '#app/components/admin/notice.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { ArrowLeft } from '#app/components/ui/icon.tsx'
import { isFormFailure } from '#app/domain/form.ts'
import { uploadLimit } from '#app/utils/body-limit.ts'

import { AdminErrorBoundary } from './+shared/error-boundary.tsx'
import { adminAction, adminUploadAction } from './+shared/forms.server.ts'
import { withRetryAfter } from './+shared/headers.ts'
import { adminMeta } from './+shared/meta.ts'
import type { Route } from './+types/local-seo-import.ts'
import { importedMessage, importedNotice, importLimitsText, previewAnswer } from './local-seo-import/preview.server.ts'
import { ImportPreview, UploadForm } from './local-seo-import/sections.tsx'

/**
 * /admin/local-seo/import: ranking positions from a CSV file. The upload is
 * read into a preview (nothing written); its "Import N positions" button posts
 * the valid rows back, which are checked again and applied in one audited
 * transaction.
 */
export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	const notice = new URL(request.url).searchParams.get(NOTICE_PARAM)
	return { messages: importedMessage(notice), limits: importLimitsText }
}

/**
 * One CSV file; and its confirmation, whose `rows` field carries up to 10,000
 * checked rows back as JSON (admin only, read after the guard; decision 0026).
 */
export const handle = {
	bodyLimit: uploadLimit(1, {
		fieldBytes: 16 * 1024 * 1024,
		tooLarge: 'These positions are too many to import at once. Split the file into smaller files.',
	}),
}

const isMultipart = (request: Request) => /^multipart\/form-data\b/i.test(request.headers.get('content-type') ?? '')

export async function action({ request, context }: Route.ActionArgs) {
	if (isMultipart(request)) {
		const upload = await adminUploadAction(request, { maxFiles: 1 })
		try {
			const [file] = upload.files
			if (!file) return upload.refuse('Choose a CSV file to import.', 400)
			// The kit's upload limit is the photos'; a CSV file has its own.
			if (file.size > IMPORT_LIMITS.maxBytes) return upload.refuse(importMessages.tooLarge, 413)
			const read = await rankingImportLimit.run(() => previewImportFile(file))
			if (!read.ok) return upload.refuse(read.message, 422)
			return data(previewAnswer(file.filename, read.preview), { headers: { 'Cache-Control': 'no-store' } })
		} catch (error) {
			if (isWorkLimitBusy(error)) return upload.busy(importMessages.busy, error.retryAfterSeconds)
			context.log.error({ err: error }, 'Could not preview a ranking import')
			return upload.refuse('The file could not be read. Please try again.', 503)
		} finally {
			await upload.cleanup()
		}
	}

	const { values, write, redirect, refuse, busy } = await adminAction(request, handle.bodyLimit)
	if (values.intent !== 'confirm') return refuse('Unknown action.', 400)
	// The rows came back through the browser: only rows that pass the import's own checks are written.
	const rows = rowsFromJson(values.rows ?? '')
	if (!rows) return refuse('The positions to import could not be checked. Please upload the file again.', 400)
	try {
		const result = await rankingImportLimit.run(() => write(() => importPositions(rows)))
		return redirect(`/admin/local-seo/import?${NOTICE_PARAM}=${importedNotice(result.positions)}`)
	} catch (error) {
		if (isWorkLimitBusy(error)) return busy(importMessages.busy, error.retryAfterSeconds)
		context.log.error({ err: error }, 'Could not import ranking positions')
		return refuse('Failed to import positions. Nothing was saved; please try again.', 503)
	}
}

export const meta: Route.MetaFunction = () => adminMeta('Import ranking positions')
export { withRetryAfter as headers }

export default function AdminLocalSeoImport({ loaderData, actionData }: Route.ComponentProps) {
	const failure = isFormFailure(actionData) ? actionData : null
	const preview = actionData && !isFormFailure(actionData) && actionData.kind === 'preview' ? actionData : null
	return (
		<AdminTab
			id="ranking-import-title"
			title="Import ranking positions"
			description="Record search positions from a rank tracker’s or a spreadsheet’s CSV export."
			action={
				<Button asChild variant="outline">
					<Link to="/admin/local-seo">
						<ArrowLeft aria-hidden />
						Back to Local SEO
					</Link>
				</Button>
			}
		>
			<SavedNotice messages={loaderData.messages} />
			<ErrorNotice message={failure?.formError} title={failure?.title} occurrence={failure} />
			<UploadForm error={null} limits={loaderData.limits} />
			{preview ? <ImportPreview preview={preview} /> : null}
		</AdminTab>
	)
}

export { AdminErrorBoundary as ErrorBoundary }
