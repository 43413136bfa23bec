import { data, redirect } from 'react-router'

import { subscribeToNewsletter } from '#app/.server/data/newsletter.ts'
import { readSubmission, reply, type Submission } from '#app/.server/form.ts'
import type { Logger } from '#app/.server/logger.ts'
import { formFailure } from '#app/utils/form.ts'
import {
	newsletterMessages,
	newsletterOutcomeMessage,
	newsletterResultParam,
	newsletterSchema,
	type NewsletterOutcome,
} from '#app/utils/newsletter-schema.ts'

import type { Route } from './+types/newsletter.ts'

/** Only a path of this site (not `//elsewhere`) is a place to go back to. */
const safeReturnPath = (value: string | undefined) => (value && /^\/(?![/\\])[^\s]*$/.test(value) ? value : '/blog')

/** A browser's form post (JavaScript off) rather than the form's background request. */
const isDocumentRequest = (request: Request) =>
	request.headers.get('sec-fetch-dest') === 'document' || /text\/html/.test(request.headers.get('accept') ?? '')

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
	const submission = await readSubmission(request, newsletterSchema, { honeypot: true })
	const values = submission.status === 'invalid' ? submission.failure.values : submission.values
	const outcome = await subscribe(submission, context.log)

	if (isDocumentRequest(request)) {
		const back = new URL(safeReturnPath(values.returnTo), 'http://site')
		back.searchParams.set(newsletterResultParam, outcome)
		return redirect(`${back.pathname}${back.search}#newsletter`, 303)
	}
	if (outcome === 'subscribed') return { status: 'success' as const, message: newsletterMessages.success }
	if (submission.status === 'invalid') {
		const { failure, httpStatus } = submission
		return reply({ ...failure, formError: failure.fieldErrors.email ?? failure.formError }, httpStatus)
	}
	return reply(formFailure(newsletterOutcomeMessage(outcome), values), 503)
}

async function subscribe(submission: Submission<{ email: string }>, log: Logger): Promise<NewsletterOutcome> {
	if (submission.status === 'bot') {
		log.info('Newsletter sign-up with the honeypot filled; not stored')
		return 'subscribed'
	}
	if (submission.status === 'invalid') return submission.failure.fieldErrors.email === newsletterMessages.required ? 'required' : 'invalid'
	try {
		const sourcePage = new URL(safeReturnPath(submission.values.returnTo), 'http://site').pathname
		await subscribeToNewsletter({ email: submission.data.email, sourcePage })
		return 'subscribed'
	} catch (error) {
		log.error({ err: error }, 'Could not store a newsletter subscription')
		return 'failed'
	}
}
