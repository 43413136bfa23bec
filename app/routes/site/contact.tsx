import { Clock, Mail, MapPin, MessageCircle, Phone, Siren } from 'lucide-react'
import { data } from 'react-router'
import { Toaster } from 'sonner'
import { submitEnquiry } from '#app/.server/enquiries/submit.ts'
import { EnquiryForm, type EnquiryActionData } from '#app/components/site/contact/enquiry-form.tsx'
import { PageHero } from '#app/components/site/page-hero.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { openingHours } from '#app/content/business.ts'
import { contactPage, contactSeo } from '#app/content/contact.ts'
import { useRootData } from '#app/root.tsx'
import { mailtoHref, telHref, whatsappHref } from '#app/utils/contact.ts'
import { enquiryMessages } from '#app/utils/enquiry-schema.ts'
import { fallbackPublicSettings } from '#app/utils/public-settings.ts'
import { pageMeta } from '#app/utils/route-meta.ts'
import type { Route } from './+types/contact.ts'

export const meta: Route.MetaFunction = (args) => pageMeta(args, contactSeo)

const formFields = ['name', 'phone', 'email', 'postcode', 'service', 'message', 'consent'] as const

export async function action({ request, context }: Route.ActionArgs) {
	let raw: Record<string, unknown>
	try {
		raw = Object.fromEntries(await request.formData())
	} catch {
		return data<EnquiryActionData>(
			{ status: 'error', formError: enquiryMessages.invalid, fieldErrors: {}, values: {} },
			{ status: 400 },
		)
	}
	const result = await submitEnquiry(raw, {
		clientIp: context.clientIp,
		userAgent: request.headers.get('user-agent'),
		sourcePage: typeof raw.sourcePage === 'string' ? raw.sourcePage : '/contact',
		log: context.log,
	})
	// What was typed comes back so the form stays filled after a failure without JavaScript.
	const values = Object.fromEntries(formFields.map((field) => [field, typeof raw[field] === 'string' ? raw[field] : '']))
	switch (result.status) {
		case 'created':
		case 'ignored':
			return data<EnquiryActionData>({ status: 'success' })
		case 'invalid':
			return data<EnquiryActionData>(
				{ status: 'error', formError: result.formError, fieldErrors: result.fieldErrors, values },
				{ status: 400 },
			)
		case 'rate-limited':
			return data<EnquiryActionData>(
				{ status: 'error', formError: enquiryMessages.rateLimited, fieldErrors: {}, values },
				{ status: 429, headers: { 'Retry-After': String(result.retryAfterSeconds) } },
			)
		case 'failed':
			return data<EnquiryActionData>(
				{ status: 'error', formError: enquiryMessages.failure, fieldErrors: {}, values },
				{ status: 503 },
			)
	}
}

export default function Contact({ actionData }: Route.ComponentProps) {
	const settings = useRootData()?.settings ?? fallbackPublicSettings
	return (
		<>
			<Toaster position="top-center" richColors closeButton />
			<PageHero title={contactPage.title} subtitle={contactPage.intro} />

			<div className="container-page grid gap-10 py-12 lg:grid-cols-[1fr_1.6fr]">
				<div className="grid content-start gap-6">
					<section aria-labelledby="contact-details" className="rounded-lg border border-border p-6">
						<h2 id="contact-details" className="text-xl font-semibold">
							{contactPage.detailsHeading}
						</h2>
						<ul className="mt-4 grid gap-3">
							<li>
								<a className="inline-flex min-h-11 items-center gap-3 font-semibold hover:underline" href={telHref(settings.phone)}>
									<Phone aria-hidden className="size-5 text-primary" />
									{settings.phone}
								</a>
							</li>
							<li>
								<a className="inline-flex min-h-11 items-center gap-3 hover:underline" href={mailtoHref(settings.officeEmail)}>
									<Mail aria-hidden className="size-5 text-primary" />
									{settings.officeEmail}
								</a>
							</li>
							<li className="flex min-h-11 items-center gap-3">
								<MapPin aria-hidden className="size-5 text-primary" />
								<span>
									<span className="sr-only">Service area: </span>
									{contactPage.serviceArea}
								</span>
							</li>
							<li>
								<a
									className="inline-flex min-h-11 items-center gap-3 hover:underline"
									href={whatsappHref(settings.whatsappPhone)}
									target="_blank"
									rel="noopener"
								>
									<MessageCircle aria-hidden className="size-5 text-primary" />
									Message us on WhatsApp
								</a>
							</li>
						</ul>
					</section>

					<section aria-labelledby="contact-hours" className="rounded-lg border border-border p-6">
						<h2 id="contact-hours" className="flex items-center gap-2 text-xl font-semibold">
							<Clock aria-hidden className="size-5 text-primary" />
							{contactPage.hoursHeading}
						</h2>
						<dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
							<dt className="font-semibold">{openingHours.weekdays.label}</dt>
							<dd>{openingHours.weekdays.display}</dd>
							<dt className="font-semibold">{openingHours.saturday.label}</dt>
							<dd>{openingHours.saturday.display}</dd>
							<dt className="font-semibold">{openingHours.sunday.label}</dt>
							<dd>{openingHours.sunday.display}</dd>
							<dt className="font-semibold text-emergency">Emergency</dt>
							<dd>{openingHours.emergencyDisplay}</dd>
						</dl>
					</section>

					<section aria-labelledby="contact-emergency" className="rounded-lg border border-red-200 bg-emergency-soft p-6">
						<h2 id="contact-emergency" className="flex items-center gap-2 text-xl font-semibold text-emergency">
							<Siren aria-hidden className="size-5" />
							{contactPage.emergency.heading}
						</h2>
						<p className="mt-2 text-sm text-red-950">{contactPage.emergency.text}</p>
						<Button asChild variant="emergency" size="lg" className="mt-4 w-full sm:w-auto">
							<a href={telHref(settings.phone)}>
								<Phone aria-hidden />
								{contactPage.emergency.callLabel}: {settings.phone}
							</a>
						</Button>
					</section>
				</div>

				<section aria-labelledby="quote-form" className="rounded-lg border border-border p-6 shadow-sm sm:p-8">
					<h2 id="quote-form" className="text-2xl font-bold">
						{contactPage.form.heading}
					</h2>
					<div className="mt-4">
						<EnquiryForm actionData={actionData} phone={settings.phone} />
					</div>
				</section>
			</div>

			<section aria-labelledby="next-steps" className="bg-muted py-12">
				<div className="container-page">
					<h2 id="next-steps" className="text-center text-3xl font-bold">
						{contactPage.nextSteps.heading}
					</h2>
					<ol className="mt-8 grid gap-5 md:grid-cols-3">
						{contactPage.nextSteps.steps.map((step, index) => (
							<li key={step.title} className="rounded-lg border border-border bg-background p-6">
								<span aria-hidden className="flex size-10 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground">
									{index + 1}
								</span>
								<h3 className="mt-4 text-lg font-semibold">
									<span className="sr-only">Step {index + 1}: </span>
									{step.title}
								</h3>
								<p className="mt-2 text-sm text-muted-foreground">{step.text}</p>
							</li>
						))}
					</ol>
				</div>
			</section>
		</>
	)
}
