/**
 * Business constants from the specification (public document, section 9).
 * Contact details (name, phone, e-mail, WhatsApp, address) and opening hours
 * are NOT here: they come from the settings row (decision 0043), edited on the
 * Business tab; the environment only gives a fresh install its first values.
 */

export const established = 2020

export const responseTimes = {
	enquiryReply: 'within 2 hours during business hours',
	standardAppointment: 'within 24–48 hours',
	emergency: 'within 60 minutes for genuine emergencies',
} as const

/** Structured-data constants (JSON-LD). */
export const structuredData = {
	serviceRadiusMetres: 25000,
	centralLondon: { latitude: 51.5074, longitude: -0.1278 },
	defaultPriceRange: '££',
	paymentAccepted: ['Cash', 'Credit Card', 'Bank Transfer'],
	currenciesAccepted: 'GBP',
} as const

/** Animation timings of the home hero (milliseconds). */
export const heroTimings = { slideMs: 6000, headlineMs: 4000, fadeMs: 300 } as const
