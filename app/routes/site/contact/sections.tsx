import { CallButton } from '#app/components/site/call-button.tsx'
import { Clock, Mail, MapPin, MessageCircle, Phone, Siren } from '#app/components/ui/icon.tsx'
import { mailtoHref, telHref, whatsappHref } from '#app/domain/settings/contact.ts'
import { hoursRows } from '#app/domain/settings/opening-hours.ts'
import type { PublicSettings } from '#app/domain/settings/public-settings.ts'

import { contactPage } from './copy.ts'

/** The column beside the quote form: how to reach us, opening hours, and the emergency line. */
export function ContactAside({ settings }: { settings: PublicSettings }) {
	return (
		<div className="grid grid-cols-1 content-start gap-6">
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
							<Mail aria-hidden className="size-5 shrink-0 text-primary" />
							{/* A long address breaks rather than widening the page on a phone. */}
							<span className="min-w-0 [overflow-wrap:anywhere]">{settings.officeEmail}</span>
						</a>
					</li>
					<li className="flex min-h-11 items-center gap-3">
						<MapPin aria-hidden className="size-5 shrink-0 text-primary" />
						<span>
							<span className="sr-only">Address: </span>
							{settings.address}
							<span className="block text-sm text-muted-foreground">
								<span className="sr-only">Service area: </span>
								{contactPage.serviceArea}
							</span>
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
				<dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2 text-sm">
					{hoursRows(settings.openingHours).map((row) => (
						<div key={row.days} className="contents">
							<dt className="font-semibold">{row.days}</dt>
							<dd>{row.hours}</dd>
						</div>
					))}
					{/* Each pair in its own div: a list is all div groups or none. */}
					<div className="contents">
						<dt className="font-semibold text-emergency">Emergency</dt>
						<dd>{settings.emergencyNote}</dd>
					</div>
				</dl>
			</section>

			<section aria-labelledby="contact-emergency" className="rounded-lg border border-red-200 bg-emergency-soft p-6">
				<h2 id="contact-emergency" className="flex items-center gap-2 text-xl font-semibold text-emergency">
					<Siren aria-hidden className="size-5" />
					{contactPage.emergency.heading}
				</h2>
				<p className="mt-2 text-sm text-red-950">{contactPage.emergency.text}</p>
				<CallButton phone={settings.phone} label={contactPage.emergency.callLabel} variant="emergency" className="mt-4 w-full sm:w-auto" />
			</section>
		</div>
	)
}

/** What happens after an enquiry, in three steps. */
export function NextSteps() {
	return (
		<section aria-labelledby="next-steps" className="bg-muted py-12">
			<div className="container-page">
				<h2 id="next-steps" className="text-center text-3xl font-bold">
					{contactPage.nextSteps.heading}
				</h2>
				<ol className="mt-8 grid gap-5 md:grid-cols-3">
					{contactPage.nextSteps.steps.map((step, index) => (
						<li key={step.title} className="rounded-lg border border-border bg-background p-6">
							<span
								aria-hidden
								className="flex size-10 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
							>
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
	)
}
