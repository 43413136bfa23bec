/** Providers on which dots in the local part are ignored: `j.o.bloggs@gmail.com` is `jobloggs@gmail.com`. */
const DOTLESS = new Set(['gmail.com', 'googlemail.com'])
const SAME_AS: Record<string, string> = { 'googlemail.com': 'gmail.com' }

/**
 * The mailbox an address delivers to, as a key for per-recipient limits: lower
 * case, the `+tag` of the local part dropped (Gmail, Outlook, iCloud, Fastmail
 * and most others deliver `user+tag@` to `user@`), and for Gmail the dots
 * dropped and googlemail.com read as gmail.com. Only for counting: addresses
 * are stored and mailed as typed. Merging two real mailboxes that differ only
 * by a tag (rare) costs them a shared budget, which is the safe side.
 */
export function mailboxKey(address: string): string {
	const lower = address.trim().toLowerCase()
	const at = lower.lastIndexOf('@')
	if (at <= 0) return lower
	let local = lower.slice(0, at)
	let domain = lower.slice(at + 1).replace(/\.$/, '')
	const plus = local.indexOf('+')
	if (plus > 0) local = local.slice(0, plus)
	if (DOTLESS.has(domain)) {
		domain = SAME_AS[domain] ?? domain
		local = local.replaceAll('.', '') || local
	}
	return `${local}@${domain}`
}
