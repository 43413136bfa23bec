import { Link } from 'react-router'

import { CallButton } from '#app/components/site/call-button.tsx'
import { SectionHeading } from '#app/components/site/section-heading.tsx'
import { ServiceIcon } from '#app/components/site/service-icon.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { ArrowRight, MessageSquareText, Siren } from '#app/components/ui/icon.tsx'
import { serviceLabels, servicesEmergencyCta, servicesIntro, servicesQuoteCta } from '#app/content/services-page.ts'
import type { ServiceCard as Card } from '#app/domain/service/cards.ts'

import { FeatureList, ServiceFacts } from '../../../components/site/service-facts.tsx'

/** The /services grid: one card per service with its features, timeline and coverage. */
export function ServiceCards({ services }: { services: readonly Card[] }) {
	return (
		<section aria-labelledby="services-list" className="bg-muted py-14">
			<div className="container-page">
				<SectionHeading id="services-list" title={servicesIntro.heading} text={servicesIntro.text} />
				<ul className="mt-10 grid gap-6 md:grid-cols-2" aria-label="Services">
					{services.map((service) => (
						<li key={service.slug}>
							<ServiceCard service={service} />
						</li>
					))}
				</ul>
			</div>
		</section>
	)
}

function ServiceCard({ service }: { service: Card }) {
	const headingId = `service-${service.slug}`
	return (
		<article aria-labelledby={headingId} className="flex h-full flex-col rounded-lg border border-border bg-background p-6 shadow-sm">
			<div className="flex items-center gap-4">
				<span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
					<ServiceIcon slug={service.slug} className="size-6" />
				</span>
				<h3 id={headingId} className="text-xl font-semibold">
					{service.name}
				</h3>
			</div>
			{service.description ? <p className="mt-4 text-muted-foreground">{service.description}</p> : null}
			<FeatureList features={service.features} className="mt-5 [&_ul]:sm:grid-cols-2" />
			<ServiceFacts
				timeline={service.timeline}
				coverage={service.coverage}
				className="mt-5 grid flex-1 content-end gap-2 border-t border-border pt-4 text-sm empty:border-0 sm:grid-cols-2"
			/>
			<p className="mt-5">
				<Button asChild variant="outline">
					<Link to={`/services/${service.slug}`}>
						{serviceLabels.more}
						<span className="sr-only"> about {service.name}</span>
						<ArrowRight aria-hidden />
					</Link>
				</Button>
			</p>
		</article>
	)
}

/** The red 24/7 band: a call link to the configured phone and a link to /emergency. */
export function EmergencyCta({ phone }: { phone: string }) {
	return (
		<section aria-labelledby="services-emergency" className="bg-emergency py-12 text-emergency-foreground">
			<div className="container-page flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
				<div className="flex items-start gap-4">
					<Siren aria-hidden className="mt-1 size-8 shrink-0" />
					<div>
						<h2 id="services-emergency" className="text-2xl font-bold sm:text-3xl">
							{servicesEmergencyCta.heading}
						</h2>
						<p className="mt-2 max-w-2xl text-red-50">{servicesEmergencyCta.text}</p>
					</div>
				</div>
				<div className="flex flex-wrap gap-3">
					<CallButton
						phone={phone}
						label={servicesEmergencyCta.callLabel}
						variant="default"
						className="bg-white text-emergency hover:bg-red-50"
					/>
					<Button asChild size="lg" variant="outline-inverse">
						<Link to="/emergency">{servicesEmergencyCta.moreLabel}</Link>
					</Button>
				</div>
			</div>
		</section>
	)
}

/** The free-quote band linking to /contact. */
export function QuoteCta() {
	return (
		<section aria-labelledby="services-quote" className="container-page py-14">
			<div className="flex flex-col items-center rounded-xl border border-border bg-primary-soft px-6 py-10 text-center">
				<MessageSquareText aria-hidden className="size-10 text-primary" />
				<h2 id="services-quote" className="mt-3 text-2xl font-bold sm:text-3xl">
					{servicesQuoteCta.heading}
				</h2>
				<p className="mt-3 max-w-2xl text-muted-foreground">{servicesQuoteCta.text}</p>
				<Button asChild variant="cta" size="lg" className="mt-6">
					<Link to="/contact">{servicesQuoteCta.label}</Link>
				</Button>
			</div>
		</section>
	)
}
