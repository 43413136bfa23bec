import { webAddress } from '#app/domain/media/keys.ts'
import { sitePath } from '#app/domain/paths/site-path.ts'

/**
 * The link dialog's check, the same rules the server's sanitiser applies
 * (decision 0039), so the owner is told at once rather than finding the link
 * gone after saving: http(s), `mailto:` with an address, `tel:` with a number,
 * or a path of this site. A bare `example.com` or an email address is read as
 * the owner meant it.
 */
export type LinkCheck = { ok: true; href: string } | { ok: false; message: string }

const MAILTO = /^mailto:[^@?\s]+@[^@?\s]+\.[^@?\s]+(\?.*)?$/i
const TEL = /^tel:\+?[0-9][0-9 ().-]{2,30}$/i
const EMAIL = /^[^@\s/:]+@[^@\s/]+\.[^@\s/]+$/
const BARE_HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i

export const linkHelp = 'A web address (https://…), a page of this site (/services), an email (mailto:…) or a phone number (tel:…).'

export function checkLink(input: string): LinkCheck {
	const value = input.trim()
	if (value === '') return { ok: false, message: 'Enter the address the link goes to.' }
	if (value.startsWith('/')) {
		const path = sitePath(value)
		return path ? { ok: true, href: path } : { ok: false, message: 'That is not a path of this site. Start it with one /, e.g. /services.' }
	}
	if (/^mailto:/i.test(value)) {
		return MAILTO.test(value)
			? { ok: true, href: value }
			: { ok: false, message: 'Write the email address after mailto:, e.g. mailto:info@example.com.' }
	}
	if (/^tel:/i.test(value)) {
		return TEL.test(value)
			? { ok: true, href: `tel:${value.slice(4).replace(/[^0-9+]/g, '')}` }
			: { ok: false, message: 'Write the phone number after tel:, e.g. tel:+441234567890.' }
	}
	if (EMAIL.test(value)) return { ok: true, href: `mailto:${value}` }
	if (/^[a-z][a-z0-9+.-]*:/i.test(value) && !/^https?:/i.test(value)) {
		return { ok: false, message: 'Links may go to web addresses (http or https), email addresses and phone numbers only.' }
	}
	const candidate = /^https?:/i.test(value) ? value : BARE_HOST.test(value) ? `https://${value}` : null
	const href = candidate ? webAddress(candidate) : null
	return href ? { ok: true, href } : { ok: false, message: `That does not look like an address. ${linkHelp}` }
}
