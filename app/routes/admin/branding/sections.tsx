import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { Form } from 'react-router'

import { DestructiveConfirmation } from '#app/components/admin/destructive-confirmation.tsx'
import { ErrorNotice, useHydrated } from '#app/components/admin/notice.tsx'
import { SubmitButton } from '#app/components/admin/submit-button.tsx'
import { TitledCard } from '#app/components/admin/titled-card.tsx'
import { LogoMark } from '#app/components/site/logo.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { Label } from '#app/components/ui/label.tsx'
import type { FormFailure } from '#app/domain/form.ts'
import {
	clampLogoSize,
	FILE_FIELD,
	LOGO_SIZE,
	sliderKeyStep,
	UPLOAD_PARAM,
	type BrandingImage,
} from '#app/domain/settings/branding-schema.ts'
import { builtInFavicon, faviconLinks, footerLogoHeight } from '#app/domain/settings/public-settings.ts'

type Branding = { logoUrl: string | null; faviconUrl: string | null; logoHeight: number }

// The types the pipeline takes for each; `image/*` alone leaves SVG, HEIC and ICO out of some browsers' pickers.
const acceptedTypes: Record<BrandingImage, string> = { logo: 'image/*,.svg,.heic,.heif', favicon: 'image/*,.ico,.heic,.heif' }

/** The current image, on a checked background so transparent parts show as such. */
function Current({ caption, children }: { caption: string; children: ReactNode }) {
	return (
		<figure className="grid gap-2">
			<div className="flex min-h-24 items-center justify-center overflow-hidden rounded-md border border-border bg-[repeating-conic-gradient(#f1f5f9_0_25%,#fff_0_50%)] bg-size-[16px_16px] p-4">
				{children}
			</div>
			<figcaption className="text-sm text-muted-foreground">{caption}</figcaption>
		</figure>
	)
}

/**
 * Remove, confirmed first when JavaScript runs (without it the button removes
 * at once: there is nowhere to ask).
 */
function RemoveForm({ image, failure }: { image: BrandingImage; failure: FormFailure | undefined }) {
	const hydrated = useHydrated()
	const [confirming, setConfirming] = useState(false)
	const confirmButton = useRef<HTMLButtonElement>(null)
	const removeButton = useRef<HTMLButtonElement>(null)
	const asked = useRef(false)
	useEffect(() => {
		if (confirming) confirmButton.current?.focus()
		else if (asked.current) removeButton.current?.focus()
		asked.current ||= confirming
	}, [confirming])
	const builtIn = image === 'logo' ? 'the business name is shown as the logo' : 'the built-in icon is used'
	return (
		<Form method="post" preventScrollReset className="grid gap-3">
			<ErrorNotice message={failure?.fieldErrors.remove} title={failure?.formError} occurrence={failure} />
			{!hydrated ? (
				<div>
					<SubmitButton intent={`remove-${image}`} variant="destructive">
						Remove<span className="sr-only"> {image}</span>
					</SubmitButton>
				</div>
			) : confirming ? (
				<DestructiveConfirmation
					id={`remove-${image}-question`}
					question={`Remove the ${image}? Until a new one is uploaded, ${builtIn}.`}
					intent={`remove-${image}`}
					confirm={
						<>
							Yes, remove<span className="sr-only"> {image}</span>
						</>
					}
					cancel={{ onClick: () => setConfirming(false) }}
					confirmRef={confirmButton}
				/>
			) : (
				<div>
					<Button ref={removeButton} type="button" variant="outline" onClick={() => setConfirming(true)}>
						Remove<span className="sr-only"> {image}</span>
					</Button>
				</div>
			)}
		</Form>
	)
}

function UploadForm({ image, hint, failure }: { image: BrandingImage; hint: string; failure: FormFailure | undefined }) {
	const error = failure?.fieldErrors[FILE_FIELD]
	return (
		<Form
			method="post"
			encType="multipart/form-data"
			action={`/admin/branding?${UPLOAD_PARAM}=${image}`}
			preventScrollReset
			className="grid gap-3"
		>
			<ErrorNotice message={error ? failure?.formError : null} occurrence={failure} />
			<Field label={`Upload a new ${image}`} hint={hint} error={error}>
				{(control) => <Input {...control} type="file" name={FILE_FIELD} accept={acceptedTypes[image]} required className="h-auto" />}
			</Field>
			<div>
				<SubmitButton intent={`upload-${image}`}>Upload {image}</SubmitButton>
			</div>
		</Form>
	)
}

/**
 * The Logo Size slider: a native range input, so it posts and works from the
 * keyboard without JavaScript. With it, Page Up/Down and Shift with an arrow
 * move 10 steps (native ranges move 10% of the range), and the preview follows.
 */
