import { data } from 'react-router'

import { requireAdmin } from '#app/.server/auth/guard.ts'
import { getEnquiry } from '#app/.server/data/enquiries.ts'
import { wakeOutbox } from '#app/.server/email/index.ts'
import { listEnquiryPhotos } from '#app/.server/enquiries/photos.ts'
import { addNote, changeStage, setNextAction, type WriteResult } from '#app/.server/enquiries/pipeline.ts'
import { replyFormFor } from '#app/.server/enquiries/reply.ts'
import { askForReview, reviewRequestFor, type AskResult } from '#app/.server/reviews/requests.ts'
import { BackLink } from '#app/components/admin/back-link.tsx'
import { ErrorNotice, revalidateUnlessNoticeDropped, SavedNotice } from '#app/components/admin/notice.tsx'
import { dueState, formatDay, londonDay, nextActionForm, noteForm } from '#app/domain/enquiry/pipeline.ts'
import { enquiryStageForm, formatPence, poundsInputValue } from '#app/domain/enquiry/stage.ts'
import { isUuid, validate, validationFailure, type FormFailure } from '#app/domain/form.ts'
import { formatLondonDateTime } from '#app/domain/london-time.ts'
import { askForReviewForm, reviewRequestStateLabels } from '#app/domain/review/request.ts'

import { AdminErrorBoundary } from './+shared/error-boundary.tsx'
import { adminAction } from './+shared/forms.server.ts'
import { adminMeta } from './+shared/meta.ts'
import type { Route } from './+types/enquiry.ts'
import { EnquiryPhotos } from './enquiry/photos.tsx'
import { NextActionForm, NoteForm, StageForm, Timeline } from './enquiry/pipeline.tsx'
import { ReplyForm } from './enquiry/reply-form.tsx'
import { ASK_REVIEW_INTENT, ReviewRequestSection, reviewRequestView } from './enquiry/review-request.tsx'
import { ContactActions, EnquiryDetails, EnquiryHeader, SamePerson } from './enquiry/sections.tsx'
import { timelineOf } from './enquiry/timeline.server.ts'

const NOT_FOUND = 'This enquiry does not exist (it may have been removed).'

/**
 * /admin/enquiries/:id: one enquiry, laid out for a phone on site: who it is
 * with one-tap call and WhatsApp, the same person's other enquiries, its stage,
 * next action and notes, then every field and the timeline.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
	await requireAdmin(request)
	const detail = isUuid(params.id) ? await getEnquiry(params.id) : null
	if (!detail) throw data({ message: NOT_FOUND }, { status: 404 })
	const { enquiry, outbox, delivery, events, related } = detail
	const when = (date: Date | null) => (date ? formatLondonDateTime(date) : null)
	const today = londonDay(new Date())
	const photos = (await listEnquiryPhotos(enquiry.id)).map(({ id, originalName, width, height, bytes }) => ({
		id,
		name: originalName,
		width,
		height,
		bytes,
	}))
	return {
		photos,
		enquiry: {
			id: enquiry.id,
			name: enquiry.name,
			email: enquiry.email,
			phone: enquiry.phone,
			postcode: enquiry.postcode,
			service: enquiry.service,
			message: enquiry.message,
			stage: enquiry.stage,
			lostReason: enquiry.lostReason,
			value: enquiry.valuePence === null ? null : formatPence(enquiry.valuePence),
			valueInput: poundsInputValue(enquiry.valuePence),
			nextActionOn: enquiry.nextActionOn,
			nextActionNote: enquiry.nextActionNote,
			nextActionDay: enquiry.nextActionOn ? formatDay(enquiry.nextActionOn) : null,
			due: dueState(enquiry.nextActionOn, enquiry.stage, today),
			received: when(enquiry.createdAt),
			receivedIso: enquiry.createdAt.toISOString(),
			updated: when(enquiry.updatedAt),
			consent: when(enquiry.consentAt),
			sourcePage: enquiry.sourcePage,
			userAgent: enquiry.userAgent,
			ipHash: enquiry.ipHash ? `${enquiry.ipHash.slice(0, 12)}…` : null,
		},
		delivery,
		reply: await replyFormFor(enquiry),
		reviewRequest: reviewRequestView(await reviewRequestFor(enquiry), enquiry),
		today,
		related: {
			total: related.total,
			items: related.items.map((item) => ({
				id: item.id,
				name: item.name,
				service: item.service,
				stage: item.stage,
				received: formatLondonDateTime(item.createdAt),
				earlier: item.createdAt < enquiry.createdAt,
				match: item.sameEmail && item.samePhone ? 'e-mail and phone' : item.sameEmail ? 'e-mail' : 'phone',
			})),
		},
		timeline: timelineOf(events, outbox),
	}
}

/** The page's forms, by the intent their buttons send. */
const intents = ['stage', 'next-action', 'clear-next-action', 'note', ASK_REVIEW_INTENT] as const

