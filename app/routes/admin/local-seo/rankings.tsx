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
import { Select } from '#app/components/ui/select.tsx'
import { Textarea } from '#app/components/ui/textarea.tsx'
import { cn } from '#app/utils/cn.ts'
import { sentenceCase } from '#app/utils/format.ts'
import { competitionLevelValues, formatPositionChange, isTopThree, positionBand, positionChange } from '#app/utils/local-seo.ts'

import type { Route } from '../+types/local-seo.ts'
import { AddLink, messagesFor } from './parts.tsx'
import { RankingChart } from './ranking-chart.tsx'
import { localSeoLimits } from './schema.ts'

type Ranking = Route.ComponentProps['loaderData']['rankings'][number]

const bandClass = { green: 'text-green-800', yellow: 'text-amber-800', red: 'text-emergency' } as const

export function RankingCard({ ranking }: { ranking: Ranking }) {
	const name = `${ranking.keyword} in ${ranking.location}`
	const change = formatPositionChange(positionChange(ranking.currentPosition, ranking.previousPosition))
	return (
		<RecordCard
			id={ranking.id}
			headingId={`ranking-${ranking.id}`}
			heading={ranking.keyword}
			details={
				<p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
					<span>{ranking.location}</span>
					<Badge variant="secondary">{sentenceCase(ranking.competitionLevel)} competition</Badge>
					<span>{ranking.searchVolume.toLocaleString('en-GB')} searches a month</span>
				</p>
			}
			footerNote={<p className="text-xs text-muted-foreground">Checked {ranking.trackedLabel}</p>}
			editLabel={`Edit ranking ${name}`}
			actions={<DeleteLink id={ranking.id} name={`ranking ${name}`} />}
		>
			<dl className="grid grid-cols-3 gap-2 text-center">
				<div className="rounded-md bg-muted p-2">
					<dt className="text-xs text-muted-foreground">Position</dt>
					<dd className={cn('text-2xl font-bold', bandClass[positionBand(ranking.currentPosition)])}>{ranking.currentPosition}</dd>
				</div>
				<div className="rounded-md bg-muted p-2">
					<dt className="text-xs text-muted-foreground">Previous</dt>
					<dd className="text-2xl font-bold">{ranking.previousPosition ?? '–'}</dd>
				</div>
				<div className="rounded-md bg-muted p-2">
					<dt className="text-xs text-muted-foreground">Change</dt>
					<dd className="text-2xl font-bold">{change ?? '–'}</dd>
				</div>
			</dl>
			{/* Relative and clipped: the chart's screen-reader table is laid out wider than a phone and would scroll the page sideways. */}
			<div className="relative overflow-hidden">
				<RankingChart keyword={ranking.keyword} location={ranking.location} points={ranking.history} />
			</div>
			{ranking.notes ? <p className="text-sm whitespace-pre-line text-muted-foreground">{ranking.notes}</p> : null}
			<DeleteConfirmation id={ranking.id} question={`Delete the ranking of “${name}” and its position history?`} />
		</RecordCard>
	)
}

/** The create form (position 1, volume 0, competition medium, checked today) or the edit form of one ranking. */
export function RankingForm({ ranking, today, failure }: { ranking?: Ranking; today: string; failure?: EditorFailure }) {
	const { errors, value, field } = editorFields(failure)
	return (
		<EditorForm
			headingId={ranking ? `edit-ranking-${ranking.id}` : 'new-ranking'}
			title={ranking ? `Edit ranking ${ranking.keyword}` : 'New ranking'}
			recordId={ranking?.id}
			failure={failure}
		>
			<div className="grid gap-5 sm:grid-cols-2">
				<InputField label="Keyword" required maxLength={localSeoLimits.keyword} {...field('keyword', ranking?.keyword)} autoFocus />
				<InputField
					label="Location"
					required
					hint="e.g. Maida Vale"
					maxLength={localSeoLimits.location}
					{...field('location', ranking?.location)}
				/>
				<InputField
					label="Current position"
					required
					hint="1 is the first result."
					type="number"
					inputMode="numeric"
					min={1}
					max={localSeoLimits.position}
					step={1}
					{...field('current_position', String(ranking?.currentPosition ?? 1))}
				/>
				<InputField
					label="Search volume"
					hint="Searches a month."
					type="number"
					inputMode="numeric"
					min={0}
					max={localSeoLimits.search_volume}
					step={1}
					{...field('search_volume', String(ranking?.searchVolume ?? 0))}
				/>
				<Field label="Competition" error={errors.competition_level}>
					{(control) => (
						<Select {...control} name="competition_level" defaultValue={value('competition_level', ranking?.competitionLevel ?? 'medium')}>
							{competitionLevelValues.map((level) => (
								<option key={level} value={level}>
									{sentenceCase(level)}
								</option>
							))}
						</Select>
					)}
				</Field>
				<InputField
					label="Tracked date"
					required
					hint="The day the position was checked."
					type="date"
					{...field('tracked_date', ranking?.trackedDate ?? today)}
				/>
				<Field label="Notes" className="sm:col-span-2" error={errors.notes}>
					{(control) => (
						<Textarea {...control} name="notes" rows={3} maxLength={localSeoLimits.notes} defaultValue={value('notes', ranking?.notes)} />
					)}
				</Field>
			</div>
		</EditorForm>
	)
}

/** The rankings list of the tab, on the admin kit. */
export function RankingsTab({
	items,
	loadError,
	failure,
	today,
}: {
	items: Ranking[]
	loadError: string | null
	failure: EditorFailure | undefined
	today: string
}) {
	return (
		<ListTab
			loadError={loadError}
			failure={failure}
			items={items}
			title="Rankings"
			noun="Ranking"
			messages={messagesFor('Ranking')}
			state={{
				label: 'in the top 3',
				isOn: (ranking) => isTopThree(ranking.currentPosition),
				note: 'Best position first; each keyword is tracked once per location.',
			}}
			headerAction={<AddLink noun="ranking" importLink />}
			empty="No rankings yet. Add the first one, or import positions from a CSV file."
			card={(ranking) => <RankingCard ranking={ranking} />}
			form={(ranking, failure) => <RankingForm ranking={ranking} today={today} failure={failure} />}
		/>
	)
}
