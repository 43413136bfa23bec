/**
 * The business's opening hours (issue 23): one entry per weekday, edited on
 * the Business tab and stated by the top bar, footer, contact and emergency
 * pages and the JSON-LD. A day is open (times "HH:MM", London time), closed,
 * or emergencies only (closed for ordinary work, the emergency line answers).
 */

export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
export type Weekday = (typeof weekdays)[number]

export type DayHours = { state: 'open'; opens: string; closes: string } | { state: 'closed' } | { state: 'emergencies' }

export type OpeningHours = Record<Weekday, DayHours>

const weekday = { state: 'open', opens: '07:00', closes: '18:00' } as const

/** The specification's hours: Monday to Friday 7am–6pm, Saturday 8am–4pm, Sunday emergencies only. */
export const defaultOpeningHours: OpeningHours = {
	monday: weekday,
	tuesday: weekday,
	wednesday: weekday,
	thursday: weekday,
	friday: weekday,
	saturday: { state: 'open', opens: '08:00', closes: '16:00' },
	sunday: { state: 'emergencies' },
}

/** The review and listing sites a business can link its profiles on (any subset). */
export const profilePlatforms = ['google', 'checkatrade', 'trustpilot', 'facebook', 'houzz', 'yell'] as const
export type ProfilePlatform = (typeof profilePlatforms)[number]

/** The business's profile addresses by platform (https), absent when it has none there. */
export type ProfileLinks = Partial<Record<ProfilePlatform, string>>

/* Reading and stating the hours ------------------------------------------------ */

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/

/** "HH:MM" on the 24-hour clock (00:00–23:59), the only form stored. */
export const isClockTime = (value: unknown): value is string => typeof value === 'string' && TIME.test(value)

/** Minutes after midnight of a stored "HH:MM". */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/**
 * One stored day, or null when it is not a day the form could have saved
 * (an open day needs two clock times, the second after the first).
 */
function dayOf(value: unknown): DayHours | null {
	if (typeof value !== 'object' || value === null) return null
	const day = value as Record<string, unknown>
	if (day.state === 'closed' || day.state === 'emergencies') return { state: day.state }
	if (day.state !== 'open' || !isClockTime(day.opens) || !isClockTime(day.closes)) return null
	return minutesOf(day.closes) > minutesOf(day.opens) ? { state: 'open', opens: day.opens, closes: day.closes } : null
}

/** The stored hours, each malformed or missing day read as the specification's. */
export function normaliseOpeningHours(stored: unknown): OpeningHours {
	const days = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {}
	return Object.fromEntries(weekdays.map((name) => [name, dayOf(days[name]) ?? defaultOpeningHours[name]])) as OpeningHours
}

/** The stored profile links, keeping only https addresses of the known platforms. */
export function normaliseProfileLinks(stored: unknown): ProfileLinks {
	if (typeof stored !== 'object' || stored === null) return {}
	const links: ProfileLinks = {}
	for (const platform of profilePlatforms) {
		const url = (stored as Record<string, unknown>)[platform]
		if (typeof url === 'string' && isHttpsUrl(url)) links[platform] = url
	}
	return links
}

/** An absolute https address with a host name (no credentials): what a profile link may be. */
export function isHttpsUrl(value: string): boolean {
	if (!/^https:\/\//i.test(value)) return false
	try {
		const url = new URL(value)
		return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password
	} catch {
		return false
	}
}

/** The platforms' names as the site writes them. */
export const profilePlatformNames: Record<ProfilePlatform, string> = {
	google: 'Google',
	checkatrade: 'Checkatrade',
	trustpilot: 'Trustpilot',
	facebook: 'Facebook',
	houzz: 'Houzz',
	yell: 'Yell',
}

/** The set links in the platforms' order. */
export const profileLinkList = (links: ProfileLinks) =>
	profilePlatforms.flatMap((platform) =>
		links[platform] ? [{ platform, name: profilePlatformNames[platform], url: links[platform] }] : [],
	)

const shortDay: Record<Weekday, string> = {
	monday: 'Mon',
	tuesday: 'Tue',
	wednesday: 'Wed',
	thursday: 'Thu',
	friday: 'Fri',
	saturday: 'Sat',
	sunday: 'Sun',
}

/** The weekday's name as people write it, e.g. "Monday". */
export const dayName = (day: Weekday) => day.charAt(0).toUpperCase() + day.slice(1)

/** "07:00" as "7am", "08:30" as "8:30am", "12:00" as "12pm", "00:00" as "12am". */
export function clockLabel(time: string): string {
	const minutes = minutesOf(time)
	const hour = Math.floor(minutes / 60)
	const minute = minutes % 60
	const twelve = hour % 12 === 0 ? 12 : hour % 12
	return `${twelve}${minute ? `:${String(minute).padStart(2, '0')}` : ''}${hour < 12 ? 'am' : 'pm'}`
}

/** What a day says: "7am–6pm", "Closed" or "Emergencies only". */
export function dayLabel(day: DayHours): string {
	if (day.state === 'open') return `${clockLabel(day.opens)}–${clockLabel(day.closes)}`
	return day.state === 'closed' ? 'Closed' : 'Emergencies only'
}

/** Runs of consecutive days (Monday first) with the same hours. */
export function hoursGroups(hours: OpeningHours): { first: Weekday; last: Weekday; hours: DayHours }[] {
	const groups: { first: Weekday; last: Weekday; hours: DayHours }[] = []
	for (const day of weekdays) {
		const previous = groups.at(-1)
		if (previous && dayLabel(previous.hours) === dayLabel(hours[day])) previous.last = day
		else groups.push({ first: day, last: day, hours: hours[day] })
	}
	return groups
}

const span = (first: Weekday, last: Weekday, name: (day: Weekday) => string) =>
	first === last ? name(first) : `${name(first)}–${name(last)}`

/** One line of the hours, e.g. "Mon–Fri 7am–6pm · Sat 8am–4pm · Sun emergencies only". */
export function hoursSummary(hours: OpeningHours): string {
	return hoursSummaryParts(hours).join(' · ')
}

/** Each group as a phrase, its days named by `name`: "Mon–Fri 7am–6pm", "Sunday emergencies only". */
const groupPhrases = (hours: OpeningHours, name: (day: Weekday) => string) =>
	hoursGroups(hours).map(({ first, last, hours: day }) => {
		const label = dayLabel(day)
		return `${span(first, last, name)} ${day.state === 'open' ? label : label.toLowerCase()}`
	})

/** The summary's parts, e.g. ["Mon–Fri 7am–6pm", "Sat 8am–4pm", "Sun emergencies only"]. */
export function hoursSummaryParts(hours: OpeningHours): string[] {
	return groupPhrases(hours, (day) => shortDay[day])
}

/** The hours as rows of a list, e.g. { days: "Monday–Friday", hours: "7am–6pm" }. */
export function hoursRows(hours: OpeningHours): { days: string; hours: string }[] {
	return hoursGroups(hours).map(({ first, last, hours: day }) => ({ days: span(first, last, dayName), hours: dayLabel(day) }))
}

/** The words for the emergency line when the owner has written none. */
export const defaultEmergencyNote = 'Emergency line answered 24/7, 365 days a year'

/** The hours in a sentence, e.g. "Monday–Friday 7am–6pm, Saturday 8am–4pm, Sunday emergencies only" (for e-mails). */
export function hoursSentence(hours: OpeningHours): string {
	return groupPhrases(hours, dayName).join(', ')
}
