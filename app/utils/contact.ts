/** Pure rules for contact links; shared by server and browser. */

/** Drops the UK trunk prefix written in brackets after the country code: "+44 (0)20…" is "+44 20…". */
function withoutTrunkZero(phone: string): string {
	return phone.replace(/^(\s*(?:\+|00)\s*44)[\s.-]*\(\s*0\s*\)/, '$1')
}

/** Digits only, as the spec builds the WhatsApp link; UK national numbers become international. */
export function whatsappDigits(phone: string): string {
	let digits = withoutTrunkZero(phone).replace(/\D/g, '')
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
	const trimmed = withoutTrunkZero(phone).trim()
	const digits = trimmed.replace(/\D/g, '')
	if (trimmed.startsWith('+')) return `tel:+${digits}`
	if (digits.startsWith('00')) return `tel:+${digits.slice(2)}`
	if (digits.startsWith('0')) return `tel:+44${digits.slice(1)}`
	return `tel:${digits}`
}

export function mailtoHref(email: string): string {
	return `mailto:${email}`
}
