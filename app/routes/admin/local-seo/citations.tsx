import { editorFields, type EditorFailure } from '#app/components/admin/editable-list.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { InputField, SelectField, TextareaField } from '#app/components/ui/field.tsx'
import { CircleCheck, ExternalLink, TriangleAlert } from '#app/components/ui/icon.tsx'
import { citationStatusLabel, citationStatusValues, priorityLevelValues } from '#app/domain/local-seo/rules.ts'
import { citationAreas, localSeoLimits, wholeNumberInput } from '#app/domain/local-seo/schema.ts'
import { sentenceCase } from '#app/utils/format.ts'

import type { Route } from '../+types/local-seo.ts'
import { LocalSeoCard, LocalSeoForm, type ListParts } from './parts.tsx'

type Citation = Route.ComponentProps['loaderData']['citations'][number]

/** The directory's and the listing's address inputs. */
const addressInput = { type: 'url', inputMode: 'url', maxLength: localSeoLimits.url } as const

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
		<LocalSeoCard
			kind="citation"
			id={citation.id}
			heading={name}
			name={`citation ${name}`}
			details={
				<>
					<Badge variant={status === 'approved' ? 'success' : status === 'needs_update' ? 'warning' : 'outline'}>
						{status === 'approved' ? <CircleCheck aria-hidden data-icon="approved" /> : null}
						{status === 'needs_update' ? <TriangleAlert aria-hidden data-icon="needs-update" /> : null}
						{sentenceCase(citationStatusLabel(status))}
					</Badge>
					<Badge variant="secondary">{sentenceCase(citation.priorityLevel)} priority</Badge>
					{citation.localArea ? <span>{citation.localArea}</span> : null}
					<span>NAP {citation.napConsistencyScore}%</span>
				</>
			}
			note={`Added ${citation.addedLabel}`}
			question={`Delete the citation on ${name}?`}
		>
			<p className="flex flex-wrap gap-x-4">
				<OutLink href={citation.directoryUrl}>{`Visit ${name}`}</OutLink>
				{citation.businessListingUrl ? <OutLink href={citation.businessListingUrl}>{`Our listing on ${name}`}</OutLink> : null}
			</p>
			{citation.notes ? <p className="text-sm whitespace-pre-line text-muted-foreground">{citation.notes}</p> : null}
		</LocalSeoCard>
	)
}

/** The create form (priority medium, status pending, NAP score 0) or the edit form of one citation. */
export function CitationForm({ citation, failure }: { citation?: Citation; failure?: EditorFailure }) {
	const { value, field } = editorFields(failure)
	const area = value('local_area', citation?.localArea)
	return (
		<LocalSeoForm
			kind="citation"
			record={citation}
			title={citation ? `Edit citation ${citation.directoryName}` : 'New citation'}
			failure={failure}
		>
			<InputField
				label="Directory name"
				required
				maxLength={localSeoLimits.directory_name}
				{...field('directory_name', citation?.directoryName)}
				autoFocus
			/>
			<InputField label="Directory URL" required hint="https://…" {...addressInput} {...field('directory_url', citation?.directoryUrl)} />
			<InputField
				label="Listing URL"
				hint="Our page on the directory, if any."
				{...addressInput}
				{...field('business_listing_url', citation?.businessListingUrl)}
			/>
			<SelectField
				label="Local area"
				hint="As the public Local SEO page filters it."
				choices={citationAreas}
				none="None"
				{...field('local_area', citation?.localArea)}
			>
				{/* A value from before the list (e.g. imported): shown, so saving asks for an area instead of dropping it unseen. */}
				{area && !citationAreas.includes(area) ? <option value={area}>{area} (not an area of the list)</option> : null}
			</SelectField>
			<SelectField
				label="Priority"
				choices={priorityLevelValues}
				choiceLabel={sentenceCase}
				{...field('priority_level', citation?.priorityLevel ?? 'medium')}
			/>
			<SelectField
				label="Status"
				choices={citationStatusValues}
				choiceLabel={(status) => sentenceCase(citationStatusLabel(status))}
				{...field('citation_status', citation?.citationStatus ?? 'pending')}
			/>
			<InputField
				label="NAP score (%)"
				hint="Name, address and phone consistency, 0 to 100."
				{...wholeNumberInput(0, 100)}
				{...field('nap_consistency_score', citation?.napConsistencyScore ?? 0)}
			/>
			<TextareaField
				label="Notes"
				className="sm:col-span-2"
				rows={3}
				maxLength={localSeoLimits.notes}
				{...field('notes', citation?.notes)}
			/>
		</LocalSeoForm>
	)
}

/** The citations list: approved ones counted. */
export const citationsList: ListParts<Citation> = {
	state: {
		label: 'approved',
		isOn: (citation) => citation.citationStatus === 'approved',
		note: 'The public Local SEO page lists them by priority, then status.',
	},
	card: (citation) => <CitationCard citation={citation} />,
	form: (citation, failure) => <CitationForm citation={citation} failure={failure} />,
}
