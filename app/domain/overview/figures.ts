import { addDays } from '#app/domain/enquiry/pipeline.ts'

/**
 * The overview's figures (issue 25) as pure arithmetic: the queries only
 * count and sum in SQL, these turn the counts into what the owner reads.
 * Days are London calendar days ("YYYY-MM-DD"); weeks start on Monday.
 */

/**
 * The p-th percentile (0–100) of ascending `sorted` values by nearest rank:
 * the smallest value with at least p% of the values at or below it, so it is
 * always one of the values (a time some customer really waited). 0 for none.
 */
export function percentile(sorted: readonly number[], p: number): number {
	if (sorted.length === 0) return 0
	return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
}

export type ResponseFigures = {
	/** Enquiries of the period that have had a response. */
	answered: number
	/** Median and 90th percentile of their times to the first response, in seconds; null with none answered. */
	medianSeconds: number | null
	p90Seconds: number | null
}

/** The response figures of one period from its answered enquiries' waits (seconds, any order). */
export function responseFigures(waitSeconds: readonly number[]): ResponseFigures {
	const sorted = [...waitSeconds].sort((a, b) => a - b)
	if (sorted.length === 0) return { answered: 0, medianSeconds: null, p90Seconds: null }
	return { answered: sorted.length, medianSeconds: percentile(sorted, 50), p90Seconds: percentile(sorted, 90) }
}

/** Won out of received, as a fraction (0–1); null when nothing was received (no rate to speak of). */
export function conversion(won: number, received: number): number | null {
	return received > 0 ? won / received : null
}

/** "25%", "33.3%" (to one decimal), or "–" when there is no rate. */
export const formatRate = (rate: number | null): string => (rate === null ? '–' : `${Math.round(rate * 1000) / 10}%`)

/** The Monday of the week `day` falls in. */
export function weekOf(day: string): string {
	const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
	return addDays(day, -((weekday + 6) % 7))
}

/** The first day of a month on or after `day`: `day` itself when it is the 1st, else the 1st of the next month. */
export function monthOnOrAfter(day: string): string {
	if (day.endsWith('-01')) return day
	const [year, month] = day.split('-').map(Number) as [number, number]
	return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`
}

/** The Mondays of the `weeks` weeks up to and including `today`'s, oldest first. */
export function weekStarts(today: string, weeks: number): string[] {
	const last = weekOf(today)
	return Array.from({ length: weeks }, (_, index) => addDays(last, -7 * (weeks - 1 - index)))
}

/** A count on one London day for one key (a service, a postcode district). */
export type DayCount = { day: string; key: string; count: number }

/**
 * Daily counts per key summed into the given weeks (`weeks` from
 * `weekStarts`): each key's counts, one per week, oldest first. Days outside
 * the weeks are left out; keys keep their first-seen order.
 */
export function countsByWeek(rows: readonly DayCount[], weeks: readonly string[]): Map<string, number[]> {
	const index = new Map(weeks.map((week, position) => [week, position]))
	const series = new Map<string, number[]>()
	for (const row of rows) {
		const position = index.get(weekOf(row.day))
		if (position === undefined) continue
		let counts = series.get(row.key)
		if (!counts) series.set(row.key, (counts = weeks.map(() => 0)))
		counts[position]! += row.count
	}
	return series
}

/** The week-by-week totals of several series. */
export function totalsByWeek(series: Iterable<readonly number[]>, weeks: number): number[] {
	const totals = Array.from({ length: weeks }, () => 0)
	for (const counts of series) counts.forEach((count, position) => (totals[position]! += count))
	return totals
}

/** How enquiries of one group (a service, an area, a page) ended up. */
export type Outcome = { received: number; won: number; wonPence: number }

export const addOutcomes = (a: Outcome, b: Outcome): Outcome => ({
	received: a.received + b.received,
	won: a.won + b.won,
	wonPence: a.wonPence + b.wonPence,
})

/**
 * Groups regrouped by a key that may put one group in several (a postcode
 * district in two areas, W2) or in none (`fallback`): each new group's sum.
 */
export function regroup<T extends Outcome>(
	rows: readonly (T & { key: string })[],
	groupsOf: (key: string) => readonly string[],
	fallback: string,
): Map<string, Outcome> {
	const groups = new Map<string, Outcome>()
	for (const row of rows) {
		const names = groupsOf(row.key)
		for (const name of names.length > 0 ? names : [fallback]) {
			groups.set(name, addOutcomes(groups.get(name) ?? { received: 0, won: 0, wonPence: 0 }, row))
		}
	}
	return groups
}

/**
 * A wait in words, to its two largest units: "45 min", "3 h 20 min", "2 days
 * 4 h", "1 day", "under a minute". Rounded down, so a wait is never said to
 * be longer than it was.
 */
export function formatDuration(seconds: number): string {
	if (seconds < 60) return 'under a minute'
	const whole = Math.floor(seconds / 60)
	const amounts = [Math.floor(whole / 1440), Math.floor((whole % 1440) / 60), whole % 60]
	const words = [(n: number) => `${n} ${n === 1 ? 'day' : 'days'}`, (n: number) => `${n} h`, (n: number) => `${n} min`]
	const first = amounts.findIndex((amount) => amount > 0)
	const parts = [words[first]!(amounts[first]!)]
	if (first < 2 && amounts[first + 1]! > 0) parts.push(words[first + 1]!(amounts[first + 1]!))
	return parts.join(' ')
}

/** "0 B", "512 KB", "3.4 MB", "1.2 GB" (powers of 1024, as disks and hosts count). */
export function formatBytes(bytes: number): string {
	const steps = ['B', 'KB', 'MB', 'GB', 'TB'] as const
	let value = bytes
	let step = 0
	while (value >= 1024 && step < steps.length - 1) {
		value /= 1024
		step++
	}
	return `${step === 0 || value >= 100 ? Math.round(value) : value.toFixed(1)} ${steps[step]}`
}
