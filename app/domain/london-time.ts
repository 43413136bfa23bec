/**
 * The admin area works in London time: date pickers (`<input type="datetime-local">`,
 * value "YYYY-MM-DDTHH:mm") show and mean London wall-clock time (LONDON), whatever
 * the zone of the server or the browser.
 */
export const LONDON = 'Europe/London'

const partsFormat = new Intl.DateTimeFormat('en-GB', {
	timeZone: LONDON,
	hourCycle: 'h23',
	year: 'numeric',
	month: '2-digit',
	day: '2-digit',
	hour: '2-digit',
	minute: '2-digit',
	second: '2-digit',
})

function londonParts(date: Date) {
	const parts = Object.fromEntries(partsFormat.formatToParts(date).map((part) => [part.type, part.value]))
	return {
		year: Number(parts.year),
		month: Number(parts.month),
		day: Number(parts.day),
		hour: Number(parts.hour),
		minute: Number(parts.minute),
		second: Number(parts.second),
	}
}

/** London's offset from UTC at `date`, in milliseconds (0 in winter, one hour in summer). */
function londonOffset(date: Date): number {
	const p = londonParts(date)
	const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
	return asUtc - Math.floor(date.getTime() / 1000) * 1000
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0')

/** The value of a datetime-local input showing `date` in London time, to the minute. */
export function toLondonInputValue(date: Date): string {
	const p = londonParts(date)
	return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`
}

const INPUT_VALUE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/

/**
 * The instant a datetime-local value means in London, or null when it is not a
 * real date and time. A time skipped by the clocks going forward is read in winter time.
 */
export function fromLondonInputValue(value: string): Date | null {
	const match = INPUT_VALUE.exec(value.trim())
	if (!match) return null
	const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0)) as [
		number,
		number,
		number,
		number,
		number,
		number,
	]
	if (year < 1900) return null
	const wallClock = Date.UTC(year, month - 1, day, hour, minute, second)
	const check = new Date(wallClock)
	if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) {
		return null
	}
	// Two passes settle the offset around the clock changes.
	const firstGuess = wallClock - londonOffset(new Date(wallClock))
	return new Date(wallClock - londonOffset(new Date(firstGuess)))
}

/** The instant a London calendar day ("YYYY-MM-DD") starts. */
export const londonMidnight = (day: string): Date => fromLondonInputValue(`${day}T00:00`)!

const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
	timeZone: LONDON,
	day: 'numeric',
	month: 'short',
	year: 'numeric',
	hour: '2-digit',
	minute: '2-digit',
	hourCycle: 'h23',
})

/** "12 Mar 2025, 14:05" in London time. */
export function formatLondonDateTime(date: Date): string {
	return dateTimeFormat.format(date)
}

/** "2025-03-12 14:05" in London time: sortable, and read as a date by spreadsheets (CSV exports). */
export function formatLondonTimestamp(date: Date): string {
	return toLondonInputValue(date).replace('T', ' ')
}

const longDayFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: LONDON })

/** "12 March 2025", the London day (a link's last day in an e-mail or on a page). */
export function formatLondonLongDay(date: Date): string {
	return longDayFormat.format(date)
}
