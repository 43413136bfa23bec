import { z } from 'zod'

import { optionalText, text, withFormMessage } from '#app/domain/form.ts'

/**
 * An enquiry's stage (issue 24), shared by the database enum, the admin's
 * stage form, its badges and filters. The first six are the pipeline, in
 * order; spam is kept out of it (not counted, not listed by default).
 */
export const enquiryStageValues = ['new', 'contacted', 'survey_booked', 'quoted', 'won', 'lost', 'spam'] as const

export type EnquiryStage = (typeof enquiryStageValues)[number]

/** The stages a real enquiry moves through, in order. */
export const pipelineStages = enquiryStageValues.filter((stage) => stage !== 'spam')

/** Stages after which nothing more is expected: no next action is overdue, retention may apply (won is kept). */
export const closedStages = ['won', 'lost', 'spam'] as const satisfies readonly EnquiryStage[]

/** The others: work still to do. */
export const openStages = enquiryStageValues.filter((stage) => !(closedStages as readonly string[]).includes(stage))

export const enquiryStageLabels: Record<EnquiryStage, string> = {
	new: 'New',
	contacted: 'Contacted',
	survey_booked: 'Survey booked',
	quoted: 'Quoted',
	won: 'Won',
	lost: 'Lost',
	spam: 'Spam',
}

export const isEnquiryStage = (value: unknown): value is EnquiryStage =>
	typeof value === 'string' && (enquiryStageValues as readonly string[]).includes(value)

/** The most a job's value may be, in pounds (a sanity bound, not a business rule). */
export const MAX_VALUE_POUNDS = 10_000_000

export const pipelineLimits = { lostReason: 200, note: 4000, nextActionNote: 200 } as const

/** Stages that carry the job's value (the quote, then the won job). */
export const valuedStages = ['quoted', 'won'] as const satisfies readonly EnquiryStage[]

export const stageTakesValue = (stage: EnquiryStage) => (valuedStages as readonly string[]).includes(stage)

const POUNDS = /^\d+(\.\d{1,2})?$/

/**
 * Pounds as people type them ("1250", "£1,250.50") in whole pence, or why not.
 * Pence, not a float, are what is stored and added up.
 */
export function penceFromPounds(raw: string): { ok: true; pence: number | null } | { ok: false; problem: string } {
	const value = raw.trim().replace(/^£/, '').replaceAll(',', '').trim()
	if (value === '') return { ok: true, pence: null }
	if (value.startsWith('-')) return { ok: false, problem: 'The value cannot be negative.' }
	if (!POUNDS.test(value)) return { ok: false, problem: 'Enter the value in pounds with at most two decimals, e.g. 1250 or 1250.50.' }
	const [whole = '0', fraction = ''] = value.split('.')
	// Whole pence from the digits themselves: 0.1 + 0.2 never meets a float.
	const pence = Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
	if (pence > MAX_VALUE_POUNDS * 100) return { ok: false, problem: `The value must be at most ${formatPence(MAX_VALUE_POUNDS * 100)}.` }
	return { ok: true, pence }
}

/** Pence as the value field shows them again: "1250" or "1250.50" (no symbol, no grouping). */
export const poundsInputValue = (pence: number | null) =>
	pence === null ? '' : pence % 100 === 0 ? String(pence / 100) : (pence / 100).toFixed(2)

/** "£1,250" or "£1,250.50". */
export function formatPence(pence: number): string {
	const whole = pence % 100 === 0
	return new Intl.NumberFormat('en-GB', {
		style: 'currency',
		currency: 'GBP',
		minimumFractionDigits: whole ? 0 : 2,
		maximumFractionDigits: whole ? 0 : 2,
	}).format(pence / 100)
}

const stageChoice = z.enum(
	enquiryStageValues,
	`Choose ${new Intl.ListFormat('en-GB', { type: 'disjunction' }).format(enquiryStageValues.map((stage) => enquiryStageLabels[stage]))}.`,
)

/**
 * The admin's stage form with its rules: Lost needs a reason; Quoted and Won
 * need the value in £ (stored as pence). The other stages ignore both fields
 * (they stay in the form, hidden, so it works without JavaScript).
 */
export const enquiryStageForm = withFormMessage(
	z
		.object({
			stage: stageChoice,
			lost_reason: optionalText(pipelineLimits.lostReason, 'The reason'),
			value: text(z.string()),
		})
		.transform(({ stage, lost_reason, value }, context) => {
			let lostReason: string | null = null
			let valuePence: number | null = null
			if (stage === 'lost') {
				if (!lost_reason)
					context.addIssue({ code: 'custom', path: ['lost_reason'], message: 'Say why the job was lost.', input: lost_reason })
				lostReason = lost_reason
			}
			if (stageTakesValue(stage)) {
				const pounds = penceFromPounds(value)
				if (!pounds.ok) context.addIssue({ code: 'custom', path: ['value'], message: pounds.problem, input: value })
				else if (pounds.pence === null) {
					context.addIssue({
						code: 'custom',
						path: ['value'],
						message: `Enter the ${stage === 'won' ? "job's" : "quote's"} value in £.`,
						input: value,
					})
				} else valuePence = pounds.pence
			}
			return { stage, lostReason, valuePence }
		}),
	{ formError: 'The stage was not changed: see the message beside the field.' },
)

export type StageChange = { stage: EnquiryStage; lostReason: string | null; valuePence: number | null }

/**
 * The e-mail delivery of an enquiry, from its outbox rows: all sent → Sent;
 * any failed → Failed; otherwise (some still pending) → Queued; no rows → No email.
 */
export type DeliveryStatus = 'Sent' | 'Failed' | 'Queued' | 'No email'
