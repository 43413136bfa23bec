import { formatLondonLongDay, LONDON } from '#app/domain/london-time.ts'
import { NEWSLETTER_CONFIRMATION_HOURS } from '#app/domain/newsletter/schema.ts'
import { responseTimes } from '#app/domain/settings/business.ts'
import { hoursSentence, type OpeningHours } from '#app/domain/settings/opening-hours.ts'

/** A message ready for the outbox. */
export type OutgoingEmail = {
	kind: 'enquiry-office' | 'enquiry-confirmation' | 'newsletter-confirmation' | 'reply' | 'review-request' | 'review-reminder'
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
/** The confirmation states the office's hours and the emergency line as the settings row has them. */
type BusinessWithHours = Business & { openingHours: OpeningHours; emergencyNote: string }

const londonTime = (date: Date) =>
	new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: LONDON }).format(date)

function layout(title: string, inner: string) {
	return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">${inner}</body></html>`
}

/** The notification to the office: every field of the enquiry, HTML-escaped. */
/**
 * `photos`: those stored with the enquiry (issue 24), listed by name with the
 * admin's enquiry page, where they are seen after signing in: never attached,
 * never a link a forwarded mail could open without an account.
 */
export function officeNotification(
	enquiry: EnquiryForEmail,
	business: Business,
	siteUrl: string,
	photos: readonly { originalName: string }[] = [],
): OutgoingEmail {
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
	const photoNames = photos.map((photo) => oneLine(photo.originalName))
	const photosHeading = `${photoNames.length} ${photoNames.length === 1 ? 'photo' : 'photos'} sent with the enquiry (see them in the admin area):`
	const textBody = [
		`New enquiry from the website`,
		'',
		...rows.map(([label, value]) => `${label}: ${value}`),
		'',
		...(photoNames.length > 0 ? [photosHeading, ...photoNames.map((name) => `- ${name}`), `${adminLink}#photos`, ''] : []),
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
		`<h1 style="font-size:20px">New enquiry from the website</h1><table>${htmlRows}</table>${
			photoNames.length > 0
				? `<p><a href="${escapeHtml(`${adminLink}#photos`)}">${escapeHtml(photosHeading)}</a></p><ul>${photoNames.map((name) => `<li>${escapeHtml(name)}</li>`).join('')}</ul>`
				: ''
		}<p><a href="${escapeHtml(adminLink)}">Open in the admin area</a>. Reply to this email to answer the customer directly.</p><p style="color:#475569;font-size:12px">${escapeHtml(business.businessName)}</p>`,
	)
	return { kind: 'enquiry-office', toAddress: business.officeEmail, replyTo: enquiry.email, subject, textBody, htmlBody }
}

/** When the office answers, with its stored hours. */
const replyPromise = (hours: OpeningHours) => `We'll get back to you ${responseTimes.enquiryReply} (${hoursSentence(hours)}).`

/** The emergency line's sentence: the public settings' note (the owner's, or the default words). */
const emergencyLine = (business: BusinessWithHours) => {
	const note = business.emergencyNote.replace(/[.\s]+$/, '')
	return `If your problem is an emergency, please call us now on ${business.phone}. ${note}.`
}

