import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Link, useFetcher } from 'react-router'
import { toast } from 'sonner'

import { CallButton } from '#app/components/site/call-button.tsx'
import { Honeypot } from '#app/components/site/honeypot.tsx'
import { Alert, AlertTitle } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Checkbox } from '#app/components/ui/checkbox.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { Loader2, Send } from '#app/components/ui/icon.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { Select } from '#app/components/ui/select.tsx'
import { Textarea } from '#app/components/ui/textarea.tsx'
import { enquiryServiceChoices } from '#app/content/enquiry-services.ts'
import { contactPage } from '#app/routes/site/contact/copy.ts'
import { enquiryLimits, enquiryMessages, parseEnquiryForm, type EnquiryField } from '#app/utils/enquiry-schema.ts'
import { validateForm, type FieldErrors, type FormFailure } from '#app/utils/form.ts'

/** The contact action's answer when the enquiry was taken (a refusal is the form protocol's FormFailure). */
export const enquirySent = { status: 'success' } as const

/** What the contact action answers (also rendered without JavaScript). */
export type EnquiryActionData = typeof enquirySent | FormFailure

const copy = contactPage.form

/** One toast at a time for this form: each replaces the last. */
const TOAST_ID = 'enquiry-form'

/**
 * The free-quote form. Without JavaScript it is a plain POST to /contact and the
 * page shows the errors or the success message. With JavaScript it checks the
 * same rules first, sends in the background, shows the spec's toasts, resets
 * after success, keeps what was typed after a failure and cannot double-submit.
 */
export function EnquiryForm({ actionData, phone }: { actionData: EnquiryActionData | undefined; phone: string }) {
	const fetcher = useFetcher<EnquiryActionData>()
	const form = useRef<HTMLFormElement>(null)
	const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null)
	const result = fetcher.data ?? actionData
	const sending = fetcher.state !== 'idle'
	const fieldErrors = clientErrors ?? (result?.status === 'error' ? result.fieldErrors : {})
	const values = actionData?.status === 'error' ? actionData.values : {}

	useEffect(() => {
		if (!fetcher.data || fetcher.state !== 'idle') return
		if (fetcher.data.status === 'success') {
			toast.success(enquiryMessages.success.title, { id: TOAST_ID, description: enquiryMessages.success.text })
			form.current?.reset()
		} else {
			toast.error(fetcher.data.title ?? fetcher.data.formError, {
				id: TOAST_ID,
				description: fetcher.data.title ? fetcher.data.formError : undefined,
			})
		}
	}, [fetcher.data, fetcher.state])

	function onSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		if (sending) return
		const validation = validateForm(parseEnquiryForm, event.currentTarget)
		if (!validation.ok) {
			setClientErrors(validation.fieldErrors)
			toast.error(validation.title ?? validation.formError ?? '', {
				id: TOAST_ID,
				description: validation.title ? validation.formError : undefined,
			})
			const firstInvalid = event.currentTarget.querySelector<HTMLElement>(`[name="${Object.keys(validation.fieldErrors)[0]}"]`)
			firstInvalid?.focus()
			return
		}
		setClientErrors(null)
		// The problem the last toast named is fixed: it goes.
		toast.dismiss(TOAST_ID)
		fetcher.submit(event.currentTarget, { method: 'post', action: '/contact' })
	}

	const error = (field: EnquiryField) => fieldErrors[field] ?? null

	return (
		<fetcher.Form
			ref={form}
			method="post"
			action="/contact"
			noValidate
			onSubmit={onSubmit}
			className="grid gap-5"
			aria-describedby="enquiry-form-intro"
		>
			<p id="enquiry-form-intro" className="text-sm text-muted-foreground">
				{copy.intro}
			</p>

			{/* What happens next, after a sent enquiry, with or without JavaScript (with it, the toast says so too). */}
			{result?.status === 'success' && !sending ? (
				<Alert variant="success">
					<AlertTitle>{enquiryMessages.success.title}</AlertTitle>
					<p>{enquiryMessages.success.text}</p>
				</Alert>
			) : null}
			{/* Shown without JavaScript (with JavaScript the same messages arrive as toasts). */}
			{actionData?.status === 'error' && !fetcher.data && !clientErrors ? (
				<Alert variant="error">
					{actionData.title ? <AlertTitle>{actionData.title}</AlertTitle> : null}
					<p>{actionData.formError}</p>
				</Alert>
			) : null}

			<input type="hidden" name="sourcePage" value="/contact" />
			<Honeypot />

			<div className="grid gap-5 sm:grid-cols-2">
				<Field label="Full name" required error={error('name')}>
					{(control) => (
						<Input {...control} name="name" autoComplete="name" maxLength={enquiryLimits.name} defaultValue={values.name} required />
					)}
				</Field>
				<Field label="Phone" required error={error('phone')}>
					{(control) => (
						<Input
							{...control}
							name="phone"
							type="tel"
							autoComplete="tel"
							maxLength={enquiryLimits.phone}
							defaultValue={values.phone}
							required
						/>
					)}
				</Field>
				<Field label="Email" required error={error('email')}>
					{(control) => (
						<Input
							{...control}
							name="email"
							type="email"
							autoComplete="email"
							maxLength={enquiryLimits.email}
							defaultValue={values.email}
							required
						/>
					)}
				</Field>
				<Field label="Postcode" required error={error('postcode')}>
					{(control) => (
						<Input
							{...control}
							name="postcode"
							autoComplete="postal-code"
							placeholder="SW1A 1AA"
							maxLength={enquiryLimits.postcode + 2}
							defaultValue={values.postcode}
							className="uppercase placeholder:normal-case"
							required
						/>
					)}
				</Field>
			</div>
			<Field label="Service required" required error={error('service')}>
				{(control) => (
					<Select {...control} name="service" defaultValue={values.service ?? ''} required>
						<option value="" disabled>
							{copy.servicePlaceholder}
						</option>
						{enquiryServiceChoices.map((choice) => (
							<option key={choice} value={choice}>
								{choice}
							</option>
						))}
					</Select>
				)}
			</Field>
			<Field label="Message" hint="Optional" error={error('message')}>
				{(control) => (
					<Textarea
						{...control}
						name="message"
						rows={5}
						className="min-h-[120px]"
						maxLength={enquiryLimits.message}
						placeholder={copy.messagePlaceholder}
						defaultValue={values.message}
					/>
				)}
			</Field>
			<div className="grid gap-2">
				<label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm">
					<Checkbox
						name="consent"
						className="mt-0.5"
						defaultChecked={values.consent === 'on'}
						aria-invalid={error('consent') ? true : undefined}
						aria-describedby={error('consent') ? 'consent-error' : undefined}
					/>
					<span>
						{copy.consentLabel}{' '}
						<Link to="/privacy" className="font-semibold text-primary underline underline-offset-2">
							Read our privacy policy
						</Link>
						<span className="text-emergency" aria-hidden>
							{' '}
							*
						</span>
					</span>
				</label>
				{error('consent') ? (
					<p id="consent-error" className="text-sm font-medium text-emergency">
						{error('consent')}
					</p>
				) : null}
			</div>

			<div className="flex flex-wrap items-center gap-3">
				<Button type="submit" variant="cta" size="lg" disabled={sending} aria-disabled={sending}>
					{sending ? <Loader2 aria-hidden className="animate-spin" /> : <Send aria-hidden />}
					{sending ? copy.sending : copy.submit}
				</Button>
				<CallButton phone={phone} label={copy.callInstead} showNumber={false} variant="outline" />
			</div>
		</fetcher.Form>
	)
}
