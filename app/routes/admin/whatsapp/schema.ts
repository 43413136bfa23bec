import type { Validation } from '#app/utils/form.ts'

/**
 * The WhatsApp tab's rules. The number is what wa.me links need: the country
 * code and number as digits, no plus, spaces or leading 0 (blank: the public
 * links use the main phone). The API token is write-only: blank keeps the
 * saved one, `clear_token` removes it, and it is never sent back.
 */
export const whatsappLimits = { phoneDigits: { min: 8, max: 15 }, token: 4096 } as const

export const testMessage = (businessName: string) => `Hello! This is a test message from the ${businessName} website admin.`

export type TokenChange = { kind: 'keep' } | { kind: 'set'; value: string } | { kind: 'clear' }

export type WhatsAppForm = { whatsapp_business_phone: string | null; token: TokenChange }

const EXAMPLE = 'for example 447700900123 for 07700 900123'

/** What is wrong with a WhatsApp number, in words staff can act on (null: nothing). */
export function whatsappPhoneProblem(phone: string): string | null {
	const { min, max } = whatsappLimits.phoneDigits
	if (phone.startsWith('+')) return `Leave out the plus sign: start with the country code, ${EXAMPLE}.`
	if (/[\s().-]/.test(phone)) return `Leave out spaces, dashes and brackets: digits only, ${EXAMPLE}.`
	if (/\D/.test(phone)) return `Use digits only, ${EXAMPLE}.`
	if (phone.startsWith('0')) return `Start with the country code instead of 0, ${EXAMPLE}.`
	if (phone.length < min || phone.length > max) {
		return `An international number has ${min} to ${max} digits; this one has ${phone.length}.`
	}
	return null
}

export function parseWhatsAppForm(values: Record<string, string>): Validation<WhatsAppForm> {
	const phone = (values.whatsapp_business_phone ?? '').trim()
	const token = (values.whatsapp_api_token ?? '').trim()
	const clear = values.clear_token === 'on'
	const fieldErrors: Record<string, string> = {}

	const phoneProblem = phone ? whatsappPhoneProblem(phone) : null
	if (phoneProblem) fieldErrors.whatsapp_business_phone = phoneProblem
	if (token && clear) fieldErrors.whatsapp_api_token = 'Either enter a new token or remove the saved one, not both.'
	else if (token.length > whatsappLimits.token)
		fieldErrors.whatsapp_api_token = `The token must be at most ${whatsappLimits.token} characters.`
	else if (/\s/.test(token)) fieldErrors.whatsapp_api_token = 'The token cannot contain spaces or line breaks.'
	if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors }

	return {
		ok: true,
		data: {
			whatsapp_business_phone: phone || null,
			token: token ? { kind: 'set', value: token } : clear ? { kind: 'clear' } : { kind: 'keep' },
		},
	}
}
