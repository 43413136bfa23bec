import { Form } from 'react-router'

import { ErrorNotice } from '#app/components/admin/notice.tsx'
import { SubmitButton } from '#app/components/admin/submit-button.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Field, InputField, TextareaField } from '#app/components/ui/field.tsx'
import { Select } from '#app/components/ui/select.tsx'
import { enquiryStageLabels, enquiryStageValues, pipelineLimits } from '#app/domain/enquiry/stage.ts'
import type { FormFailure } from '#app/domain/form.ts'

import type { Route } from '../+types/enquiry.ts'

type View = Route.ComponentProps['loaderData']
type Enquiry = View['enquiry']
type Failure = FormFailure | undefined

const panel = 'grid min-w-0 content-start gap-4 rounded-lg border border-border bg-background p-4 sm:p-5'

/** A field's value as sent when the form was refused, else the stored one. */
const refill = (failure: Failure, name: string, stored: string | null) => failure?.values[name] ?? stored ?? ''

/**
 * The stage, with its rules' fields: the value (£) shows for Quoted and Won,
 * the reason for Lost. CSS (:has on the chosen option; survey_booked matched by its prefix, as Tailwind reads "_" as a space) shows and hides them, so
 * it works without JavaScript; a browser without :has shows both, and the
 * server ignores the one the stage does not take.
 */
export function StageForm({ enquiry, failure }: { enquiry: Enquiry; failure: Failure }) {
	const stage = refill(failure, 'stage', enquiry.stage)
	return (
		<Form
			method="post"
			preventScrollReset
			aria-labelledby="stage-title"
			className={`group/stage ${panel}`}
			key={`${enquiry.stage}:${enquiry.valueInput}:${enquiry.lostReason ?? ''}`}
		>
			<h3 id="stage-title" className="text-base font-semibold">
				Stage
			</h3>
			<ErrorNotice message={failure?.formError} occurrence={failure} />
			<Field label="Enquiry stage" error={failure?.fieldErrors.stage}>
				{(control) => (
					<Select {...control} name="stage" defaultValue={stage}>
						{enquiryStageValues.map((value) => (
							<option key={value} value={value}>
								{enquiryStageLabels[value]}
							</option>
						))}
					</Select>
				)}
			</Field>
			<InputField
				label="Value (£)"
				hint="The quote, or the job when won."
				className="group-has-[option:is([value=new],[value=contacted],[value^=survey],[value=lost],[value=spam]):checked]/stage:hidden"
				name="value"
				inputMode="decimal"
				autoComplete="off"
				defaultValue={refill(failure, 'value', enquiry.valueInput)}
				error={failure?.fieldErrors.value}
			/>
			<InputField
				label="Why was it lost?"
				className="group-has-[option:is([value=new],[value=contacted],[value^=survey],[value=quoted],[value=won],[value=spam]):checked]/stage:hidden"
				name="lost_reason"
				maxLength={pipelineLimits.lostReason}
				defaultValue={refill(failure, 'lost_reason', enquiry.lostReason)}
				error={failure?.fieldErrors.lost_reason}
			/>
			<SubmitButton intent="stage" size="lg">
				Update stage
			</SubmitButton>
		</Form>
	)
}

/** The next action: a day and a short note; Clear takes it away. */
export function NextActionForm({ enquiry, failure }: { enquiry: Enquiry; failure: Failure }) {
	return (
		<Form
			method="post"
			preventScrollReset
			aria-labelledby="next-action-title"
			className={panel}
			key={`${enquiry.nextActionOn ?? ''}:${enquiry.nextActionNote ?? ''}`}
		>
			<h3 id="next-action-title" className="text-base font-semibold">
				Next action
			</h3>
			<ErrorNotice message={failure?.formError} occurrence={failure} />
			<p className="text-sm text-muted-foreground">
				{enquiry.nextActionDay ? `${enquiry.nextActionDay}${enquiry.nextActionNote ? `: ${enquiry.nextActionNote}` : ''}` : 'None set.'}
			</p>
			<InputField
				label="Day"
				type="date"
				name="next_action_on"
				required
				defaultValue={refill(failure, 'next_action_on', enquiry.nextActionOn)}
				error={failure?.fieldErrors.next_action_on}
			/>
			<InputField
				label="What to do"
				hint="For example: call back, survey 10:00."
				name="next_action_note"
				maxLength={pipelineLimits.nextActionNote}
				defaultValue={refill(failure, 'next_action_note', enquiry.nextActionNote)}
				error={failure?.fieldErrors.next_action_note}
			/>
			<div className="grid grid-cols-2 gap-2">
				<SubmitButton intent="next-action" size="lg">
					Save
				</SubmitButton>
				{enquiry.nextActionOn ? (
					<SubmitButton intent="clear-next-action" size="lg" variant="outline" formNoValidate>
						Clear
					</SubmitButton>
				) : null}
			</div>
		</Form>
	)
}

/** A note for the timeline. `resetKey` changes when the timeline does, emptying the box after a save. */
export function NoteForm({ failure, resetKey }: { failure: Failure; resetKey: string }) {
	return (
		<Form method="post" preventScrollReset aria-labelledby="note-title" className={panel} key={resetKey}>
			<h3 id="note-title" className="text-base font-semibold">
				Add a note
			</h3>
			<ErrorNotice message={failure?.formError} occurrence={failure} />
			<TextareaField
				label="Note"
				name="note"
				rows={3}
				required
				maxLength={pipelineLimits.note}
				defaultValue={refill(failure, 'note', null)}
				error={failure?.fieldErrors.note}
			/>
			<SubmitButton intent="note" size="lg">
				Add note
			</SubmitButton>
		</Form>
	)
}

const emailVariants = { Sent: 'success', Queued: 'secondary', Failed: 'warning', Gone: 'outline' } as const

/** Everything that happened, newest first: stage changes, next actions, notes, replies and e-mails, each with who and when. */
export function Timeline({ items }: { items: View['timeline'] }) {
	return (
		<section aria-labelledby="timeline-title" className="grid gap-3">
			<h3 id="timeline-title" className="text-base font-semibold">
				Timeline <span className="text-sm font-normal text-muted-foreground">(newest first)</span>
			</h3>
			{items.length === 0 ? (
				<p className="text-sm text-muted-foreground">Nothing yet.</p>
			) : (
				<ol className="grid gap-2">
					{items.map((item) => (
						<li
							key={item.key}
							data-kind={item.kind}
							className="grid min-w-0 gap-1 rounded-lg border border-border bg-background p-3 sm:p-4"
						>
							<p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
								<span className="font-semibold break-words">{item.title}</span>
								<span className="text-xs text-muted-foreground">
									{item.who} · <time dateTime={item.whenIso}>{item.when}</time>
								</span>
							</p>
							{item.body ? <p className="text-sm break-words whitespace-pre-line">{item.body}</p> : null}
							{item.email ? (
								<div className="grid gap-1 text-sm">
									<p className="flex flex-wrap items-center gap-2">
										<Badge variant={emailVariants[item.email.status]}>{item.email.status}</Badge>
										<span className="min-w-0 font-semibold break-words">{item.email.subject}</span>
									</p>
									{item.email.to ? <p className="break-all text-muted-foreground">To {item.email.to}</p> : null}
									<p className="break-words text-muted-foreground">{item.email.detail}</p>
								</div>
							) : null}
						</li>
					))}
				</ol>
			)}
		</section>
	)
}
