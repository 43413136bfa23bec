import { z } from 'zod'

import { checkbox, text } from '#app/domain/form.ts'
import type { EmergencyPricing, PriceKey } from '#app/domain/settings/emergency-pricing.ts'

/** The Emergency tab's price fields, with the spec's labels, in order. */
export const emergencyPriceFields: { key: PriceKey; label: string }[] = [
	{ key: 'weekday_call_out', label: 'Weekday 7am–6pm' },
	{ key: 'evening_weekend_call_out', label: 'Evening (6pm–7am) and weekends' },
	{ key: 'bank_holiday_night_call_out', label: 'Bank holiday and night' },
]

export const EMERGENCY_PRICE_MAX = 99_999

/** The parsed prices, and which fields were not numbers (the spec stores those as 0; the form then says so). */
export type EmergencyForm = { pricing: EmergencyPricing; zeroed: PriceKey[] }

/**
 * Whole pounds, minimum 0. A value that is not a number becomes 0, as the
 * spec says, and is reported back (`zeroed`) so nobody is surprised; a
 * negative, fractional or absurd amount is refused with a message instead.
 */
const pounds = text(z.string()).transform((value, context) => {
	const raw = value.trim().replace(/^£\s*/, '').replaceAll(',', '')
	const amount = Number(raw)
	if (raw === '' || !Number.isFinite(amount)) return { amount: 0, zeroed: true }
	const refuse = (message: string) => {
		context.addIssue({ code: 'custom', message, input: value })
		return z.NEVER
	}
	if (amount < 0) return refuse('The price cannot be below £0.')
	if (!Number.isInteger(amount)) return refuse('Enter whole pounds, e.g. 95.')
	if (amount > EMERGENCY_PRICE_MAX) return refuse(`Enter at most £${EMERGENCY_PRICE_MAX.toLocaleString('en-GB')}.`)
	return { amount, zeroed: false }
})

export const emergencyFormSchema = z
	.object({
		first_hour_included: checkbox,
		...(Object.fromEntries(emergencyPriceFields.map(({ key }) => [key, pounds])) as Record<PriceKey, typeof pounds>),
	})
	.transform(({ first_hour_included, ...prices }): EmergencyForm => {
		const pricing = { first_hour_included } as EmergencyPricing
		const zeroed: PriceKey[] = []
		for (const { key } of emergencyPriceFields) {
			pricing[key] = prices[key].amount
			if (prices[key].zeroed) zeroed.push(key)
		}
		return { pricing, zeroed }
	})
