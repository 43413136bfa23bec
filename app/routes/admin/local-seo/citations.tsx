import {
	DeleteConfirmation,
	DeleteLink,
	editorFields,
	EditorForm,
	ListTab,
	RecordCard,
	type EditorFailure,
} from '#app/components/admin/editable-list.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Field, InputField } from '#app/components/ui/field.tsx'
import { CircleCheck, ExternalLink, TriangleAlert } from '#app/components/ui/icon.tsx'
import { Select } from '#app/components/ui/select.tsx'
import { Textarea } from '#app/components/ui/textarea.tsx'
import { sentenceCase } from '#app/utils/format.ts'
import { citationStatusLabel, citationStatusValues, priorityLevelValues } from '#app/utils/local-seo.ts'

import type { Route } from '../+types/local-seo.ts'
import { AddLink, messagesFor } from './parts.tsx'
import { citationAreas, localSeoLimits } from './schema.ts'

type Citation = Route.ComponentProps['loaderData']['citations'][number]

/** A link that leaves the admin: a new tab, said in its name. */
function OutLink({ href, children }: { href: string; children: string }) {
	return (
		<a
			href={href}
			target="_blank"
			rel="noopener noreferrer"
			className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary underline underline-offset-4"
		>
			{children}
			<ExternalLink aria-hidden className="size-4" />
			<span className="sr-only"> (opens in a new tab)</span>
		</a>
	)
}

export function CitationCard({ citation }: { citation: Citation }) {
	const name = citation.directoryName
	const status = citation.citationStatus
	return (
		<RecordCard
			id={citation.id}
			headingId={`citation-${citation.id}`}
			heading={name}
			details={
				<p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
					<Badge variant={status === 'approved' ? 'success' : status === 'needs_update' ? 'warning' : 'outline'}>
						{status === 'approved' ? <CircleCheck aria-hidden data-icon="approved" /> : null}
						{status === 'needs_update' ? <TriangleAlert aria-hidden data-icon="needs-update" /> : null}
						{sentenceCase(citationStatusLabel(status))}
					</Badge>
					<Badge variant="secondary">{sentenceCase(citation.priorityLevel)} priority</Badge>
					{citation.localArea ? <span>{citation.localArea}</span> : null}
					<span>NAP {citation.napConsistencyScore}%</span>
				</p>
			}
			footerNote={<p className="text-xs text-muted-foreground">Added {citation.addedLabel}</p>}
			editLabel={`Edit citation ${name}`}
			actions={<DeleteLink id={citation.id} name={`citation ${name}`} />}
		>
			<p className="flex flex-wrap gap-x-4">
				<OutLink href={citation.directoryUrl}>{`Visit ${name}`}</OutLink>
				{citation.businessListingUrl ? <OutLink href={citation.businessListingUrl}>{`Our listing on ${name}`}</OutLink> : null}
			</p>
			{citation.notes ? <p className="text-sm whitespace-pre-line text-muted-foreground">{citation.notes}</p> : null}
			<DeleteConfirmation id={citation.id} question={`Delete the citation on ${name}?`} />
		</RecordCard>
	)
}

/** The create form (priority medium, status pending, NAP score 0) or the edit form of one citation. */
export function CitationForm({ citation, failure }: { citation?: Citation; failure?: EditorFailure }) {
	const { errors, value, field } = editorFields(failure)
	const area = value('local_area', citation?.localArea)
	return (
		<EditorForm
			headingId={citation ? `edit-citation-${citation.id}` : 'new-citation'}
			title={citation ? `Edit citation ${citation.directoryName}` : 'New citation'}
			recordId={citation?.id}
			failure={failure}
		>
			<div className="grid gap-5 sm:grid-cols-2">
				<InputField
					label="Directory name"
					required
					maxLength={localSeoLimits.directory_name}
					{...field('directory_name', citation?.directoryName)}
					autoFocus
				/>
				<InputField
					label="Directory URL"
					required
					hint="https://…"
					type="url"
					inputMode="url"
					maxLength={localSeoLimits.url}
					{...field('directory_url', citation?.directoryUrl)}
				/>
				<InputField
					label="Listing URL"
					hint="Our page on the directory, if any."
					type="url"
					inputMode="url"
					maxLength={localSeoLimits.url}
					{...field('business_listing_url', citation?.businessListingUrl)}
				/>
				<Field label="Local area" hint="As the public Local SEO page filters it." error={errors.local_area}>
					{(control) => (
						<Select {...control} name="local_area" defaultValue={area}>
							<option value="">None</option>
							{citationAreas.map((label) => (
								<option key={label} value={label}>
									{label}
								</option>
							))}
							{/* A value from before the list (e.g. imported): shown, so saving asks for an area instead of dropping it unseen. */}
							{area && !citationAreas.includes(area) ? <option value={area}>{area} (not an area of the list)</option> : null}
						</Select>
					)}
				</Field>
				<Field label="Priority" error={errors.priority_level}>
					{(control) => (
						<Select {...control} name="priority_level" defaultValue={value('priority_level', citation?.priorityLevel ?? 'medium')}>
							{priorityLevelValues.map((priority) => (
								<option key={priority} value={priority}>
									{sentenceCase(priority)}
								</option>
							))}
						</Select>
					)}
				</Field>
				<Field label="Status" error={errors.citation_status}>
					{(control) => (
						<Select {...control} name="citation_status" defaultValue={value('citation_status', citation?.citationStatus ?? 'pending')}>
							{citationStatusValues.map((status) => (
								<option key={status} value={status}>
									{sentenceCase(citationStatusLabel(status))}
								</option>
							))}
						</Select>
					)}
				</Field>
				<InputField
					label="NAP score (%)"
					hint="Name, address and phone consistency, 0 to 100."
					type="number"
					inputMode="numeric"
					min={0}
					max={100}
					step={1}
					{...field('nap_consistency_score', String(citation?.napConsistencyScore ?? 0))}
				/>
				<Field label="Notes" className="sm:col-span-2" error={errors.notes}>
					{(control) => (
						<Textarea {...control} name="notes" rows={3} maxLength={localSeoLimits.notes} defaultValue={value('notes', citation?.notes)} />
					)}
				</Field>
			</div>
		</EditorForm>
	)
}

/** The citations list of the tab, on the admin kit. */
export function CitationsTab({
	items,
	loadError,
	failure,
}: {
	items: Citation[]
	loadError: string | null
	failure: EditorFailure | undefined
}) {
	return (
		<ListTab
			loadError={loadError}
			failure={failure}
			items={items}
			title="Citations"
			noun="Citation"
			messages={messagesFor('Citation')}
			state={{
				label: 'approved',
				isOn: (citation) => citation.citationStatus === 'approved',
				note: 'The public Local SEO page lists them by priority, then status.',
			}}
			headerAction={<AddLink noun="citation" />}
			empty="No citations yet. Add the first one."
			card={(citation) => <CitationCard citation={citation} />}
			form={(citation, failure) => <CitationForm citation={citation} failure={failure} />}
		/>
	)
}