/** Courtesy titles: "Mr Smith" is greeted "Hello," rather than "Hello Mr,". */
const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof', 'sir', 'dame', 'lady', 'lord', 'rev'])
/** A first name: letters (any script, with their accents), inner hyphens and apostrophes, at most 24 characters. */
const FIRST_NAME = /^\p{L}\p{M}*(?:['’-]?\p{L}\p{M}*){0,23}$/u
const FIRST_NAME_MAX = 24

/**
 * The greeting of a mail to an address someone typed into a form: their first
 * name when the first word of the name is plausibly one, otherwise "Hello,".
 * Whoever types an address can type any "name", so only one short word of
 * letters is ever repeated: never a link, a sentence or a domain.
 */
export function greeting(name: string): string {
	const first = name.trim().split(/\s+/)[0]?.replace(/\.$/, '') ?? ''
	const plausible = first.length <= FIRST_NAME_MAX && FIRST_NAME.test(first) && !TITLES.has(first.toLowerCase())
	return plausible ? `Hello ${first},` : 'Hello,'
}

/** "your enquiry about Plumbing Services", or just "your enquiry" when the choice was "Other". */
const aboutService = (service: string) => (/^other\b/i.test(service) ? 'your enquiry' : `your enquiry about ${service}`)

/**
 * The confirmation to the customer. Anyone can type any address into the
 * form, so this mail repeats nothing free-form: a greeting by a validated first
 * name at most (`greeting`) and the service chosen from the fixed list. Never
 * the message, the address, the phone or the rest of the name (decision 0029).
 */
export function customerConfirmation(enquiry: EnquiryForEmail, business: BusinessWithHours): OutgoingEmail {
	const subject = `We've received your enquiry – ${business.businessName}`
	const hello = greeting(enquiry.name)
	const about = aboutService(enquiry.service)
	const textBody = [
		hello,
		'',
		`Thank you for ${about}. ${replyPromise(business.openingHours)}`,
		'',
		emergencyLine(business),
		'',
		`Kind regards,`,
		business.businessName,
		'',
		sentBecause('entered in the enquiry form on our website'),
	].join('\n')
	const htmlBody = layout(
		subject,
		`<p>${escapeHtml(hello)}</p><p>Thank you for ${escapeHtml(about)}. ${escapeHtml(replyPromise(business.openingHours))}</p><p>${escapeHtml(emergencyLine(business))}</p><p>Kind regards,<br>${escapeHtml(business.businessName)}</p>${footnote(sentBecause('entered in the enquiry form on our website'))}`,
	)
	return { kind: 'enquiry-confirmation', toAddress: enquiry.email, replyTo: business.officeEmail, subject, textBody, htmlBody }
}

const sentBecause = (where: string) =>
	`You are receiving this email because this address was ${where}. If that was not you, you can ignore it.`
const footnote = (text: string) => `<p style="color:#475569;font-size:12px">${escapeHtml(text)}</p>`

/**
 * The one mail an unconfirmed newsletter address ever gets: fixed text and
 * the link that confirms it. Nothing typed by the person signing up is in it
 * (not even a name: the box asks for none), so it cannot carry a message.
 */
export function newsletterConfirmation(toAddress: string, confirmUrl: string, business: Pick<Business, 'businessName'>): OutgoingEmail {
	const subject = `Please confirm your subscription – ${business.businessName}`
	const ignore = sentBecause('entered in the newsletter box on our website')
	const textBody = [
		'Hello,',
		'',
		'Please confirm that you would like our newsletter (new guides and seasonal maintenance tips from our tradespeople): open this link and press Confirm Subscription.',
		'',
		confirmUrl,
		'',
		`The link works for ${NEWSLETTER_CONFIRMATION_HOURS} hours. Until you confirm, we will not send you anything else.`,
		'',
		'Kind regards,',
		business.businessName,
		'',
		ignore,
	].join('\n')
	const htmlBody = layout(
		subject,
		`<p>Hello,</p><p>Please confirm that you would like our newsletter (new guides and seasonal maintenance tips from our tradespeople): open this link and press Confirm Subscription.</p><p><a href="${escapeHtml(confirmUrl)}" style="display:inline-block;background:#14304d;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">Confirm Subscription</a></p><p>Or copy this link into your browser: ${escapeHtml(confirmUrl)}</p><p>The link works for ${NEWSLETTER_CONFIRMATION_HOURS} hours. Until you confirm, we will not send you anything else.</p><p>Kind regards,<br>${escapeHtml(business.businessName)}</p>${footnote(ignore)}`,
	)
	return { kind: 'newsletter-confirmation', toAddress, replyTo: null, subject, textBody, htmlBody }
}

/**
 * The admin's reply to a customer (issue 24): the subject and text as the
 * admin wrote them, to the enquiry's address, answered to the office. The HTML
 * copy is the same text escaped: paragraphs at blank lines, line breaks kept
 * (nothing added: the customer reads what the admin saw).
 */
export function enquiryReply(
	reply: { toAddress: string; subject: string; body: string },
	business: Pick<Business, 'officeEmail'>,
): OutgoingEmail {
	const subject = oneLine(reply.subject)
	const paragraphs = reply.body
		.split(/\n{2,}/)
		.map((paragraph) => `<p>${paragraph.split('\n').map(escapeHtml).join('<br>')}</p>`)
		.join('')
	const htmlBody = layout(subject, paragraphs)
	return { kind: 'reply', toAddress: reply.toAddress, replyTo: business.officeEmail, subject, textBody: reply.body, htmlBody }
}

/** What a review request's e-mail needs: where it goes, whom it greets, the job, and its two links. */
export type ReviewRequestEmail = {
	toAddress: string
	name: string
	service: string
	reviewUrl: string
	optOutUrl: string
	/** When the review link stops working (the e-mail gives the London day). */
	expiresAt: Date
	/** The business's profiles on review sites (the Business tab's Google and Checkatrade links, when set). */
	profiles: readonly { name: string; url: string }[]
}

/** "the work we did for you (Plumbing Services)", without the service when it was "Other". */
const theJob = (service: string) => (/^other\b/i.test(service) ? 'the work we did for you' : `the work we did for you (${service})`)

/**
 * The request for a review after a Won job (issue 25), or its one reminder.
 * Like the confirmation, it repeats nothing the customer typed but a validated
 * first name and the service from the fixed list. It says how long the link
 * works, offers the review sites, and ends with the opt-out link.
 */
export function reviewRequestEmail(
	request: ReviewRequestEmail,
	business: Pick<Business, 'businessName' | 'officeEmail'>,
	reminder = false,
): OutgoingEmail {
	const subject = reminder
		? `A reminder: how did we do? – ${business.businessName}`
		: `How did we do? Your review of ${business.businessName}`
	const hello = greeting(request.name)
	const opening = reminder
		? `A short reminder: we would still value your review of ${theJob(request.service)}. It takes a minute or two, and it helps other people in West London choose a tradesperson.`
		: `Thank you for choosing us. We would be grateful if you could tell us, and others, how ${theJob(request.service)} went: good or bad, every review helps us improve and helps other people choose a tradesperson.`
	const until = `The link works until ${formatLondonLongDay(request.expiresAt)} and for one review.`
	const elsewhere =
		request.profiles.length > 0 ? `You can also review us on ${request.profiles.map((profile) => profile.name).join(' or ')}:` : null
	const optOut = `Don't want review requests from us? ${reminder ? 'Opt out here' : 'Opt out and we will not send a reminder'}: ${request.optOutUrl}`
	const textBody = [
		hello,
		'',
		opening,
		'',
		'Write your review here:',
		request.reviewUrl,
		'',
		until,
		...(elsewhere ? ['', elsewhere, ...request.profiles.map((profile) => `${profile.name}: ${profile.url}`)] : []),
		'',
		'Kind regards,',
		business.businessName,
		'',
		optOut,
	].join('\n')
	const button = `<p><a href="${escapeHtml(request.reviewUrl)}" style="display:inline-block;background:#14304d;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">Write your review</a></p><p>Or copy this link into your browser: ${escapeHtml(request.reviewUrl)}</p>`
	const profiles = elsewhere
		? `<p>${escapeHtml(elsewhere)}</p><ul>${request.profiles.map((profile) => `<li><a href="${escapeHtml(profile.url)}">${escapeHtml(profile.name)}</a></li>`).join('')}</ul>`
		: ''
	const htmlBody = layout(
		subject,
		`<p>${escapeHtml(hello)}</p><p>${escapeHtml(opening)}</p>${button}<p>${escapeHtml(until)}</p>${profiles}<p>Kind regards,<br>${escapeHtml(business.businessName)}</p><p style="color:#475569;font-size:12px">Don't want review requests from us? <a href="${escapeHtml(request.optOutUrl)}">${reminder ? 'Opt out' : 'Opt out, and we will not send a reminder'}</a>.</p>`,
	)
	return {
		kind: reminder ? 'review-reminder' : 'review-request',
		toAddress: request.toAddress,
		replyTo: business.officeEmail,
		subject,
		textBody,
		htmlBody,
	}
}
