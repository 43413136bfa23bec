import { Form, Link, useFetcher, useLocation, useSearchParams } from 'react-router'

import { ErrorNotice, SavedNotice } from '#app/components/admin/notice.tsx'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Field, InputField, TextareaField } from '#app/components/ui/field.tsx'
import { LoaderCircle, Pencil, Send } from '#app/components/ui/icon.tsx'
import { Select } from '#app/components/ui/select.tsx'
import { replyLimits, type ReplyFormData } from '#app/domain/enquiry/reply.ts'
import { isFormFailure, type FormFailure } from '#app/domain/form.ts'

/** The query parameter that pre-fills the form with a template (1 for the first): how a template is chosen without JavaScript. */
export const TEMPLATE_PARAM = 'template'

/** The saved notice's key after a reply was queued. */
export const REPLY_SAVED = 'reply'

/** Where the reply form posts. */
export const replyAction = (enquiryId: string) => `/admin/enquiries/${enquiryId}/reply`

/**
 * Write to the customer from the enquiry page (issue 24): pick a template,
 * edit the subject and text, send. Choosing a template is a GET of this page
 * with `?template=N` (so it works without JavaScript; with it, choosing is
 * enough). Sending posts to the reply route: with JavaScript through a
 * fetcher, so a refusal shows here; without, the reply route's own page shows
 * the form again with the refusal. A send goes back to the enquiry with the
 * saved notice.
 */
export function ReplyForm({
	enquiryId,
	customer,
	reply,
	failure: pageFailure,
}: {
	enquiryId: string
	customer: { name: string; email: string }
	reply: ReplyFormData
	/** The refusal of a send without JavaScript (the reply route's page). */
	failure?: FormFailure
}) {
	const fetcher = useFetcher({ key: `reply-${enquiryId}` })
	const { key, pathname } = useLocation()
	const [searchParams] = useSearchParams()
	const sending = fetcher.state !== 'idle'
	const failure = pageFailure ?? (isFormFailure(fetcher.data) ? fetcher.data : undefined)
	const chosenNumber = Number(searchParams.get(TEMPLATE_PARAM))
	const chosen = Number.isInteger(chosenNumber) ? reply.templates[chosenNumber - 1] : undefined
	const sent = failure?.values
	const errors = failure?.fieldErrors ?? {}
	return (
		<section
			id="reply"
			aria-labelledby="reply-title"
			className="grid min-w-0 content-start gap-4 rounded-lg border border-border bg-background p-4 sm:p-5"
		>
			<h3 id="reply-title" className="text-base font-semibold">
				Reply to {customer.name}
			</h3>
			<SavedNotice messages={{ [REPLY_SAVED]: 'Reply sent: it is in the outbox and goes to the customer shortly.' }} />
			{reply.loadError ? <Alert variant="error">{reply.loadError}</Alert> : null}

			{reply.templates.length > 0 ? (
				<Form key={`template-${key}`} method="get" action={`${pathname}#reply`} replace preventScrollReset className="grid gap-2">
					<Field label="Start from a template">
						{(control) => (
							<div className="flex flex-wrap gap-2">
								<div className="min-w-0 flex-1 basis-48">
									<Select
										{...control}
										name={TEMPLATE_PARAM}
										defaultValue={chosen ? String(chosenNumber) : ''}
										onChange={(event) => event.currentTarget.form?.requestSubmit()}
									>
										<option value="">Choose a template…</option>
										{reply.templates.map((template, index) => (
											<option key={index} value={index + 1}>
												{template.name}
											</option>
										))}
									</Select>
								</div>
								<Button type="submit" variant="outline">
									Use template
								</Button>
							</div>
						)}
					</Field>
					<p className="text-sm text-muted-foreground">
						Choosing a template replaces the subject and message below.{' '}
						<Link to="/admin/enquiries/templates" className="font-semibold text-primary underline-offset-4 hover:underline">
							<Pencil aria-hidden className="mr-1 inline size-4" />
							Edit templates
						</Link>
					</p>
				</Form>
			) : null}

			<fetcher.Form key={`reply-${key}`} method="post" action={replyAction(enquiryId)} className="grid gap-4" aria-labelledby="reply-title">
				<ErrorNotice message={failure?.formError} occurrence={failure} />
				<p className="text-sm break-words">
					<span className="font-semibold">To:</span> {customer.email}
					<span className="block text-muted-foreground">Their answer comes back to {reply.replyTo}.</span>
				</p>
				<InputField
					label="Subject"
					name="subject"
					required
					maxLength={replyLimits.subject}
					defaultValue={sent?.subject ?? chosen?.subject ?? ''}
					error={errors.subject}
				/>
				<TextareaField
					label="Message"
					name="body"
					required
					rows={10}
					maxLength={replyLimits.body}
					defaultValue={sent?.body ?? chosen?.body ?? ''}
					error={errors.body}
					hint="Plain text, sent exactly as written."
				/>
				<div>
					<Button type="submit" disabled={sending} aria-busy={sending || undefined} className="w-full sm:w-auto">
						{sending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Send aria-hidden />}
						Send reply
					</Button>
				</div>
			</fetcher.Form>
		</section>
	)
}
