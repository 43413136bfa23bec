/**
 * /emergency copy.
 *
 * The call and WhatsApp buttons use the configured phone and WhatsApp number;
 * the call-out prices come from the database (settings.emergency_pricing) and
 * are NOT here: only the band labels are. The 15 coverage areas are exported
 * by `service-areas.ts` as `coverageAreas`.
 *
 * The one phone number in this module is the UK national gas emergency line,
 * which is not the company's number.
 */

import type { SiteIconName } from '#app/components/site/icons.ts'
import type { PriceKey } from '#app/domain/settings/emergency-pricing.ts'

import type { SeoBlock } from '../../../content/types.ts'

type EmergencySituation = {
	title: string
	description: string
	icon: SiteIconName
}

type EmergencyPricingBand = { key: PriceKey; label: string }

/** The UK National Gas Emergency Service number (free, 24 hours). */
export const gasEmergencyLine = '0800 111 999'

/**
 * `gasEmergencyLine` as a tel: link, kept in the national form: a UK freephone
 * number is not reliably reachable in international (+44) form.
 */
export const gasEmergencyTel = `tel:${gasEmergencyLine.replace(/\s/g, '')}`

export const emergencySeo: SeoBlock = {
	title: '24/7 Emergency Plumber & Electrician in London',
	description:
		'Emergency call-outs 24 hours a day, 365 days a year across London: burst pipes, leaks, boiler breakdowns and electrical faults, with help within the hour.',
	keywords: [
		'emergency plumber London',
		'emergency electrician London',
		'24 hour plumber West London',
		'burst pipe repair',
		'boiler breakdown London',
		'emergency call-out Maida Vale',
		'emergency repairs W9',
	],
}

export const emergencyHero: {
	badge: string
	title: string
	subtitle: string
	callLabel: string
	whatsappLabel: string
} = {
	badge: '24/7 Emergency Service',
	title: 'Emergency Repairs, Day or Night',
	subtitle:
		'Burst pipe, no heating, lost power? Call us now. We answer 24 hours a day, 365 days a year, and aim to be with you within 60 minutes for genuine emergencies.',
	callLabel: 'Call Now',
	whatsappLabel: 'WhatsApp Us',
}

export const emergencyPromise: {
	heading: string
	points: { title: string; description: string }[]
} = {
	heading: 'Our Emergency Promise',
	points: [
		{
			title: 'Response Within 60 Minutes',
			description: 'For genuine emergencies we aim to be with you within 60 minutes, and within 15–30 minutes in Maida Vale.',
		},
		{
			title: '24/7, 365 Days a Year',
			description: 'Nights, weekends and bank holidays included. We tell you how to limit the damage while we are on our way.',
		},
		{
			title: 'Clear Call-Out Charges',
			description: 'Our call-out charges are published below. Anything beyond the call-out is explained and agreed before we do it.',
		},
		{
			title: 'Make Safe, Then Fix',
			description: 'We stop the damage first, then repair it properly or give you a written quotation for the remaining work.',
		},
		{
			title: '12-Month Workmanship Guarantee',
			description: 'Emergency repairs carry the same minimum 12-month workmanship guarantee as all our work.',
		},
	],
}

/** Heading of the list of emergency situations. */
export const emergencySituationsCopy: { heading: string; text: string } = {
	heading: 'Emergencies We Attend',
	text: 'If it cannot wait until morning, call us. These are the call-outs we attend most often, day and night.',
}

