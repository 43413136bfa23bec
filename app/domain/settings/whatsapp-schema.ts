import type { Validation } from '#app/domain/form.ts'
import { whatsappNumber } from '#app/domain/settings/contact.ts'

/**
 * The WhatsApp tab's rules. The number may be written as people write it
 * (spaces, dashes, brackets, a leading + or 0) and is stored as what wa.me
 * links need: the country code and number as digits (decision 0031); blank
 * means the public links use the main phone. The API token is write-only:
 * blank keeps the saved one, `clear_token` removes it, and it is never sent back.
 */
export const whatsappLimits = { phone: 40, token: 4096 } as const

export const testMessage = (businessName: string) => `Hello! This is a test message from the ${businessName} website admin.`

export type TokenChange = { kind: 'keep' } | { kind: 'set'; value: string } | { kind: 'clear' }

export type WhatsAppForm = { whatsapp_business_phone: string | null; token: TokenChange }

export function parseWhatsAppForm(values: Record<string, string>): Validation<WhatsAppForm> {
	const phone = (values.whatsapp_business_phone ?? '').trim()
	const token = (values.whatsapp_api_token ?? '').trim()
	const clear = values.clear_token === 'on'
	const fieldErrors: Record<string, string> = {}

	const number = phone ? whatsappNumber(phone) : null
	if (phone.length > whatsappLimits.phone)
		fieldErrors.whatsapp_business_phone = `The number must be at most ${whatsappLimits.phone} characters.`
	else if (number && !number.ok) fieldErrors.whatsapp_business_phone = number.problem
	if (token && clear) fieldErrors.whatsapp_api_token = 'Either enter a new token or remove the saved one, not both.'
	else if (token.length > whatsappLimits.token)
		fieldErrors.whatsapp_api_token = `The token must be at most ${whatsappLimits.token} characters.`
	else if (/\s/.test(token)) fieldErrors.whatsapp_api_token = 'The token cannot contain spaces or line breaks.'
	if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors }

	return {
		ok: true,
		data: {
			whatsapp_business_phone: number?.ok ? number.digits : null,
			token: token ? { kind: 'set', value: token } : clear ? { kind: 'clear' } : { kind: 'keep' },
		},
	}
}
