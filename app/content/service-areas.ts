/**
 * /service-areas copy and the 15 emergency
 * coverage areas shown on /emergency.
 *
 * The page links to /contact for availability and offers a call link to the
 * configured phone number; no phone number appears here.
 */

import type { CtaCopy, SeoBlock } from './types.ts'

export type LondonRegion = {
	name: 'Central London' | 'North London' | 'South London' | 'East London' | 'West London'
	/** London boroughs (and the City of London) in this region. */
	boroughs: string[]
}

export type CoverageArea = { name: string; postcode: string }

export const serviceAreasSeo: SeoBlock = {
	title: 'Areas We Cover: Maida Vale, Central & West London',
	description:
		'Refurbishment and 24/7 emergency trades across London: 15–30 minute response in Maida Vale, 30–45 in Central London and 45–60 in West London.',
	keywords: [
		'London service areas',
		'Maida Vale builders',
		'Little Venice tradesmen',
		'West London refurbishment',
		'Central London emergency plumber',
		'emergency electrician London',
		'Home Counties refurbishment',
	],
}

export const serviceAreasHero = {
	title: 'Areas We Serve',
	subtitle:
		'Based in West London, we work across the capital and the Home Counties. The closer you are to Maida Vale, the faster we can reach you in an emergency.',
} as const satisfies { title: string; subtitle: string }

export const priorityArea: {
	heading: string
	name: string
	responseTime: string
	body: string
	postcodes: string[]
} = {
	heading: 'Priority Service Area',
	name: 'Maida Vale & Little Venice',
	responseTime: '15–30 minute response',
	body: 'Maida Vale and Little Venice are our home ground. Our team works here every day, so emergency call-outs are reached first and fastest, and standard appointments are usually easy to fit in.',
	postcodes: ['W9', 'W2'],
}

export const emergencyResponseTimes: {
	heading: string
	times: { area: string; time: string }[]
	footnote: string
} = {
	heading: 'Emergency Response Times',
	times: [
		{ area: 'Maida Vale', time: '15–30 mins' },
		{ area: 'Central London', time: '30–45 mins' },
		{ area: 'West London', time: '45–60 mins' },
	],
	footnote:
		'Times are from when we take your call and apply to genuine emergencies, 24 hours a day, 365 days a year. Traffic and weather can occasionally add to them, and we will always tell you our expected arrival time.',
}

export const localExpertise: {
	heading: string
	body: string
	points: { title: string; description: string }[]
	postcodesHeading: string
	postcodes: string[]
} = {
	heading: 'Local Expertise',
	body: "Much of West London's housing is Victorian and Georgian, and a great deal of it is protected. We know how these buildings are put together and what the local authorities expect before work starts.",
	points: [
		{
			title: 'Victorian & Georgian Properties',
			description: 'Solid brick walls, lath-and-plaster ceilings, sash windows and timber floors, repaired with materials that suit them.',
		},
		{
			title: 'Period Conservation',
			description:
				'Cornicing, fireplaces, joinery and tiled floors kept and restored wherever possible, and matched where they cannot be saved.',
		},
		{
			title: 'Listed Buildings',
			description:
				'Any alteration that affects the character of a listed building needs listed building consent. We advise before work starts and work to the conditions granted.',
		},
		{
			title: 'Local Authority Liaison',
			description:
				'We help with planning, conservation-area and building control requirements, permitted working hours and parking suspensions.',
		},
	],
	postcodesHeading: 'Our Local Postcodes',
	postcodes: ['W9', 'W2', 'W10', 'W11'],
}

/** Small labels of the /service-areas page. */
export const serviceAreasLabels: {
	responseLabel: string
	postcodesLabel: string
	priorityAreaLink: { label: string; to: '/areas/maida-vale' }
	homeCountiesHeading: string
} = {
	responseLabel: 'Emergency response',
	postcodesLabel: 'Postcodes',
	priorityAreaLink: { label: 'More about our work in Maida Vale', to: '/areas/maida-vale' },
	homeCountiesHeading: 'Home Counties',
}

/** Heading of the borough lists. */
export const londonBoroughsCopy: { heading: string; text: string } = {
	heading: 'London Boroughs We Cover',
	text: 'Planned work and emergency call-outs across the capital, grouped by region.',
}

/** Borough lists, in the spec's order: Central, North, South, East, West. */
export const londonRegions: LondonRegion[] = [
	{
		name: 'Central London',
		boroughs: ['City of Westminster', 'City of London', 'Camden', 'Islington', 'Kensington & Chelsea'],
	},
	{
		name: 'North London',
		boroughs: ['Barnet', 'Enfield', 'Haringey', 'Harrow', 'Brent'],
	},
	{
		name: 'South London',
		boroughs: [
			'Lambeth',
			'Southwark',
			'Wandsworth',
			'Merton',
			'Richmond upon Thames',
			'Kingston upon Thames',
			'Sutton',
			'Croydon',
			'Lewisham',
			'Greenwich',
			'Bromley',
			'Bexley',
		],
	},
	{
		name: 'East London',
		boroughs: ['Tower Hamlets', 'Hackney', 'Newham', 'Waltham Forest', 'Redbridge', 'Barking & Dagenham', 'Havering'],
	},
	{
		name: 'West London',
		boroughs: ['Hammersmith & Fulham', 'Ealing', 'Hounslow', 'Hillingdon'],
	},
]

export const beyondLondon: {
	heading: string
	body: string
	homeCounties: string[]
	points: string[]
} = {
	heading: 'Beyond London',
	body: 'We also work in the Home Counties. Emergency cover reaches up to 25 miles from central London, and larger projects further out are considered individually.',
	homeCounties: ['Surrey', 'Kent', 'Essex', 'Hertfordshire'],
	points: [
		'Emergency coverage up to 25 miles from central London',
		'Extra travel charges may apply outside London',
		'Large projects are subject to a minimum project value',
	],
}

export const serviceAreasClosing: CtaCopy = {
	heading: 'Not Sure If We Cover Your Area?',
	text: 'Send us your postcode and a short description of the work and we will confirm availability, or call us to talk it through.',
	primary: { label: 'Check Availability', to: '/contact' },
	callLabel: 'Call Us Now',
}

/** The 15 emergency coverage areas listed on /emergency. */
export const coverageAreas: readonly CoverageArea[] = [
	{ name: 'Maida Vale', postcode: 'W9' },
	{ name: 'Little Venice', postcode: 'W2' },
	{ name: 'Paddington', postcode: 'W2' },
	{ name: 'Bayswater', postcode: 'W2' },
	{ name: 'Notting Hill', postcode: 'W11' },
	{ name: 'Kensington', postcode: 'W8' },
	{ name: 'Chelsea', postcode: 'SW3' },
	{ name: 'Marylebone', postcode: 'W1' },
	{ name: 'Westminster', postcode: 'SW1' },
	{ name: "St John's Wood", postcode: 'NW8' },
	{ name: 'Kilburn', postcode: 'NW6' },
	{ name: "Queen's Park", postcode: 'W10' },
	{ name: 'Shepherds Bush', postcode: 'W12' },
	{ name: 'Hammersmith', postcode: 'W6' },
	{ name: 'Fulham', postcode: 'SW6' },
]
