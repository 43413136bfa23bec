import type { Validation } from '#app/domain/form.ts'
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
 * Whole pounds, minimum 0. A value that is not a number
 * becomes 0, as the spec says, and is reported back so nobody is surprised;
 * a negative, fractional or absurd amount is refused with a message instead.
 */
export function parseEmergencyForm(values: Record<string, string>): Validation<EmergencyForm> {
	const pricing: Partial<EmergencyPricing> = { first_hour_included: values.first_hour_included === 'on' }
	const zeroed: PriceKey[] = []
	const fieldErrors: Record<string, string> = {}
	for (const { key } of emergencyPriceFields) {
		const raw = (values[key] ?? '').trim().replace(/^£\s*/, '').replaceAll(',', '')
		const amount = Number(raw)
		if (raw === '' || !Number.isFinite(amount)) {
			pricing[key] = 0
			zeroed.push(key)
		} else if (amount < 0) fieldErrors[key] = 'The price cannot be below £0.'
		else if (!Number.isInteger(amount)) fieldErrors[key] = 'Enter whole pounds, e.g. 95.'
		else if (amount > EMERGENCY_PRICE_MAX) fieldErrors[key] = `Enter at most £${EMERGENCY_PRICE_MAX.toLocaleString('en-GB')}.`
		else pricing[key] = amount
	}
	if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors }
	return { ok: true, data: { pricing: pricing as EmergencyPricing, zeroed } }
}