function LogoSizeForm({
	businessName,
	logoUrl,
	stored,
	failure,
}: {
	businessName: string
	logoUrl: string | null
	stored: number
	failure: FormFailure | undefined
}) {
	const id = useId()
	const sent = Number(failure?.values.logo_height)
	const [height, setHeight] = useState(failure && Number.isFinite(sent) ? clampLogoSize(sent) : stored)
	const error = failure?.fieldErrors.logo_height
	const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
		const step = sliderKeyStep(event.key, event.shiftKey)
		if (step === null) return
		event.preventDefault()
		setHeight((current) => clampLogoSize(current + step))
	}
	return (
		<Form method="post" preventScrollReset className="grid gap-3">
			<ErrorNotice message={error ? failure?.formError : null} occurrence={failure} />
			<div className="flex items-baseline justify-between gap-4">
				<Label htmlFor={id}>Logo Size</Label>
				<output htmlFor={id} className="text-sm font-semibold tabular-nums">
					{height}px
				</output>
			</div>
			<input
				id={id}
				type="range"
				name="logo_height"
				min={LOGO_SIZE.min}
				max={LOGO_SIZE.max}
				step={LOGO_SIZE.step}
				value={height}
				onChange={(event) => setHeight(Number(event.currentTarget.value))}
				onKeyDown={onKeyDown}
				aria-valuetext={`${height} pixels`}
				aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
				aria-invalid={error ? true : undefined}
				className="h-11 w-full cursor-pointer accent-primary"
			/>
			<p id={`${id}-hint`} className="text-sm text-muted-foreground">
				32px for the header, 24px for compact areas. The footer shows the logo at three quarters of this height (at least 24px).
			</p>
			{error ? (
				<p id={`${id}-error`} className="text-sm font-medium text-emergency">
					{error}
				</p>
			) : null}
			<figure className="grid gap-2">
				<div className="flex min-h-32 items-center overflow-x-auto rounded-md border border-border bg-background px-4 py-2">
					<LogoMark businessName={businessName} logoUrl={logoUrl} height={height} />
				</div>
				<figcaption className="text-sm text-muted-foreground">
					Preview in the header at {height}px (footer: {footerLogoHeight(height)}px)
				</figcaption>
			</figure>
			<div>
				<SubmitButton intent="logo-size">Save size</SubmitButton>
			</div>
		</Form>
	)
}

/** Which of a card's forms a refusal belongs to. */
const failureOf = (failure: FormFailure | undefined, field: string) => (failure && field in failure.fieldErrors ? failure : undefined)

export function LogoCard({
	businessName,
	branding,
	failure,
}: {
	businessName: string
	branding: Branding
	failure: FormFailure | undefined
}) {
	// After a change the forms start again from what is now stored (keyed by it, not by the
	// location, which also changes when the saved notice leaves the address).
	const { logoUrl, logoHeight } = branding
	const key = `${logoUrl}|${logoHeight}`
	return (
		<TitledCard id="branding-logo" title="Website Logo">
			<Current caption={logoUrl ? `Current logo, at ${logoHeight}px` : 'Built-in logo: the business name (no logo uploaded)'}>
				<LogoMark businessName={businessName} logoUrl={logoUrl} height={logoHeight} alt={logoUrl ? 'Current logo' : ''} />
			</Current>
			{logoUrl ? <RemoveForm key={`remove-${key}`} image="logo" failure={failureOf(failure, 'remove')} /> : null}
			<LogoSizeForm
				key={`size-${key}`}
				businessName={businessName}
				logoUrl={logoUrl}
				stored={logoHeight}
				failure={failureOf(failure, 'logo_height')}
			/>
			<UploadForm
				key={`upload-${key}`}
				image="logo"
				hint="Recommended size: 200x60px. PNG, JPEG, WebP or SVG; a transparent background suits both header and footer."
				failure={failureOf(failure, FILE_FIELD)}
			/>
		</TitledCard>
	)
}

export function FaviconCard({ branding, failure }: { branding: Branding; failure: FormFailure | undefined }) {
	const { faviconUrl } = branding
	const key = String(faviconUrl)
	const icons = faviconUrl ? faviconLinks(faviconUrl) : null
	return (
		<TitledCard id="branding-favicon" title="Website Favicon">
			<Current caption={faviconUrl ? 'Current favicon, at 32px and 16px' : 'Built-in favicon (no favicon uploaded)'}>
				<div className="flex items-end gap-4">
					<img src={icons?.icon32 ?? builtInFavicon.svg} alt={faviconUrl ? 'Current favicon' : 'Built-in favicon'} width={32} height={32} />
					<img src={icons?.icon16 ?? builtInFavicon.svg} alt="" width={16} height={16} />
				</div>
			</Current>
			{faviconUrl ? <RemoveForm key={`remove-${key}`} image="favicon" failure={failureOf(failure, 'remove')} /> : null}
			<UploadForm
				key={`upload-${key}`}
				image="favicon"
				hint="Recommended: 32x32 or 64x64px. A square PNG, ICO, WebP, JPEG or GIF image."
				failure={failureOf(failure, FILE_FIELD)}
			/>
		</TitledCard>
	)
}
