import { z } from 'zod'

import { asString } from '#app/domain/form.ts'

import { formatUkPhone, ukPhoneNumber } from './contact.ts'
import {
	dayName,
	isClockTime,
	isHttpsUrl,
	minutesOf,
	profilePlatformNames,
	profilePlatforms,
	weekdays,
	type DayHours,
	type OpeningHours,
	type ProfileLinks,
	type ProfilePlatform,
	type Weekday,
} from './opening-hours.ts'

/**
 * The Business tab's "Contact & hours" form (issue 23): the facts every public
 * page states about reaching the firm. Its rules are shared by the form (names,
 * limits) and the action; the public pages read the stored values without zod.
 */

/** What the form saves: the phone in its one stored form (+44…), the hours per weekday, the profiles that are set. */
export type BusinessDetails = {
	businessName: string
	phone: string
	officeEmail: string
	address: string
	openingHours: OpeningHours
	emergencyNote: string
	profileLinks: ProfileLinks
}

export const detailsLimits = { name: 100, phone: 40, email: 254, address: 200, note: 160, url: 500 } as const

/** A day's state as the form offers it. */
export const dayStates = ['open', 'closed', 'emergencies'] as const satisfies readonly DayHours['state'][]
export const dayStateLabel: Record<DayHours['state'], string> = { open: 'Open', closed: 'Closed', emergencies: 'Emergencies only' }

/** The form's field names. */
export const hoursField = (day: Weekday, part: 'state' | 'opens' | 'closes') => `hours_${day}_${part}`
export const profileField = (platform: ProfilePlatform) => `profile_${platform}`

/** Every field as trimmed text: the checks run together in the transform, so one refusal lists every problem. */
const trimmedText = z.preprocess(asString, z.string().trim())

/** The length, and presence, checks of a text field; the message for the first one it fails. */
function textProblem(value: string, max: number, label: string, missing?: string): string | null {
	if (missing && value === '') return missing
	return value.length > max ? `${label} must be at most ${max} characters.` : null
}

const isEmail = (value: string) => z.email().safeParse(value).success

/** "7:00", "07:00" or "07.00" as the stored "07:00"; null when it is no time of day. */
export function clockTime(value: string): string | null {
	const match = /^(\d{1,2})[:.](\d{2})$/.exec(value.trim())
	if (!match) return null
	const time = `${match[1]!.padStart(2, '0')}:${match[2]}`
	return isClockTime(time) ? time : null
}

const textFields = Object.fromEntries(
	[
		'business_name',
		'phone',
		'office_email',
		'address',
		'emergency_note',
		...weekdays.flatMap((day) => [hoursField(day, 'state'), hoursField(day, 'opens'), hoursField(day, 'closes')]),
		...profilePlatforms.map(profileField),
	].map((name) => [name, trimmedText]),
) as Record<string, typeof trimmedText>

export const businessDetailsForm = z.object(textFields).transform((form, context): BusinessDetails => {
	const values = form as Record<string, string>
	const refuse = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message, input: values[path] })
	const check = (name: string, problem: string | null) => {
		if (problem) refuse(name, problem)
	}
	const value = (name: string) => values[name] ?? ''

	check(
		'business_name',
		textProblem(value('business_name'), detailsLimits.name, 'The trading name', 'Enter the trading name the site shows.'),
	)
	const email = value('office_email')
	check(
		'office_email',
		textProblem(email, detailsLimits.email, 'The e-mail address', 'Enter the office e-mail address.') ??
			(isEmail(email) ? null : 'Enter an e-mail address like office@example.co.uk.'),
	)
	check('address', textProblem(value('address'), detailsLimits.address, 'The address', 'Enter the address the site shows.'))
	check('emergency_note', textProblem(value('emergency_note'), detailsLimits.note, 'The emergency note'))

	const phone = ukPhoneNumber(value('phone'))
	if (value('phone').length > detailsLimits.phone) refuse('phone', `The phone number must be at most ${detailsLimits.phone} characters.`)
	else if (!phone.ok) refuse('phone', phone.problem)

	const openingHours = {} as OpeningHours
	for (const day of weekdays) {
		const state = values[hoursField(day, 'state')]
		const name = dayName(day)
		if (state === 'closed' || state === 'emergencies') {
			openingHours[day] = { state }
			continue
		}
		if (state !== 'open') {
			refuse(hoursField(day, 'state'), `Choose whether ${name} is open, closed or emergencies only.`)
			openingHours[day] = { state: 'closed' }
			continue
		}
		const opens = clockTime(values[hoursField(day, 'opens')] ?? '')
		const closes = clockTime(values[hoursField(day, 'closes')] ?? '')
		if (!opens) refuse(hoursField(day, 'opens'), `Enter when ${name} opens, e.g. 07:00.`)
		if (!closes) refuse(hoursField(day, 'closes'), `Enter when ${name} closes, e.g. 18:00.`)
		else if (opens && minutesOf(closes) <= minutesOf(opens)) {
			refuse(hoursField(day, 'closes'), `${name} must close after it opens (${opens}).`)
		}
		openingHours[day] = { state: 'open', opens: opens ?? '00:00', closes: closes ?? '00:00' }
	}

	const profileLinks: ProfileLinks = {}
	for (const platform of profilePlatforms) {
		const url = value(profileField(platform))
		if (url === '') continue
		if (url.length > detailsLimits.url) refuse(profileField(platform), `The link must be at most ${detailsLimits.url} characters.`)
		else if (isHttpsUrl(url)) profileLinks[platform] = url
		else
			refuse(
				profileField(platform),
				`Enter the full address of your ${profilePlatformNames[platform]} page, starting with https://, or leave it blank.`,
			)
	}

	return {
		businessName: value('business_name'),
		phone: phone.ok ? phone.e164 : '',
		officeEmail: email,
		address: value('address'),
		openingHours,
		emergencyNote: value('emergency_note'),
		profileLinks,
	}
})

/** The form's starting values for stored details (the inverse of the schema; the phone shown grouped). */
export function businessDetailsFormValues(details: BusinessDetails): Record<string, string> {
	const values: Record<string, string> = {
		business_name: details.businessName,
		phone: formatUkPhone(details.phone),
		office_email: details.officeEmail,
		address: details.address,
		emergency_note: details.emergencyNote,
	}
	for (const day of weekdays) {
		const hours = details.openingHours[day]
		values[hoursField(day, 'state')] = hours.state
		values[hoursField(day, 'opens')] = hours.state === 'open' ? hours.opens : ''
		values[hoursField(day, 'closes')] = hours.state === 'open' ? hours.closes : ''
	}
	for (const platform of profilePlatforms) values[profileField(platform)] = details.profileLinks[platform] ?? ''
	return values
}
