/**
 * Business constants from the specification (public document, section 9).
 * Contact details (name, phone, e-mail, WhatsApp, address) are NOT here: they
 * come from the settings row, with defaults from the environment.
 */

export const established = 2020

export const openingHours = {
	summary: 'Mon–Fri 7am–6pm',
	emergency: 'Emergency 24/7',
	weekdays: { label: 'Monday–Friday', opens: '07:00', closes: '18:00', display: '7am–6pm' },
	saturday: { label: 'Saturday', opens: '08:00', closes: '16:00', display: '8am–4pm', summary: 'Sat 8am–4pm' },
	sunday: { label: 'Sunday', display: 'Emergency only', summary: 'Sun emergency only' },
	emergencyDisplay: '24/7, 365 days a year',
} as const

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
