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
