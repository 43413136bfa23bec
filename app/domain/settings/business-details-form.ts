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

const field = (max: number, label: string) =>
	z.preprocess(asString, z.string().trim().max(max, `${label} must be at most ${max} characters.`))

const required = (max: number, label: string, missing: string) =>
	z.preprocess(asString, z.string().trim().min(1, missing).max(max, `${label} must be at most ${max} characters.`))

/** "7:00", "07:00" or "07.00" as the stored "07:00"; null when it is no time of day. */
export function clockTime(value: string): string | null {
	const match = /^(\d{1,2})[:.](\d{2})$/.exec(value.trim())
	if (!match) return null
	const time = `${match[1]!.padStart(2, '0')}:${match[2]}`
	return isClockTime(time) ? time : null
}

const hoursFields = Object.fromEntries(
	weekdays.flatMap((day) => [
		[hoursField(day, 'state'), z.preprocess(asString, z.string())],
		[hoursField(day, 'opens'), z.preprocess(asString, z.string())],
		[hoursField(day, 'closes'), z.preprocess(asString, z.string())],
	]),
) as Record<string, z.ZodType<string>>

const profileFields = Object.fromEntries(
	profilePlatforms.map((platform) => [profileField(platform), field(detailsLimits.url, `The ${profilePlatformNames[platform]} link`)]),
) as Record<string, z.ZodType<string>>

export const businessDetailsForm = z
	.object({
		business_name: required(detailsLimits.name, 'The trading name', 'Enter the trading name the site shows.'),
		phone: field(detailsLimits.phone, 'The phone number'),
		office_email: required(detailsLimits.email, 'The e-mail address', 'Enter the office e-mail address.').pipe(
			z.email('Enter an e-mail address like office@example.co.uk.'),
		),
		address: required(detailsLimits.address, 'The address', 'Enter the address the site shows.'),
		emergency_note: field(detailsLimits.note, 'The emergency note'),
		...hoursFields,
		...profileFields,
	})
	.transform((form, context): BusinessDetails => {
		const values = form as Record<string, string>
		const refuse = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message, input: values[path] })

		const phone = ukPhoneNumber(form.phone)
		if (!phone.ok) refuse('phone', phone.problem)

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
			const url = values[profileField(platform)] ?? ''
			if (url === '') continue
			if (isHttpsUrl(url)) profileLinks[platform] = url
			else
				refuse(
					profileField(platform),
					`Enter the full address of your ${profilePlatformNames[platform]} page, starting with https://, or leave it blank.`,
				)
		}

		return {
			businessName: form.business_name,
			phone: phone.ok ? phone.e164 : '',
			officeEmail: form.office_email,
			address: form.address,
			openingHours,
			emergencyNote: form.emergency_note,
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
