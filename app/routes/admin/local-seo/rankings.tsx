import { editorFields, type EditorFailure } from '#app/components/admin/editable-list.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { InputField, SelectField, TextareaField } from '#app/components/ui/field.tsx'
import { competitionLevelValues, formatPositionChange, isTopThree, positionBand, positionChange } from '#app/domain/local-seo/rules.ts'
import { localSeoLimits, wholeNumberInput } from '#app/domain/local-seo/schema.ts'
import { cn } from '#app/utils/cn.ts'
import { sentenceCase } from '#app/utils/format.ts'

import type { Route } from '../+types/local-seo.ts'
import { LocalSeoCard, LocalSeoForm, type ListParts } from './parts.tsx'
import { RankingChart } from './ranking-chart.tsx'

type Ranking = Route.ComponentProps['loaderData']['rankings'][number]

const bandClass = { green: 'text-green-800', yellow: 'text-amber-800', red: 'text-emergency' } as const

export function RankingCard({ ranking }: { ranking: Ranking }) {
	const name = `${ranking.keyword} in ${ranking.location}`
	const change = formatPositionChange(positionChange(ranking.currentPosition, ranking.previousPosition))
	return (
		<LocalSeoCard
			kind="ranking"
			id={ranking.id}
			heading={ranking.keyword}
			name={`ranking ${name}`}
			details={
				<>
					<span>{ranking.location}</span>
					<Badge variant="secondary">{sentenceCase(ranking.competitionLevel)} competition</Badge>
					<span>{ranking.searchVolume.toLocaleString('en-GB')} searches a month</span>
				</>
			}
			note={`Checked ${ranking.trackedLabel}`}
			question={`Delete the ranking of “${name}” and its position history?`}
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
		</LocalSeoCard>
	)
}

/** The create form (position 1, volume 0, competition medium, checked today) or the edit form of one ranking. */
export function RankingForm({ ranking, today, failure }: { ranking?: Ranking; today: string; failure?: EditorFailure }) {
	const { field } = editorFields(failure)
	return (
		<LocalSeoForm kind="ranking" record={ranking} title={ranking ? `Edit ranking ${ranking.keyword}` : 'New ranking'} failure={failure}>
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
				{...wholeNumberInput(1, localSeoLimits.position)}
				{...field('current_position', ranking?.currentPosition ?? 1)}
			/>
			<InputField
				label="Search volume"
				hint="Searches a month."
				{...wholeNumberInput(0, localSeoLimits.search_volume)}
				{...field('search_volume', ranking?.searchVolume ?? 0)}
			/>
			<SelectField
				label="Competition"
				choices={competitionLevelValues}
				choiceLabel={sentenceCase}
				{...field('competition_level', ranking?.competitionLevel ?? 'medium')}
			/>
			<InputField
				label="Tracked date"
				required
				hint="The day the position was checked."
				type="date"
				{...field('tracked_date', ranking?.trackedDate ?? today)}
			/>
			<TextareaField
				label="Notes"
				className="sm:col-span-2"
				rows={3}
				maxLength={localSeoLimits.notes}
				{...field('notes', ranking?.notes)}
			/>
		</LocalSeoForm>
	)
}

/** The rankings list: those in the top 3 counted; a new ranking is checked `today` unless said otherwise. */
export const rankingsList = (today: string): ListParts<Ranking> => ({
	state: {
		label: 'in the top 3',
		isOn: (ranking) => isTopThree(ranking.currentPosition),
		note: 'Best position first; each keyword is tracked once per location.',
	},
	card: (ranking) => <RankingCard ranking={ranking} />,
	form: (ranking, failure) => <RankingForm ranking={ranking} today={today} failure={failure} />,
})
