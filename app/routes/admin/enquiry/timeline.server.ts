import type { EmailOutboxRow, EnquiryEventKind, EnquiryEventRow } from '#app/.server/db/schema/index.ts'
import { formatDay } from '#app/domain/enquiry/pipeline.ts'
import { enquiryStageLabels, formatPence } from '#app/domain/enquiry/stage.ts'
import { formatLondonDateTime } from '#app/domain/london-time.ts'

/** An e-mail's delivery as the timeline says it. */
export type EmailDelivery = {
	subject: string
	to: string
	status: 'Sent' | 'Queued' | 'Failed' | 'Gone'
	/** "Sent 12 Mar 2026, 14:05", "Next attempt 14:10 (2 attempts)", "Failed after 8 attempts: …". */
	detail: string
}

export type TimelineItem = {
	key: string
	kind: EnquiryEventKind | 'email'
	title: string
	body: string | null
	who: string
	when: string
	whenIso: string
	email: EmailDelivery | null
}

/** The automatic e-mails by their outbox kind. */
const emailKinds: Record<string, string> = {
	'enquiry-office': 'Office notification',
	'enquiry-confirmation': 'Confirmation to the customer',
}

/** Events that sent an e-mail: each shows its outbox row's delivery. */
const mailingEvents = new Set<EnquiryEventKind>(['reply', 'review_request', 'review_reminder'])

function delivery(row: EmailOutboxRow): EmailDelivery {
	const attempts = `${row.attempts} ${row.attempts === 1 ? 'attempt' : 'attempts'}`
	if (row.status === 'sent') {
		return {
			subject: row.subject,
			to: row.toAddress,
			status: 'Sent',
			detail: row.sentAt ? `Sent ${formatLondonDateTime(row.sentAt)}` : 'Sent',
		}
	}
	if (row.status === 'failed') {
		return {
			subject: row.subject,
			to: row.toAddress,
			status: 'Failed',
			detail: `Failed after ${attempts}${row.lastError ? `: ${row.lastError}` : ''}`,
		}
	}
	const next = `Next attempt ${formatLondonDateTime(row.nextAttemptAt)}`
	return {
		subject: row.subject,
		to: row.toAddress,
		status: 'Queued',
		detail: row.attempts > 0 ? `${next} (${attempts}${row.lastError ? `; last: ${row.lastError}` : ''})` : `Waiting to be sent`,
	}
}

function eventTitle(event: EnquiryEventRow): string {
	switch (event.kind) {
		case 'stage': {
			const to = event.toStage ? enquiryStageLabels[event.toStage] : 'unknown'
			const value = event.valuePence === null ? '' : ` (${formatPence(event.valuePence)})`
			// The same stage again: only its value or reason changed.
			if (event.fromStage === event.toStage)
				return event.valuePence === null ? `${to}: reason changed` : `${to} value changed to ${formatPence(event.valuePence)}`
			const from = event.fromStage ? enquiryStageLabels[event.fromStage] : 'unknown'
			return `Stage: ${from} → ${to}${value}`
		}
		case 'next_action':
			return event.nextActionOn ? `Next action: ${formatDay(event.nextActionOn)}` : 'Next action cleared'
		case 'reply':
			return 'Reply sent'
		case 'review_request':
			return 'Review requested'
		case 'review_reminder':
			return 'Review request reminder sent'
		case 'review_submitted':
			return 'Review received'
		case 'review_opt_out':
			return 'Opted out of review requests'
		default:
			return 'Note'
	}
}

/** The body of an event as shown: a stage change's lost reason is labelled. */
function eventBody(event: EnquiryEventRow): string | null {
	if (event.kind === 'stage' && event.body) return `Reason: ${event.body}`
	return event.body
}

/**
 * The enquiry's timeline, newest first (what happened last is what the owner
 * needs on site, right under the note form): its events, each reply with its
 * outbox row's delivery, and the other e-mails it sent (by the website).
 */
export function timelineOf(events: EnquiryEventRow[], outbox: EmailOutboxRow[]): TimelineItem[] {
	const byId = new Map(outbox.map((row) => [row.id, row]))
	const shown = new Set<string>()
	const items: TimelineItem[] = events.map((event) => {
		const row = event.outboxId ? byId.get(event.outboxId) : undefined
		if (row) shown.add(row.id)
		return {
			key: event.id,
			kind: event.kind,
			title: eventTitle(event),
			body: eventBody(event),
			// The name stays when the account is removed; none at all means the system did it.
			who: event.actorName ?? 'Website',
			when: formatLondonDateTime(event.createdAt),
			whenIso: event.createdAt.toISOString(),
			email: mailingEvents.has(event.kind)
				? row
					? delivery(row)
					: { subject: event.body ?? '', to: '', status: 'Gone', detail: 'The e-mail is no longer in the outbox.' }
				: null,
		}
	})
	for (const row of outbox) {
		if (shown.has(row.id)) continue
		items.push({
			key: row.id,
			kind: 'email',
			title: `E-mail: ${emailKinds[row.kind] ?? row.kind}`,
			body: null,
			who: 'Website',
			when: formatLondonDateTime(row.createdAt),
			whenIso: row.createdAt.toISOString(),
			email: delivery(row),
		})
	}
	// Stable: events already newest first keep their order among equal times.
	return items.sort((a, b) => (a.whenIso < b.whenIso ? 1 : a.whenIso > b.whenIso ? -1 : 0))
}
