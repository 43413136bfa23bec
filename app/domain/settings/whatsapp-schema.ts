import { z } from 'zod'

import { checkbox, text } from '#app/domain/form.ts'
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

/** Every field's message at once (the number's and the token's are checked together, as one form). */
export const whatsappFormSchema = z
	.object({
		whatsapp_business_phone: text(z.string().trim()),
		whatsapp_api_token: text(z.string().trim()),
		clear_token: checkbox,
	})
	.transform(({ whatsapp_business_phone: phone, whatsapp_api_token: token, clear_token: clear }, context): WhatsAppForm => {
		const refuse = (field: string, message: string) => context.addIssue({ code: 'custom', path: [field], message, input: phone })
		const number = phone ? whatsappNumber(phone) : null
		if (phone.length > whatsappLimits.phone)
			refuse('whatsapp_business_phone', `The number must be at most ${whatsappLimits.phone} characters.`)
		else if (number && !number.ok) refuse('whatsapp_business_phone', number.problem)
		if (token && clear) refuse('whatsapp_api_token', 'Either enter a new token or remove the saved one, not both.')
		else if (token.length > whatsappLimits.token)
			refuse('whatsapp_api_token', `The token must be at most ${whatsappLimits.token} characters.`)
		else if (/\s/.test(token)) refuse('whatsapp_api_token', 'The token cannot contain spaces or line breaks.')
		return {
			// Stored as the digits wa.me needs; blank becomes null.
			whatsapp_business_phone: number?.ok ? number.digits : null,
			token: token ? { kind: 'set', value: token } : clear ? { kind: 'clear' } : { kind: 'keep' },
		}
	})
