import { openingHours, responseTimes } from '#app/content/business.ts'
import { LONDON } from '#app/utils/london-time.ts'

/** A message ready for the outbox. */
export type OutgoingEmail = {
	kind: 'enquiry-office' | 'enquiry-confirmation'
	toAddress: string
	replyTo: string | null
	subject: string
	textBody: string
	htmlBody: string
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(value: string): string {
	return value.replace(/[&<>"']/g, (character) => entities[character] ?? character)
}

/** Keeps a header value on one line (subjects include what visitors typed). */
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim()

type EnquiryForEmail = {
	id: string
	name: string
	email: string
	phone: string
	postcode: string
	service: string
	message: string | null
	sourcePage: string | null
	createdAt: Date
}

type Business = { businessName: string; phone: string; officeEmail: string }

const londonTime = (date: Date) =>
	new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: LONDON }).format(date)

function layout(title: string, inner: string) {
	return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">${inner}</body></html>`
}

/** The notification to the office: every field of the enquiry, HTML-escaped. */
export function officeNotification(enquiry: EnquiryForEmail, business: Business, siteUrl: string): OutgoingEmail {
	const rows: [string, string][] = [
		['Name', enquiry.name],
		['Phone', enquiry.phone],
		['Email', enquiry.email],
		['Postcode', enquiry.postcode],
		['Service', enquiry.service],
		['Message', enquiry.message ?? '(none)'],
		['Received', londonTime(enquiry.createdAt)],
		['Sent from', enquiry.sourcePage ?? '/contact'],
	]
	const subject = oneLine(`New enquiry: ${enquiry.service} – ${enquiry.name} (${enquiry.postcode})`)
	const adminLink = `${siteUrl}/admin/enquiries/${enquiry.id}`
	const textBody = [
		`New enquiry from the website`,
		'',
		...rows.map(([label, value]) => `${label}: ${value}`),
		'',
		`Open in the admin area: ${adminLink}`,
		'Reply to this email to answer the customer directly.',
	].join('\n')
	const htmlRows = rows
		.map(
			([label, value]) =>
				`<tr><th align="left" style="padding:6px 12px 6px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:6px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
		)
		.join('')
	const htmlBody = layout(
		subject,
		`<h1 style="font-size:20px">New enquiry from the website</h1><table>${htmlRows}</table><p><a href="${escapeHtml(adminLink)}">Open in the admin area</a>. Reply to this email to answer the customer directly.</p><p style="color:#475569;font-size:12px">${escapeHtml(business.businessName)}</p>`,
	)
	return { kind: 'enquiry-office', toAddress: business.officeEmail, replyTo: enquiry.email, subject, textBody, htmlBody }
}

/** When the office answers, with its hours (the business constants). */
const { weekdays, saturday } = openingHours
const replyPromise = `We'll get back to you ${responseTimes.enquiryReply} (${weekdays.label} ${weekdays.display}, ${saturday.label} ${saturday.display}).`

/**
 * The confirmation to the customer. It repeats only their name and chosen
 * service: nothing free-form, so the form cannot be used to send arbitrary
 * text to third parties.
 */
export function customerConfirmation(enquiry: EnquiryForEmail, business: Business): OutgoingEmail {
	const subject = `We've received your enquiry – ${business.businessName}`
	const textBody = [
		`Dear ${enquiry.name},`,
		'',
		`Thank you for your enquiry about ${enquiry.service}. ${replyPromise}`,
		'',
		`If your problem is an emergency, please call us now on ${business.phone}: we answer ${openingHours.emergencyDisplay}.`,
		'',
		`Kind regards,`,
		business.businessName,
		'',
		`You are receiving this email because this address was entered in the enquiry form on our website. If that was not you, you can ignore it.`,
	].join('\n')
	const htmlBody = layout(
		subject,
		`<p>Dear ${escapeHtml(enquiry.name)},</p><p>Thank you for your enquiry about <strong>${escapeHtml(enquiry.service)}</strong>. ${escapeHtml(replyPromise)}</p><p>If your problem is an emergency, please call us now on <strong>${escapeHtml(business.phone)}</strong>: we answer ${escapeHtml(openingHours.emergencyDisplay)}.</p><p>Kind regards,<br>${escapeHtml(business.businessName)}</p><p style="color:#475569;font-size:12px">You are receiving this email because this address was entered in the enquiry form on our website. If that was not you, you can ignore it.</p>`,
	)
	return { kind: 'enquiry-confirmation', toAddress: enquiry.email, replyTo: business.officeEmail, subject, textBody, htmlBody }
}
