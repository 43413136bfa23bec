import { Form, Link, useSearchParams } from 'react-router'

import { editorFields, EditorForm, RecordCard, type EditorFailure } from '#app/components/admin/editable-list.tsx'
import { SubmitButton } from '#app/components/admin/submit-button.tsx'
import { Alert } from '#app/components/ui/alert.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Field, InputField, SelectField } from '#app/components/ui/field.tsx'
import { Upload } from '#app/components/ui/icon.tsx'
import { matchLabels, redirectLimits, statusLabels, type RedirectMatch } from '#app/domain/redirects/rules.ts'

import type { Route } from '../+types/redirects.ts'

/** A rule as the Redirects tab's loader sends it. */
export type AdminRedirectItem = Route.ComponentProps['loaderData']['items'][number]

const statusChoices = ['301', '302', '410'] as const
const matchChoices = ['exact', 'prefix'] as const

export function RedirectCard({ rule }: { rule: AdminRedirectItem }) {
	return (
		<RecordCard
			id={rule.id}
			headingId={`redirect-${rule.id}`}
			heading={
				<>
					<span className="break-all">{rule.fromPath}</span>
					{rule.match === 'prefix' ? <span className="font-normal text-muted-foreground"> and everything under it</span> : null}
				</>
			}
			details={
				<p className="text-sm break-all text-muted-foreground">{rule.status === 410 ? 'Gone (410): no page' : <>→ {rule.target}</>}</p>
			}
			footerNote={
				<p className="text-xs text-muted-foreground">
					{rule.hits === 1 ? '1 hit' : `${rule.hits.toLocaleString('en-GB')} hits`}
					{rule.lastHitLabel ? ` · last ${rule.lastHitLabel}` : ''}
				</p>
			}
			actions={<Badge variant="outline">{rule.status}</Badge>}
			editLabel={`Edit the redirect from ${rule.fromPath}`}
			remove={{ name: `the redirect from ${rule.fromPath}`, question: `Delete the redirect from ${rule.fromPath}?` }}
		/>
	)
}

/** The create form (blank, or its "from" prefilled from the 404 report's `?from=`) or the edit form of one rule. */
export function RedirectForm({ rule, failure }: { rule?: AdminRedirectItem; failure?: EditorFailure }) {
	const { errors, value } = editorFields(failure)
	const [searchParams] = useSearchParams()
	const prefilledFrom = rule ? rule.fromPath : (searchParams.get('from') ?? '')
	return (
		<EditorForm
			headingId={rule ? `edit-redirect-${rule.id}` : 'new-redirect'}
			title={rule ? `Edit the redirect from ${rule.fromPath}` : 'New redirect'}
			recordId={rule?.id}
			failure={failure}
		>
			<div className="grid gap-5 sm:grid-cols-2">
				<InputField
					label="From"
					hint="A path of this site, e.g. /old-page (a full address of the old site works too)."
					required
					name="from_path"
					maxLength={redirectLimits.path}
					defaultValue={value('from_path', prefilledFrom)}
					error={errors.from_path}
					autoFocus
				/>
				<InputField
					label="To"
					hint="A path of this site (/services) or a web address (https://…). Empty for 410."
					name="target"
					maxLength={redirectLimits.target}
					defaultValue={value('target', rule?.target)}
					error={errors.target}
				/>
				<SelectField
					label="Status"
					name="status"
					choices={statusChoices}
					choiceLabel={(choice) => statusLabels[Number(choice) as keyof typeof statusLabels]}
					defaultValue={value('status', String(rule?.status ?? 301))}
					error={errors.status}
				/>
				<SelectField
					label="Match"
					name="match"
					hint="Everything under it: /old-blog/a/b goes to the target's path followed by /a/b. The query (?…) is kept."
					choices={matchChoices}
					choiceLabel={(choice) => matchLabels[choice as RedirectMatch]}
					defaultValue={value('match', rule?.match ?? 'exact')}
					error={errors.match}
				/>
			</div>
		</EditorForm>
	)
}

export type ImportAnswer = { kind: 'import'; message: string; problems: Array<{ row: number; message: string }> }

/** CSV export and import (all or nothing), above the list. */
export function CsvPanel({ answer, limits }: { answer: ImportAnswer | null; limits: string }) {
	return (
		<section aria-labelledby="redirects-csv-title" className="grid gap-3 rounded-lg border border-border p-4 sm:p-5">
			<h3 id="redirects-csv-title" className="text-base font-semibold">
				Import and export (CSV)
			</h3>
			<p className="text-sm text-muted-foreground">
				Columns <strong>from</strong>, <strong>to</strong>, <strong>status</strong> (301, 302 or 410) and <strong>match</strong> (exact or
				prefix). A row for a path that has a rule already replaces it. Every row is checked; if one has a problem, nothing is imported.{' '}
				{limits}
			</p>
			{answer ? (
				<Alert variant="error">
					<p className="font-semibold">{answer.message}</p>
					{answer.problems.length > 0 ? (
						<ul className="mt-2 list-disc pl-5 text-sm">
							{answer.problems.slice(0, 100).map((problem) => (
								<li key={`${problem.row}-${problem.message}`}>
									Row {problem.row}: {problem.message}
								</li>
							))}
							{answer.problems.length > 100 ? <li>… and {answer.problems.length - 100} more.</li> : null}
						</ul>
					) : null}
				</Alert>
			) : null}
			<div className="flex flex-wrap items-end gap-3">
				<Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-3">
					<Field label="CSV file">
						{(control) => <input {...control} type="file" name="file" accept=".csv,text/csv" required className="text-sm" />}
					</Field>
					<SubmitButton intent="import">
						<Upload aria-hidden />
						Import
					</SubmitButton>
				</Form>
				<Button asChild variant="outline">
					<a href="/admin/redirects/export.csv" download>
						Export CSV
					</a>
				</Button>
				<Button asChild variant="outline">
					<Link to="/admin/not-found">404 report</Link>
				</Button>
			</div>
		</section>
	)
}
