import { readFile } from 'node:fs/promises'
import { data } from 'react-router'

import { parseRedirectCsv } from '#app/.server/redirects/csv.ts'
import {
	createRedirect,
	deleteRedirect,
	importRedirects,
	listRedirects,
	updateRedirect,
	type RedirectRefusal,
} from '#app/.server/redirects/rules.ts'
import { ListTab } from '#app/components/admin/editable-list.tsx'
import { revalidateUnlessNoticeDropped } from '#app/components/admin/notice.tsx'
import { isFormFailure } from '#app/domain/form.ts'
import { formatLondonDateTime } from '#app/domain/london-time.ts'
import { REDIRECT_CSV_LIMITS, redirectFormSchema } from '#app/domain/redirects/schema.ts'
import { uploadLimit } from '#app/utils/body-limit.ts'

import { AdminErrorBoundary } from './+shared/error-boundary.tsx'
import { adminUploadAction } from './+shared/forms.server.ts'
import { listTabAction, loadListTab } from './+shared/list-tab.server.ts'
import { adminMeta } from './+shared/meta.ts'
import type { Route } from './+types/redirects.ts'
import { CsvPanel, RedirectCard, RedirectForm, type ImportAnswer } from './redirects/editor.tsx'

/**
 * /admin/redirects: the owner's redirect rules (decision 0046), by path, with
 * their hit counts. `?new` opens a blank form (`&from=` prefills it, from the
 * 404 report), `?edit=<id>` a rule's form; loops and chains are refused on
 * save. CSV import (all or nothing) and export.
 */
export async function loader(args: Route.LoaderArgs) {
	const list = await loadListTab(args, 'redirects', async () =>
		(await listRedirects()).map((rule) => ({
			id: rule.id,
			fromPath: rule.fromPath,
			match: rule.match,
			target: rule.target,
			status: rule.status,
			hits: rule.hits,
			lastHitLabel: rule.lastHitAt ? formatLondonDateTime(rule.lastHitAt) : null,
		})),
	)
	return { ...list, limits: importLimitsText }
}

const importLimitsText = `At most ${REDIRECT_CSV_LIMITS.maxRows.toLocaleString('en-GB')} rules and ${REDIRECT_CSV_LIMITS.maxBytes / 1024} KB per file.`

export const handle = {
	bodyLimit: uploadLimit(1, { tooLarge: `This file is too large. ${importLimitsText}` }),
}

const isMultipart = (request: Request) => /^multipart\/form-data\b/i.test(request.headers.get('content-type') ?? '')

export async function action(args: Route.ActionArgs) {
	if (isMultipart(args.request)) return importAction(args)
	return listTabAction(args, {
		path: '/admin/redirects',
		noun: 'redirect',
		schema: redirectFormSchema,
		create: createRedirect,
		update: updateRedirect,
		remove: deleteRedirect,
		// A loop, a chain or a path with a rule already: the message names the other rule.
		conflict: (reason: RedirectRefusal, rule) => {
			const at = reason.indexOf(':')
			const field = reason.slice(0, at)
			return { field, message: reason.slice(at + 1), value: field === 'target' ? rule.target : rule.fromPath }
		},
	})
}

async function importAction({ request, context }: Route.ActionArgs) {
	const upload = await adminUploadAction(request, { maxFiles: 1 })
	const answer = (message: string, problems: ImportAnswer['problems'] = [], status = 422) =>
		data<ImportAnswer>({ kind: 'import', message, problems }, { status, headers: { 'Cache-Control': 'no-store' } })
	try {
		const [file] = upload.files
		if (!file) return answer('Choose a CSV file to import.', [], 400)
		if (file.size > REDIRECT_CSV_LIMITS.maxBytes) return answer(`The file is too large. ${importLimitsText}`, [], 413)
		const text = new TextDecoder('utf-8', { fatal: false }).decode(await readFile(file.path))
		const parsed = parseRedirectCsv(text)
		if (!parsed.ok) return answer(parsed.message, parsed.problems)
		const result = await upload.write(() => importRedirects(parsed.rows))
		if (!result.ok)
			return answer(
				`${result.problems.length === 1 ? 'One row has a problem' : `${result.problems.length} rows have problems`}: nothing was imported.`,
				result.problems,
			)
		return upload.redirect(`/admin/redirects?saved=imported&count=${result.created + result.updated}`)
	} catch (error) {
		context.log.error({ err: error }, 'Could not import redirects')
		return answer('The redirects could not be imported. Nothing was saved; please try again.', [], 503)
	} finally {
		await upload.cleanup()
	}
}

export { revalidateUnlessNoticeDropped as shouldRevalidate }

export const meta: Route.MetaFunction = () => adminMeta('Redirects')

export default function AdminRedirects({ loaderData, actionData }: Route.ComponentProps) {
	const failure = isFormFailure(actionData) ? actionData : undefined
	const imported = actionData && !isFormFailure(actionData) && 'kind' in actionData ? actionData : null
	return (
		<ListTab
			{...loaderData}
			title="Redirects"
			noun="Redirect"
			state={{
				label: 'permanent',
				isOn: (rule) => rule.status === 301,
				note: 'Applied on the website at once, before any page; hit counts are written every few seconds.',
			}}
			failure={failure}
			messages={{
				created: 'Redirect created successfully',
				updated: 'Redirect updated successfully',
				deleted: 'Redirect deleted successfully',
				imported: 'Redirects imported successfully',
			}}
			panel={() => <CsvPanel answer={imported} limits={loaderData.limits} />}
			card={(rule) => <RedirectCard rule={rule} />}
			form={(rule, failed) => <RedirectForm rule={rule} failure={failed} />}
			empty="No redirects yet. Create one, or import a CSV file."
		/>
	)
}

export { AdminErrorBoundary as ErrorBoundary }
