import { ArrowRight, CheckCircle2, Clock, MapPin, MessageSquareText, Phone, Siren, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { SectionHeading } from '#app/components/site/section-heading.tsx'
import { ServiceIcon } from '#app/components/site/service-icon.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { serviceLabels, servicesEmergencyCta, servicesIntro, servicesQuoteCta } from '#app/content/services-page.ts'
import { telHref } from '#app/utils/contact.ts'
import type { ServiceCard as Card } from '#app/utils/service-cards.ts'

/** A service's feature list with its heading (cards use h4, the service page h3). */
export function FeatureList({ features, headingLevel = 'h4', className }: { features: readonly string[]; headingLevel?: 'h3' | 'h4'; className?: string }) {
	if (features.length === 0) return null
	const Heading = headingLevel
	return (
		<div className={className}>
			<Heading className="text-sm font-semibold tracking-wide uppercase">{serviceLabels.features}</Heading>
			<ul className="mt-2 grid gap-1.5 text-sm">
				{features.map((feature) => (
					<li key={feature} className="flex items-start gap-2">
						<CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
						<span>{feature}</span>
					</li>
				))}
			</ul>
		</div>
	)
}

/** One fact of a service (timeline, coverage, price) in a <dl>. */
export function ServiceFact({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
	return (
		<div>
			<dt className="flex items-center gap-2 font-semibold">
				<Icon aria-hidden className="size-4 shrink-0 text-primary" />
				{label}
			</dt>
			<dd className="pl-6 text-muted-foreground">{children}</dd>
		</div>
	)
}

/** A service's timeline and coverage (when known), then any further facts, as one description list. */
export function ServiceFacts({
	timeline,
	coverage,
	className,
	children,
}: {
	timeline: string | null
	coverage: string | null
	className?: string
	children?: ReactNode
}) {
	return (
		<dl className={className}>
			{timeline ? (
				<ServiceFact icon={Clock} label={serviceLabels.timeline}>
					{timeline}
				</ServiceFact>
			) : null}
			{coverage ? (
				<ServiceFact icon={MapPin} label={serviceLabels.coverage}>
					{coverage}
				</ServiceFact>
			) : null}
			{children}
		</dl>
	)
}

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
					<Button asChild size="lg" className="bg-white text-emergency hover:bg-red-50">
						<a href={telHref(phone)}>
							<Phone aria-hidden />
							{servicesEmergencyCta.callLabel} {phone}
						</a>
					</Button>
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
