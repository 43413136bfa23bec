/** Pure rules for contact links; shared by server and browser. */

/** Digits only, as the spec builds the WhatsApp link; UK national numbers become international. */
export function whatsappDigits(phone: string): string {
	let digits = phone.replace(/\D/g, '')
	if (digits.startsWith('00')) digits = digits.slice(2)
	else if (digits.startsWith('0')) digits = `44${digits.slice(1)}`
	return digits
}

export function whatsappHref(phone: string, message?: string): string {
	const base = `https://wa.me/${whatsappDigits(phone)}`
	return message ? `${base}?text=${encodeURIComponent(message)}` : base
}

/** A tel: link in international form (UK numbers starting 0 become +44). */
export function telHref(phone: string): string {
	const trimmed = phone.trim()
	const digits = trimmed.replace(/\D/g, '')
	if (trimmed.startsWith('+')) return `tel:+${digits}`
	if (digits.startsWith('00')) return `tel:+${digits.slice(2)}`
	if (digits.startsWith('0')) return `tel:+44${digits.slice(1)}`
	return `tel:${digits}`
}

export function mailtoHref(email: string): string {
	return `mailto:${email}`
}
