/** Emergency call-out prices, as stored in `settings.emergency_pricing` (whole pounds). */
export type EmergencyPricing = {
	weekday_call_out: number
	evening_weekend_call_out: number
	bank_holiday_night_call_out: number
	first_hour_included: boolean
}

export const defaultEmergencyPricing: EmergencyPricing = {
	weekday_call_out: 95,
	evening_weekend_call_out: 125,
	bank_holiday_night_call_out: 150,
	first_hour_included: true,
}

/** The call-out price bands. */
export type PriceKey = Exclude<keyof EmergencyPricing, 'first_hour_included'>

/** Stored prices with any missing or malformed value replaced by its default. */
export function normaliseEmergencyPricing(value: unknown): EmergencyPricing {
	const source = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>
	const price = (key: PriceKey) => {
		const raw = source[key]
		return typeof raw === 'number' && Number.isFinite(raw) && raw >= 0 ? raw : defaultEmergencyPricing[key]
	}
	return {
		weekday_call_out: price('weekday_call_out'),
		evening_weekend_call_out: price('evening_weekend_call_out'),
		bank_holiday_night_call_out: price('bank_holiday_night_call_out'),
		first_hour_included:
			typeof source.first_hour_included === 'boolean' ? source.first_hour_included : defaultEmergencyPricing.first_hour_included,
	}
}
