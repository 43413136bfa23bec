import { z } from 'zod'

import { optionalText, requiredText, text, withFormMessage } from '#app/domain/form.ts'
import { toLondonInputValue } from '#app/domain/london-time.ts'

import { closedStages, pipelineLimits, type EnquiryStage } from './stage.ts'

/**
 * The next action and notes of an enquiry (issue 24): pure rules shared by the
 * admin's forms, the inbox's due lists and their tests. A next action is due on
 * a London calendar day ("YYYY-MM-DD"), whatever the zone of server or browser.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** The London calendar day `date` falls on, e.g. "2026-11-29". */
export const londonDay = (date: Date): string => toLondonInputValue(date).slice(0, 10)

/** True for a real calendar day written "YYYY-MM-DD" (2000–2099: a typo's year 20266 is not one). */
export function isCalendarDay(value: string): boolean {
	const match = DAY.exec(value)
	if (!match) return false
	const [year, month, day] = match.slice(1).map(Number) as [number, number, number]
	if (year < 2000 || year > 2099) return false
	const date = new Date(Date.UTC(year, month - 1, day))
	return date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** The day `days` after `day` (both "YYYY-MM-DD"). */
export function addDays(day: string, days: number): string {
	const date = new Date(`${day}T00:00:00Z`)
	date.setUTCDate(date.getUTCDate() + days)
	return date.toISOString().slice(0, 10)
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })

/** "Tue, 1 Dec 2026" (on the server: the browser's ICU may write it otherwise). */
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`))

export type DueState = 'overdue' | 'today' | 'upcoming'

/**
 * Where a next action stands on London's `today`: before it is overdue, on it
 * due today. Null when there is none, or the enquiry is closed (won, lost,
 * spam: nothing more is expected, so nothing is late).
 */
export function dueState(nextActionOn: string | null, stage: EnquiryStage, today: string): DueState | null {
	if (!nextActionOn || (closedStages as readonly string[]).includes(stage)) return null
	if (nextActionOn < today) return 'overdue'
	return nextActionOn === today ? 'today' : 'upcoming'
}

/** The next-action form: a day and what to do then ("call back", "survey 10:00"). */
export const nextActionForm = withFormMessage(
	z.object({
		next_action_on: text(z.string().trim().refine(isCalendarDay, 'Choose the day of the next action.')),
		next_action_note: optionalText(pipelineLimits.nextActionNote, 'The next action'),
	}),
	{ formError: 'The next action was not saved: see the message beside the field.' },
)

/** The note form: free text, kept in the timeline with who wrote it and when. */
export const noteForm = withFormMessage(z.object({ note: requiredText(pipelineLimits.note, 'Write the note first.', 'A note') }), {
	formError: 'The note was not added: see the message beside the field.',
})