export async function action({ request, params, context }: Route.ActionArgs) {
	const { values, write, redirect, fail, refuse } = await adminAction(request)
	if (!isUuid(params.id)) return refuse(NOT_FOUND, 404)
	const id = params.id
	const intent = intents.find((candidate) => candidate === values.intent)
	if (!intent) return refuse('This form is not one of the page’s. Reload the page and try again.', 400)
	// The guard already ran in adminAction; read again (once per request) for the actor's id.
	const { user } = await requireAdmin(request)
	const actor = { id: user.id }
	const target = intent === 'clear-next-action' ? 'next-action' : intent
	const failed = (failure: FormFailure) => fail({ ...failure, target })

	if (intent === ASK_REVIEW_INTENT) {
		const validation = validate(askForReviewForm, values)
		if (!validation.ok) return failed(validationFailure(validation, values))
		let asked: AskResult
		try {
			asked = await write(() => askForReview(id, actor, { confirmOptedOut: validation.data.confirm_opted_out }))
		} catch (error) {
			context.log.error({ err: error, enquiryId: id }, 'Could not queue a review request')
			return refuse('The review request could not be sent. Nothing was sent: please try again.', 503, { target })
		}
		if (asked.status === 'sent') {
			context.log.info({ enquiryId: id, outboxId: asked.outboxId }, 'Review request queued')
			wakeOutbox()
			return redirect(`/admin/enquiries/${id}?saved=${ASK_REVIEW_INTENT}#review-request`)
		}
		if (asked.status === 'not-found') return refuse(NOT_FOUND, 404, { target })
		return refuse(askRefusals(asked), 409, { target })
	}

	let result: WriteResult
	if (intent === 'stage') {
		const validation = validate(enquiryStageForm, values)
		if (!validation.ok) return failed(validationFailure(validation, values))
		result = await write(() => changeStage(id, actor, validation.data))
		context.log.info({ enquiryId: id, stage: validation.data.stage, result }, 'Enquiry stage changed')
	} else if (intent === 'next-action') {
		const validation = validate(nextActionForm, values)
		if (!validation.ok) return failed(validationFailure(validation, values))
		const { next_action_on: on, next_action_note: note } = validation.data
		result = await write(() => setNextAction(id, actor, { on, note }))
	} else if (intent === 'clear-next-action') {
		result = await write(() => setNextAction(id, actor, null))
	} else {
		const validation = validate(noteForm, values)
		if (!validation.ok) return failed(validationFailure(validation, values))
		result = await write(() => addNote(id, actor, validation.data.note))
	}
	if (result === 'missing') return refuse(NOT_FOUND, 404, { target })
	return redirect(`/admin/enquiries/${id}?saved=${intent}`)
}

/** Why nothing was sent, in the owner's words. */
function askRefusals(asked: Exclude<AskResult, { status: 'sent' | 'not-found' }>): string {
	switch (asked.status) {
		case 'not-won':
			return 'Only a Won job’s customer is asked for a review: set the stage to Won first. Nothing was sent.'
		case 'no-email':
			return 'This enquiry has no e-mail address to send a review request to.'
		case 'already':
			return `A review request was already sent (${reviewRequestStateLabels[asked.state].toLowerCase()}). Nothing new was sent.`
		case 'opted-out':
			return `This address opted out of review requests on ${formatLondonDateTime(asked.at)}. Nothing was sent: tick the box only if the customer asked to hear from you.`
	}
}

export { revalidateUnlessNoticeDropped as shouldRevalidate }

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData ? `Enquiry from ${loaderData.enquiry.name}` : 'Enquiry')

const savedMessages = {
	stage: 'Enquiry stage updated successfully',
	'next-action': 'Next action saved',
	'clear-next-action': 'Next action cleared',
	note: 'Note added',
	[ASK_REVIEW_INTENT]: 'Review request sent: it is in the outbox and goes to the customer shortly.',
}

export default function AdminEnquiry({ loaderData, actionData }: Route.ComponentProps) {
	const { enquiry, delivery, related, timeline } = loaderData
	// Each form shows only its own refusal.
	const failureOf = (target: string) => (actionData?.target === target ? actionData : undefined)
	return (
		<section aria-labelledby="enquiry-title" className="grid min-w-0 gap-5">
			<BackLink to="/admin/enquiries">All enquiries</BackLink>
			<EnquiryHeader enquiry={enquiry} delivery={delivery} />
			<ContactActions enquiry={enquiry} />

			<SavedNotice messages={savedMessages} />
			<ErrorNotice message={actionData?.target ? null : actionData?.formError} occurrence={actionData} />

			<SamePerson related={related} />

			<EnquiryPhotos enquiryId={enquiry.id} photos={loaderData.photos} />

			<div className="grid gap-5 lg:grid-cols-2">
				<StageForm enquiry={enquiry} failure={failureOf('stage')} />
				<NextActionForm enquiry={enquiry} failure={failureOf('next-action')} />
			</div>

			<ReplyForm enquiryId={enquiry.id} customer={enquiry} reply={loaderData.reply} />

			<ReviewRequestSection request={loaderData.reviewRequest} failure={failureOf(ASK_REVIEW_INTENT)} />

			<NoteForm failure={failureOf('note')} resetKey={timeline[0]?.key ?? ''} />
			<Timeline items={timeline} />

			<EnquiryDetails enquiry={enquiry} />
		</section>
	)
}

export { AdminErrorBoundary as ErrorBoundary }
