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
	// "+44 07700…" and "(+44) (0)7700…": a UK number after its country code never starts with 0.
	if (digits.startsWith('440')) digits = `44${digits.slice(3)}`
	return digits
}

/** The digits a WhatsApp number has (with its country code), E.164's bounds. */
export const WHATSAPP_DIGITS = { min: 8, max: 15 } as const

/**
 * A WhatsApp number as written by a person ("07700 900123", "+44 (0)7700
 * 900-123", "0044 7700 900123") in the one form it is stored in: the country
 * code and number as digits, which is also what wa.me links take (a number
 * starting 0 is taken as a UK one). Spaces, dashes, dots and brackets are
 * layout; one plus may come before the country code. Otherwise what is
 * wrong, in words staff can act on.
 */
export function whatsappNumber(written: string): { ok: true; digits: string } | { ok: false; problem: string } {
	const phone = written.trim()
	const example = 'for example 07700 900123 or +44 7700 900123'
	if (/[^\d\s().+-]/.test(phone)) return { ok: false, problem: `Use digits, with spaces, dashes or brackets if you like, ${example}.` }
	if (/\d.*\+|\+.*\+/.test(phone)) return { ok: false, problem: `One plus sign, before the country code, ${example}.` }
	if (/^[\s(]*\+[\s().-]*0/.test(phone)) {
		return { ok: false, problem: `After the plus sign comes the country code, which never starts with 0, ${example}.` }
	}
	const digits = whatsappDigits(phone)
	const { min, max } = WHATSAPP_DIGITS
	if (digits.length < min || digits.length > max) {
		return { ok: false, problem: `A number with its country code has ${min} to ${max} digits; this one has ${digits.length}.` }
	}
	return { ok: true, digits }
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

/* UK phone numbers (the business's phone, issue 23) -------------------------- */

/**
 * A UK number's national significant number (without its 0 or +44): 10
 * digits starting 1, 2, 3, 5, 7, 8 or 9, or 9 digits for the few 01 and 0800
 * numbers that have them. Null for anything else.
 */
function ukSignificantDigits(written: string): string | null {
	const phone = written.trim()
	if (phone === '' || /[^\d\s().+-]/.test(phone) || /\d.*\+|\+.*\+/.test(phone)) return null
	const digits = withoutTrunkZero(phone).replace(/\D/g, '')
	let national: string
	if (/^[\s(]*\+/.test(phone)) {
		if (!digits.startsWith('44')) return null
		national = digits.slice(2)
	} else if (digits.startsWith('0044')) national = digits.slice(4)
	else if (digits.startsWith('0')) national = digits.slice(1)
	else return null
	// "+44 020…": the trunk 0 written after the country code without brackets.
	if (national.startsWith('0') && national.length === 11) national = national.slice(1)
	// Ten digits, but nine for some 01 area numbers and some 0800 ones.
	return /^[1235789]\d{9}$/.test(national) || /^(1\d{8}|800\d{6})$/.test(national) ? national : null
}

/**
 * The business's phone as people type it ("020 7946 0000", "+44 (0)20 7946
 * 0000", "07700 900123") in the one form it is stored in, international
 * digits ("+442079460000"). Otherwise what is wrong, in words staff can act on.
 */
export function ukPhoneNumber(written: string): { ok: true; e164: string } | { ok: false; problem: string } {
	const phone = written.trim()
	const example = 'for example 020 7946 0000 or 07700 900123'
	if (phone === '') return { ok: false, problem: `Enter the phone number, ${example}.` }
	if (/[^\d\s().+-]/.test(phone)) return { ok: false, problem: `Use digits, with spaces, dashes or brackets if you like, ${example}.` }
	const national = ukSignificantDigits(phone)
	if (national === null) {
		if (/^[\s(]*(\+|00)/.test(phone) && !/^[\s(]*(\+|00)[\s(]*44/.test(phone)) {
			return { ok: false, problem: `Enter a UK number (starting 0 or +44), ${example}.` }
		}
		return { ok: false, problem: `That is not a full UK number: a UK number has 10 or 11 digits starting with 0, ${example}.` }
	}
	return { ok: true, e164: `+44${national}` }
}

/** Where the groups of a national number ("0" and its 9 or 10 digits) break, the way UK numbers are written. */
function ukGroups(national: string): number[] {
	if (national.length === 10) return national.startsWith('0800') ? [4, 6] : [5, 5]
	if (/^02/.test(national)) return [3, 4, 4]
	if (/^01\d1|^011/.test(national)) return [4, 3, 4]
	if (/^0[17]/.test(national)) return [5, 6]
	return [4, 3, 4]
}

/**
 * A phone number shown the UK way: "020 7946 0000", "0113 496 0000",
 * "07700 900123", "0800 123 4567". Anything that is not a UK number is shown
 * as it was written.
 */
export function formatUkPhone(phone: string): string {
	const significant = ukSignificantDigits(phone)
	if (significant === null) return phone.trim()
	const national = `0${significant}`
	const parts: string[] = []
	let at = 0
	for (const size of ukGroups(national)) {
		parts.push(national.slice(at, at + size))
		at += size
	}
	return parts.join(' ')
}
