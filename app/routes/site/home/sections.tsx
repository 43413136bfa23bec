import { Link } from 'react-router'

import type { QuotedReview } from '#app/.server/data/reviews.ts'
import { ArrowLink } from '#app/components/site/arrow-link.tsx'
import { PlaceList } from '#app/components/site/place-list.tsx'
import { ReviewReply, VerifiedCustomer } from '#app/components/site/review-extras.tsx'
import { SectionHeading } from '#app/components/site/section-heading.tsx'
import { ServiceIcon } from '#app/components/site/service-icon.tsx'
import { Stars } from '#app/components/site/stars.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { ArrowRight, MapPin, ShieldCheck, Siren } from '#app/components/ui/icon.tsx'
import type { CoverageArea } from '#app/content/service-areas.ts'
import type { FeaturedService, ServiceLink } from '#app/domain/service/cards.ts'
import type { trustHighlights } from '#app/routes/site/home/copy.ts'
import { cn } from '#app/utils/cn.ts'

type Heading = { heading: string; text: string }

export function TrustHighlights({ items }: { items: typeof trustHighlights }) {
	return (
		<section aria-label="Why choose us" className="border-b border-border bg-muted">
			<ul className="container-page grid gap-4 py-6 sm:grid-cols-2">
				{items.map((item) => {
					const Icon = item.key === 'emergency' ? Siren : ShieldCheck
					return (
						<li key={item.key} className="flex items-start gap-3">
							<span
								className={cn(
									'flex size-11 shrink-0 items-center justify-center rounded-full',
									item.key === 'emergency' ? 'bg-emergency-soft text-emergency' : 'bg-primary-soft text-primary',
								)}
							>
								<Icon aria-hidden className="size-5" />
							</span>
							<span>
								<span className="block font-semibold">{item.title}</span>
								<span className="block text-sm text-muted-foreground">{item.text}</span>
							</span>
						</li>
					)
				})}
			</ul>
		</section>
	)
}

export function AreaButtons({
	copy,
	areas,
}: {
	copy: Heading
	areas: readonly { name: string; path: string; postcodes: readonly string[] }[]
}) {
	return (
		<section aria-labelledby="home-areas" className="container-page py-14">
			<SectionHeading id="home-areas" title={copy.heading} text={copy.text} />
			<ul className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
				{areas.map((area) => (
					<li key={area.path} className="flex">
						{/* The card fills its row, so a row of cards is one height whatever each says. */}
						<Link
							to={area.path}
							className="flex min-h-16 w-full items-center justify-between gap-3 rounded-lg border border-border bg-background px-4 py-3 font-semibold shadow-sm transition-colors hover:border-primary hover:bg-primary-soft"
						>
							<span className="flex items-center gap-2">
								<MapPin aria-hidden className="size-5 text-primary" />
								<span>
									{area.name}
									<span className="block text-xs font-normal text-muted-foreground">{area.postcodes.join(', ')}</span>
								</span>
							</span>
							<ArrowRight aria-hidden className="size-4 text-muted-foreground" />
						</Link>
					</li>
				))}
			</ul>
		</section>
	)
}

export function FeaturedServices({ copy, services }: { copy: Heading; services: readonly FeaturedService[] }) {
	return (
		<section aria-labelledby="home-services" className="bg-muted py-14">
			<div className="container-page">
				<SectionHeading id="home-services" title={copy.heading} text={copy.text} />
				<ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
					{services.map((service) => (
						<li key={service.slug}>
							<Link
								to={`/services/${service.slug}`}
								className="group flex h-full flex-col rounded-lg border border-border bg-background p-6 shadow-sm transition-shadow hover:shadow-md"
							>
								<span className="flex size-12 items-center justify-center rounded-lg bg-primary-soft text-primary">
									<ServiceIcon slug={service.slug} className="size-6" />
								</span>
								<h3 className="mt-4 text-lg font-semibold">{service.name}</h3>
								<p className="mt-2 flex-1 text-sm text-muted-foreground">{service.summary}</p>
								<span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary group-hover:underline">
									Find out more<span className="sr-only"> about {service.name}</span>
									<ArrowRight aria-hidden className="size-4" />
								</span>
							</Link>
						</li>
					))}
				</ul>
				<p className="mt-8 text-center">
					<Button asChild variant="outline" size="lg">
						<Link to="/services">View all services</Link>
					</Button>
				</p>
			</div>
		</section>
	)
}

export function CoverageSection({
	copy,
	areas,
	services,
}: {
	copy: Heading
	areas: readonly CoverageArea[]
	services: readonly ServiceLink[]
}) {
	return (
		<section aria-labelledby="home-coverage" className="container-page py-14">
			<SectionHeading id="home-coverage" title={copy.heading} text={copy.text} />
			<div className="mt-10 grid gap-8 md:grid-cols-2">
				<div>
					<h3 className="text-lg font-semibold">Areas and postcodes</h3>
					<PlaceList places={areas} label="Areas and postcodes" className="mt-3 grid-cols-2 sm:grid-cols-3" />
					<p className="mt-4">
						<ArrowLink to="/service-areas">See every borough we cover</ArrowLink>
					</p>
				</div>
				<div>
					<h3 className="text-lg font-semibold">Services in every area</h3>
					<ul className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
						{services.map((service) => (
							<li key={service.slug}>
								<Link
									to={`/services/${service.slug}`}
									className="inline-flex min-h-8 items-center text-foreground underline-offset-4 hover:text-primary hover:underline"
								>
									{service.name}
								</Link>
							</li>
						))}
					</ul>
				</div>
			</div>
		</section>
	)
}

const initials = (name: string) =>
	name
		.split(/\s+/)
		.map((part) => part[0])
		.join('')
		.replace(/[^A-Z]/gi, '')
		.slice(0, 2)
		.toUpperCase()

/**
 * Published reviews as testimonials (decision 0044): the owner's featured ones,
 * or the best recent ones. No section at all when there are none to quote.
 */
export function Testimonials({ copy, items }: { copy: Heading; items: readonly QuotedReview[] }) {
	if (items.length === 0) return null
	return (
		<section aria-labelledby="home-testimonials" className="bg-muted py-14">
			<div className="container-page">
				<SectionHeading id="home-testimonials" title={copy.heading} text={copy.text} />
				<ul className="mt-10 grid gap-5 md:grid-cols-3">
					{items.map((item) => (
						<li key={item.id}>
							<figure className="flex h-full flex-col rounded-lg border border-border bg-background p-6 shadow-sm">
								<Stars rating={item.rating} />
								<blockquote className="mt-3 flex-1 text-foreground">
									<p className="whitespace-pre-line">“{item.body}”</p>
								</blockquote>
								<figcaption className="mt-5 flex items-center gap-3">
									<span
										aria-hidden
										className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
									>
										{initials(item.reviewerName)}
									</span>
									<span>
										<span className="block font-semibold">{item.reviewerName}</span>
										{item.location ? <span className="block text-sm text-muted-foreground">{item.location}</span> : null}
										{item.verified ? <VerifiedCustomer /> : null}
									</span>
								</figcaption>
								<ReviewReply reply={item.reply} />
							</figure>
						</li>
					))}
				</ul>
				<p className="mt-8 text-center">
					<ArrowLink to="/reviews">Read all our reviews</ArrowLink>
				</p>
			</div>
		</section>
	)
}
