import { describe, expect, it } from 'vitest'

import {
	clockLabel,
	defaultOpeningHours,
	hoursRows,
	hoursSentence,
	hoursSummary,
	isHttpsUrl,
	normaliseOpeningHours,
	normaliseProfileLinks,
	profileLinkList,
	type OpeningHours,
} from './opening-hours.ts'

const open = (opens: string, closes: string) => ({ state: 'open', opens, closes }) as const

describe('clock times', () => {
	it('read the way people say them', () => {
		expect(clockLabel('07:00')).toBe('7am')
		expect(clockLabel('08:30')).toBe('8:30am')
		expect(clockLabel('12:00')).toBe('12pm')
		expect(clockLabel('18:00')).toBe('6pm')
		expect(clockLabel('00:00')).toBe('12am')
		expect(clockLabel('23:45')).toBe('11:45pm')
	})
})

describe('the hours summary', () => {
	it('groups equal consecutive days: the specification’s hours', () => {
		expect(hoursSummary(defaultOpeningHours)).toBe('Mon–Fri 7am–6pm · Sat 8am–4pm · Sun emergencies only')
		expect(hoursRows(defaultOpeningHours)).toEqual([
			{ days: 'Monday–Friday', hours: '7am–6pm' },
			{ days: 'Saturday', hours: '8am–4pm' },
			{ days: 'Sunday', hours: 'Emergencies only' },
		])
		expect(hoursSentence(defaultOpeningHours)).toBe('Monday–Friday 7am–6pm, Saturday 8am–4pm, Sunday emergencies only')
	})

	it('states closed days and days apart, and groups only neighbours', () => {
		const hours: OpeningHours = {
			monday: { state: 'closed' },
			tuesday: open('08:00', '17:30'),
			wednesday: open('08:00', '17:30'),
			thursday: open('09:00', '17:30'),
			friday: open('08:00', '17:30'),
			saturday: { state: 'emergencies' },
			sunday: { state: 'emergencies' },
		}
		expect(hoursSummary(hours)).toBe('Mon closed · Tue–Wed 8am–5:30pm · Thu 9am–5:30pm · Fri 8am–5:30pm · Sat–Sun emergencies only')
		expect(hoursRows(hours)[0]).toEqual({ days: 'Monday', hours: 'Closed' })
	})

	it('is one group for a week of the same hours', () => {
		const closed = Object.fromEntries(Object.keys(defaultOpeningHours).map((day) => [day, { state: 'closed' }])) as OpeningHours
		expect(hoursSummary(closed)).toBe('Mon–Sun closed')
	})
})

describe('stored hours and links', () => {
	it('read a malformed or missing day as the specification’s', () => {
		const hours = normaliseOpeningHours({
			monday: open('09:00', '17:00'),
			tuesday: open('18:00', '07:00'),
			wednesday: { state: 'open', opens: '7am' },
			thursday: { state: 'shut' },
			saturday: { state: 'closed' },
		})
		expect(hours.monday).toEqual(open('09:00', '17:00'))
		expect(hours.tuesday).toEqual(defaultOpeningHours.tuesday)
		expect(hours.wednesday).toEqual(defaultOpeningHours.wednesday)
		expect(hours.thursday).toEqual(defaultOpeningHours.thursday)
		expect(hours.saturday).toEqual({ state: 'closed' })
		expect(hours.sunday).toEqual({ state: 'emergencies' })
		expect(normaliseOpeningHours(null)).toEqual(defaultOpeningHours)
	})

	it('keep only https profile links of the known platforms, in their order', () => {
		const links = normaliseProfileLinks({
			yell: 'https://www.yell.com/biz/westway',
			google: 'https://g.page/westway',
			facebook: 'http://facebook.com/westway',
			myspace: 'https://myspace.com/westway',
			trustpilot: 'javascript:alert(1)',
		})
		expect(links).toEqual({ google: 'https://g.page/westway', yell: 'https://www.yell.com/biz/westway' })
		expect(profileLinkList(links).map((link) => link.name)).toEqual(['Google', 'Yell'])
		expect(isHttpsUrl('https://user:pw@example.com/')).toBe(false)
		expect(isHttpsUrl('https://localhost/')).toBe(false)
	})
})
