import { Link } from 'react-router'

import { CallButton } from '#app/components/site/call-button.tsx'
import { Honeypot } from '#app/components/site/honeypot.tsx'
import { Alert, AlertTitle } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Checkbox } from '#app/components/ui/checkbox.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { Send } from '#app/components/ui/icon.tsx'
import { Input, inputClassName } from '#app/components/ui/input.tsx'
import { Select } from '#app/components/ui/select.tsx'
import { Textarea } from '#app/components/ui/textarea.tsx'
import {
	describeRefusal,
	enquiryPhotoAccept,
	enquiryPhotoCopy,
	enquiryPhotoField,
	enquiryPhotoLimits,
	photoRefusalText,
	type PhotoRefusal,
} from '#app/domain/enquiry/photos.ts'
import { enquiryLimits, enquiryMessages, type EnquiryField } from '#app/domain/enquiry/schema.ts'
import { enquiryServiceChoices } from '#app/domain/enquiry/services.ts'
import type { FormFailure } from '#app/domain/form.ts'
import { contactPage } from '#app/routes/site/contact/copy.ts'
import { cn } from '#app/utils/cn.ts'

/** The contact action's answer when the enquiry was taken (a refusal is the form protocol's FormFailure). */
export const enquirySent = { status: 'success' } as const

/** A taken enquiry, with what became of its photos (none for a bot's, which is answered the same). */
export type EnquirySent = typeof enquirySent & { photos?: { taken: string[]; refused: PhotoRefusal[] } }

/** What the contact action answers (also rendered without JavaScript). */
export type EnquiryActionData = EnquirySent | FormFailure

/**
 * A refusal of the whole form: the typed fields come back, the photos cannot
 * (a browser never refills a file input), so the photo field says so. The
 * page's script puts the chosen photos back and removes the note.
 */
export function photosNotKept(failure: FormFailure, hadPhotos = true): FormFailure {
	return hadPhotos ? { ...failure, fieldErrors: { ...failure.fieldErrors, [enquiryPhotoField]: enquiryPhotoCopy.chooseAgain } } : failure
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

const copy = contactPage.form

/** The region the form is swapped within, and its toast's name (decision 0020). */
export const enquiryRegion = 'enquiry'

/**
 * The free-quote form, rendered by the server in every state: the errors
 * beside the fields, the refusal above them, or the confirmation panel saying
 * what happens next. Without JavaScript it is a plain POST to /contact. With
 * JavaScript the page's swap controller posts it in the background and puts
 * the answer in place; the refusal becomes the toast, and the confirmation
 * panel, the one success message, takes the focus (scrolled into view below
 * the sticky header). On a failed connection, a 5xx or a 429 it leaves the
 * form as it is and shows the failure toast below (one source of the text).
 */
export function EnquiryForm({ actionData, phone }: { actionData: EnquiryActionData | undefined; phone: string }) {
	const fieldErrors = actionData?.status === 'error' ? actionData.fieldErrors : {}
	const values = actionData?.status === 'error' ? actionData.values : {}
	const error = (field: EnquiryField) => fieldErrors[field] ?? null
	const photos = actionData?.status === 'success' ? actionData.photos : undefined
	const refused = photos?.refused ?? []

	return (
		<form
			method="post"
			action="/contact"
			encType="multipart/form-data"
			noValidate
			data-swap={enquiryRegion}
			data-swap-progress
			className="grid gap-5"
			aria-describedby="enquiry-form-intro"
		>
			<p id="enquiry-form-intro" className="text-sm text-muted-foreground">
				{copy.intro}
			</p>

			{/* What happens next, after a sent enquiry: the only success message, read out when it takes the focus. */}
			{actionData?.status === 'success' ? (
				<Alert
					variant="success"
					data-focus-after-swap
					tabIndex={-1}
					aria-labelledby="enquiry-sent-title"
					aria-describedby="enquiry-sent-text"
				>
					<AlertTitle id="enquiry-sent-title">{enquiryMessages.success.title}</AlertTitle>
					<p id="enquiry-sent-text">
						{enquiryMessages.success.text}
						{photos && photos.taken.length + refused.length > 0
							? ` ${plural(photos.taken.length, 'photo was', 'photos were')} sent with it.${refused.length > 0 ? ` ${plural(refused.length, 'photo was', 'photos were')} not: see below the photo field.` : ''}`
							: null}
					</p>
				</Alert>
			) : null}
			{/* With JavaScript this moves into the toast. */}
			{actionData?.status === 'error' ? (
				<Alert variant="error" data-toast-source="error">
					{actionData.title ? <AlertTitle>{actionData.title}</AlertTitle> : null}
					<p>{actionData.formError}</p>
				</Alert>
			) : null}
			{/* The toast for a failure the server could not describe (no connection, an error page from a proxy). */}
			<template data-failure-toast>
				<Alert variant="error">
					<AlertTitle>{enquiryMessages.failure.title}</AlertTitle>
					<p>{enquiryMessages.failure.text}</p>
				</Alert>
			</template>

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
			<PhotoField error={fieldErrors[enquiryPhotoField] ?? null} refused={refused} />
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
				<Button type="submit" variant="cta" size="lg" data-pending-label={copy.sending}>
					<Send aria-hidden />
					<span data-label>{copy.submit}</span>
				</Button>
				<CallButton phone={phone} label={copy.callInstead} showNumber={false} variant="outline" />
			</div>
		</form>
	)
}

/**
 * Up to five photos. Without JavaScript a plain file input, sent with the
 * form (multipart). With it, the page's photo script lists each chosen photo
 * with its size and its own progress bar while the form is sent, and sets
 * aside at once a photo that is too large or one too many (decision 0048).
 * A photo refused by the server after the enquiry was taken is listed below.
 */
function PhotoField({ error, refused }: { error: string | null; refused: PhotoRefusal[] }) {
	return (
		<div className="grid gap-2" data-photo-field>
			<Field label={enquiryPhotoCopy.label} hint={enquiryPhotoCopy.hint} error={error}>
				{(control) => (
					<input
						{...control}
						type="file"
						name={enquiryPhotoField}
						multiple
						accept={enquiryPhotoAccept}
						data-photo-input
						data-max-files={enquiryPhotoLimits.files}
						data-max-file-bytes={enquiryPhotoLimits.fileBytes}
						data-max-total-bytes={enquiryPhotoLimits.totalBytes}
						data-refusal-type={photoRefusalText.type}
						data-refusal-size={photoRefusalText.size}
						data-refusal-count={photoRefusalText.count}
						data-refusal-total={photoRefusalText.total}
						className={cn(
							inputClassName,
							'h-auto cursor-pointer file:mr-3 file:min-h-9 file:rounded-md file:border-0 file:bg-muted file:px-3 file:font-semibold',
						)}
					/>
				)}
			</Field>
			{/* Filled by the photo script: one row per chosen photo, with its progress. */}
			<ul data-photo-list aria-label="Chosen photos" className="grid gap-2 empty:hidden" />
			{refused.length > 0 ? (
				<div data-photo-refused role="status" className="rounded-md border border-emergency/40 bg-emergency-soft p-3 text-sm">
					<p className="font-semibold">{enquiryPhotoCopy.notTakenHeading}</p>
					<ul className="mt-1 list-disc pl-5 [overflow-wrap:anywhere]">
						{refused.map((refusal, index) => (
							<li key={`${index}-${refusal.name}`}>{describeRefusal(refusal)}</li>
						))}
					</ul>
					<p className="mt-1">{enquiryPhotoCopy.notTakenAdvice}</p>
				</div>
			) : null}
		</div>
	)
}
