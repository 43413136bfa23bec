import { data } from 'react-router'

import { requireAdmin } from '#app/.server/auth/guard.ts'
import { wakeOutbox } from '#app/.server/email/index.ts'
import { loadReplyPage, replyRateLimit, sendReply, type SendReplyResult } from '#app/.server/enquiries/reply.ts'
import { BackLink } from '#app/components/admin/back-link.tsx'
import { replyForm } from '#app/domain/enquiry/reply.ts'
import { isUuid, validate, validationFailure } from '#app/domain/form.ts'

import { AdminErrorBoundary } from './+shared/error-boundary.tsx'
import { adminAction } from './+shared/forms.server.ts'
import { adminMeta } from './+shared/meta.ts'
import type { Route } from './+types/enquiry-reply.ts'
import { REPLY_SAVED, ReplyForm } from './enquiry/reply-form.tsx'

const NOT_FOUND = 'This enquiry does not exist (it may have been removed).'

/**
 * /admin/enquiries/:id/reply: sends a reply to the enquiry's customer (issue
 * 24). The enquiry page's reply form posts here; a sent reply goes back to
 * the enquiry with the saved notice. The page itself is where a refused send
 * lands without JavaScript (the form again, with what was typed and why), and
 * a full-width reply form for anyone who opens it.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
	await requireAdmin(request)
	const page = isUuid(params.id) ? await loadReplyPage(params.id) : null
	if (!page) throw data({ message: NOT_FOUND }, { status: 404 })
	return page
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const { values, write, redirect, fail, refuse } = await adminAction(request)
	if (!isUuid(params.id)) return refuse(NOT_FOUND, 404)
	const validation = validate(replyForm, values)
	if (!validation.ok) return fail(validationFailure(validation, values))
	const enquiryId = params.id
	let result: SendReplyResult
	try {
		result = await write(() => sendReply(enquiryId, validation.data))
	} catch (error) {
		context.log.error({ err: error, enquiryId }, 'Could not queue a reply')
		return refuse('The reply could not be sent. Nothing was sent: please try again.', 503)
	}
	if (result.status === 'not-found') return refuse(NOT_FOUND, 404)
	if (result.status === 'rate-limited') {
		const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60))
		context.log.warn({ enquiryId }, 'Reply rate limit reached')
		return refuse(
			`You have sent ${replyRateLimit.limit} replies to this enquiry in the last hour. Nothing was sent: try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, or call the customer.`,
			429,
		)
	}
	if (result.status === 'duplicate') {
		// The same reply a moment ago (a double tap, a resent form): it is on its way; say so again.
		context.log.info({ enquiryId }, 'Repeated reply not sent twice')
	} else {
		context.log.info({ enquiryId, outboxId: result.outboxId }, 'Reply queued')
		wakeOutbox()
	}
	return redirect(`/admin/enquiries/${enquiryId}?saved=${REPLY_SAVED}#reply`)
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData ? `Reply to ${loaderData.enquiry.name}` : 'Reply')

export default function AdminEnquiryReply({ loaderData, actionData }: Route.ComponentProps) {
	const { enquiry, reply } = loaderData
	return (
		<section aria-labelledby="reply-page-title" className="grid gap-5">
			<BackLink to={`/admin/enquiries/${enquiry.id}`}>Back to the enquiry</BackLink>
			<h2 id="reply-page-title" className="text-xl font-bold">
				Enquiry from {enquiry.name}
			</h2>
			<ReplyForm enquiryId={enquiry.id} customer={enquiry} reply={reply} failure={actionData} />
		</section>
	)
}

export { AdminErrorBoundary as ErrorBoundary }