/** Exactly eight. */
export const emergencySituations: readonly EmergencySituation[] = [
	{
		title: 'Burst Pipes',
		description:
			'Turn off the water at the stopcock, usually under the kitchen sink, and call us. We isolate, repair and check for hidden damage.',
		icon: 'Droplets',
	},
	{
		title: 'Leaks Through Ceilings',
		description: 'Water coming through from a bathroom, tank or the flat above. We trace the source, stop it and make the ceiling safe.',
		icon: 'Droplet',
	},
	{
		title: 'Boiler Breakdowns',
		description: 'No heating or hot water. Boilers and other gas appliances are repaired by Gas Safe registered engineers.',
		icon: 'Flame',
	},
	{
		title: 'Electrical Faults',
		description:
			'Power cuts to part of the house, tripping circuits, burning smells or scorched sockets. We find the fault and make it safe.',
		icon: 'Zap',
	},
	{
		title: 'Blocked Drains & Toilets',
		description: 'Overflowing toilets, blocked wastes and backed-up drains cleared, with the cause found so it does not happen again.',
		icon: 'Toilet',
	},
	{
		title: 'Overflowing Tanks & Cylinders',
		description:
			'Cold water tanks and hot water cylinders that are overflowing or leaking, repaired or isolated before they cause more damage.',
		icon: 'Thermometer',
	},
	{
		title: 'Broken Doors, Locks & Windows',
		description:
			'Doors that will not lock, broken glazing or damaged frames after a break-in. We board up or repair to make the property secure.',
		icon: 'Lock',
	},
	{
		title: 'Storm & Accidental Damage',
		description:
			'Fallen branches, storm damage or an accident that leaves the property exposed. We make it watertight and safe, then plan the repair.',
		icon: 'CloudRain',
	},
]

export const gasWarning: {
	heading: string
	intro: string
	steps: string[]
	callLabel: string
	carbonMonoxide: string
} = {
	heading: 'Smell Gas? Leave the Property and Call 0800 111 999',
	intro:
		'If you smell gas or think there is a gas leak, do not call us first. Call the National Gas Emergency Service on 0800 111 999. The line is free and open 24 hours a day.',
	steps: [
		'Do not use naked flames, smoke, or operate electrical switches, including doorbells and light switches.',
		'Open doors and windows if it is safe to do so.',
		'Turn off the gas at the meter if you can reach it safely, unless the meter is in a cellar or basement.',
		'Leave the property and call 0800 111 999 from outside.',
	],
	callLabel: 'Call 0800 111 999',
	carbonMonoxide:
		'If you feel dizzy, sick or drowsy and suspect carbon monoxide, get into fresh air straight away and seek medical help. Once the emergency service has made the supply safe, our Gas Safe registered engineers can repair or replace the appliance.',
}

export const emergencyCoverage: { heading: string; body: string; extended: string } = {
	heading: 'Emergency Coverage Areas',
	body: 'We cover all of Central and West London around the clock. The areas below are where we are usually closest.',
	extended: 'Extended emergency coverage up to 25 miles from central London. Extra travel charges may apply outside London.',
}

export const emergencyPricing: {
	heading: string
	intro: string
	bands: EmergencyPricingBand[]
	/** Shown when settings.emergency_pricing.first_hour_included is true. */
	firstHourIncludedNote: string
	/** Shown when settings.emergency_pricing.first_hour_included is false. */
	firstHourExcludedNote: string
	footnote: string
} = {
	heading: 'Emergency Call-Out Charges',
	intro: 'One clear charge to get a tradesperson to you, depending on when you call.',
	bands: [
		{ key: 'weekday_call_out', label: 'Weekdays 7am–6pm' },
		{ key: 'evening_weekend_call_out', label: 'Evenings (6pm–7am) & Weekends' },
		{ key: 'bank_holiday_night_call_out', label: 'Bank Holidays & Night' },
	],
	firstHourIncludedNote: 'All call-out charges include the first hour of labour.',
	firstHourExcludedNote: 'Labour is charged in addition to the call-out charge.',
	footnote:
		'Parts and any further work are explained and agreed with you before we carry them out. Payment by cash, credit card or bank transfer.',
}

export const emergencyClosing: { heading: string; body: string; callLabel: string; whatsappLabel: string } = {
	heading: 'Emergency Right Now?',
	body: 'Do not wait for the damage to spread. Call us now, or send a WhatsApp message with a photo and your postcode.',
	callLabel: 'Call Now',
	whatsappLabel: 'WhatsApp Us',
}
