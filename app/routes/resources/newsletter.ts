import { data, redirect } from 'react-router'

import { signUpForNewsletter } from '#app/.server/data/newsletter.ts'
import { readSubmission, reply, type Submission } from '#app/.server/form.ts'
import type { Logger } from '#app/.server/logger.ts'
import { formFailure } from '#app/domain/form.ts'
import {
	newsletterMessages,
	newsletterOutcomeMessage,
	newsletterResultParam,
	newsletterSchema,
	type NewsletterOutcome,
} from '#app/domain/newsletter/schema.ts'
import { sitePathOr } from '#app/domain/paths/site-path.ts'
import { publicFormLimit } from '#app/utils/body-limit.ts'

import type { Route } from './+types/newsletter.ts'

/** An email address and the page to go back to: the public form's limit (decision 0026). */
export const handle = { bodyLimit: { ...publicFormLimit, tooLarge: newsletterMessages['too-large'] } }

/** Only a path of this site (the one rule, `sitePath`) is a place to go back to. */
const returnPath = (value: string | undefined) => sitePathOr(value, '/blog')

/** A browser's form post (JavaScript off) rather than the form's background request. */
const isDocumentRequest = (request: Request) =>
	request.headers.get('sec-fetch-dest') === 'document' || /text\/html/.test(request.headers.get('accept') ?? '')

function refererPath(request: Request): string | undefined {
	const referer = URL.parse(request.headers.get('referer') ?? '')
	return referer && referer.origin === new URL(request.url).origin ? `${referer.pathname}${referer.search}` : undefined
}

export function loader() {
	throw data(null, { status: 405, headers: { Allow: 'POST' } })
}

/**
 * POST /newsletter, from the sign-up box on any page. With JavaScript the box
 * posts in the background and shows the answer in place; without it the
 * browser comes back to the page it was on (`returnTo`) with the outcome in
 * the query (`?newsletter=…#newsletter`), so a reload does not post again.
 */
export async function action({ request, context }: Route.ActionArgs) {
	const submission = await readSubmission(request, newsletterSchema, { honeypot: true, limit: handle.bodyLimit })
	const values = submission.status === 'invalid' ? submission.failure.values : submission.values
	const { outcome, retryAfterSeconds } = await signUp(submission, context)

	if (isDocumentRequest(request)) {
		// A body refused unread has no returnTo: back to the page the form was on, as the browser says.
		const back = new URL(returnPath(values.returnTo ?? refererPath(request)), 'http://site')
		back.searchParams.set(newsletterResultParam, outcome)
		return redirect(`${back.pathname}${back.search}#newsletter`, 303)
	}
	if (outcome === 'check-inbox') return { status: 'success' as const, message: newsletterMessages.success }
	if (submission.status === 'invalid') {
		const { failure, httpStatus } = submission
		return reply({ ...failure, formError: failure.fieldErrors.email ?? failure.formError }, httpStatus)
	}
	if (outcome === 'limited') {
		return reply(formFailure(newsletterOutcomeMessage(outcome), values), 429, { 'Retry-After': String(retryAfterSeconds) })
	}
	return reply(formFailure(newsletterOutcomeMessage(outcome), values), 503)
}

/**
 * The sign-up (decision 0029): a confirmation mail, unless throttled. A
 * confirmed address gets the same answer as a new one, so the box never tells
 * whether an address is on the list.
 */
async function signUp(
	submission: Submission<{ email: string }>,
	{ clientIp, log }: { clientIp: string; log: Logger },
): Promise<{ outcome: NewsletterOutcome; retryAfterSeconds?: number }> {
	if (submission.status === 'bot') {
		log.info('Newsletter sign-up with the honeypot filled; not stored')
		return { outcome: 'check-inbox' }
	}
	if (submission.status === 'invalid') {
		if (submission.httpStatus === 413) return { outcome: 'too-large' }
		return { outcome: submission.failure.fieldErrors.email === newsletterMessages.required ? 'required' : 'invalid' }
	}
	try {
		const sourcePage = new URL(returnPath(submission.values.returnTo), 'http://site').pathname
		const result = await signUpForNewsletter({ email: submission.data.email, sourcePage, clientIp, log })
		if (result.status === 'rate-limited') return { outcome: 'limited', retryAfterSeconds: result.retryAfterSeconds }
		return { outcome: 'check-inbox' }
	} catch (error) {
		log.error({ err: error }, 'Could not store a newsletter sign-up')
		return { outcome: 'failed' }
	}
}
