import { ChevronRight, Phone, PoundSterling } from 'lucide-react'
import { Link } from 'react-router'
import { SectionHeading } from '#app/components/site/section-heading.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { serviceLabels, servicePageCopy } from '#app/content/services-page.ts'
import { telHref } from '#app/utils/contact.ts'
import { mediaSrcSet, mediaVariantUrl, type MediaWidth } from '#app/utils/media.ts'
import { PageHero } from '#app/components/site/page-hero.tsx'
import { FeatureList, ServiceFact, ServiceFacts } from './service-cards.tsx'
import { formatPounds, paragraphs } from '#app/utils/format.ts'
import { ArrowLink } from '#app/components/site/arrow-link.tsx'

export type ServicePageView = {
	slug: string
	name: string
	summary: string | null
	description: string | null
	basePriceFrom: number | null
	heroImage: string | null
	/** From the static service card, when there is one for this slug. */
	features: readonly string[]
	timeline: string | null
	coverage: string | null
}

export type RelatedProject = { id: string; title: string; location: string | null; image: string }

/** Responsive sources of one of our /media images (null sources for an external URL, used as is). */
function responsiveImage(url: string, widths: readonly MediaWidth[], fallbackWidth: MediaWidth) {
	const avif = mediaSrcSet(url, 'avif', widths)
	const webp = mediaSrcSet(url, 'webp', widths)
	return { avif, webp, src: avif ? mediaVariantUrl(url, fallbackWidth, 'jpeg') : url }
}

function Breadcrumb({ name }: { name: string }) {
	return (
		<nav aria-label="Breadcrumb" className="mb-6 text-sm">
			<ol className="flex flex-wrap items-center gap-1 text-slate-100">
				<li>
					<Link to="/" className="underline-offset-4 hover:underline">
						{servicePageCopy.breadcrumb.home}
					</Link>
				</li>
				<li aria-hidden>
					<ChevronRight className="size-4" />
				</li>
				<li>
					<Link to="/services" className="underline-offset-4 hover:underline">
						{servicePageCopy.breadcrumb.services}
					</Link>
				</li>
				<li aria-hidden>
					<ChevronRight className="size-4" />
				</li>
				<li aria-current="page" className="font-semibold text-white">
					{name}
				</li>
			</ol>
		</nav>
	)
}

export function ServiceHero({ service, phone }: { service: ServicePageView; phone: string }) {
	return (
		<PageHero
			title={service.name}
			subtitle={service.summary ?? undefined}
			before={<Breadcrumb name={service.name} />}
			badge={
				service.basePriceFrom !== null ? (
					<p className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-sm font-semibold text-primary">
						<PoundSterling aria-hidden className="size-4" />
						{serviceLabels.priceFrom} {formatPounds(service.basePriceFrom)}
					</p>
				) : undefined
			}
		>
			<Button asChild variant="cta" size="lg">
				<Link to="/contact">{servicePageCopy.cta.quoteLabel}</Link>
			</Button>
			<Button asChild variant="outline-inverse" size="lg">
				<a href={telHref(phone)}>
					<Phone aria-hidden />
					{servicePageCopy.cta.callLabel} {phone}
				</a>
			</Button>
		</PageHero>
	)
}

/** The service's hero image: responsive when it is one of ours, as is when external. */
export function ServiceHeroImage({ url, name }: { url: string; name: string }) {
	const image = responsiveImage(url, [640, 960, 1280, 1600], 1280)
	const sizes = '(min-width: 1200px) 1152px, 100vw'
	return (
		<div className="container-page -mt-6 sm:-mt-8">
			<picture>
				{image.avif ? <source type="image/avif" srcSet={image.avif} sizes={sizes} /> : null}
				{image.webp ? <source type="image/webp" srcSet={image.webp} sizes={sizes} /> : null}
				<img
					src={image.src}
					alt={`${name}: an example of our work`}
					width={1600}
					height={1000}
					fetchPriority="high"
					decoding="async"
					draggable={false}
					className="aspect-[16/10] w-full rounded-xl border border-border bg-muted object-cover shadow-sm sm:aspect-[21/9]"
				/>
			</picture>
		</div>
	)
}

export function ServiceBody({ service, phone }: { service: ServicePageView; phone: string }) {
	const text = paragraphs(service.description)
	return (
		<section aria-labelledby="service-about" className="container-page grid gap-10 py-14 lg:grid-cols-[minmax(0,1fr)_22rem]">
			<div>
				<h2 id="service-about" className="text-2xl font-bold sm:text-3xl">
					{servicePageCopy.aboutHeading}
				</h2>
				<div className="mt-5 max-w-prose space-y-4 text-lg leading-relaxed">
					{text.map((paragraph, index) => (
						<p key={index}>{paragraph}</p>
					))}
				</div>
			</div>
			<aside aria-labelledby="service-glance" className="h-fit rounded-lg border border-border bg-muted p-6">
				<h2 id="service-glance" className="text-xl font-bold">
					{servicePageCopy.detailsHeading}
				</h2>
				<FeatureList features={service.features} headingLevel="h3" className="mt-4" />
				<ServiceFacts timeline={service.timeline} coverage={service.coverage} className="mt-5 space-y-3 border-t border-border pt-4 text-sm">
					{service.basePriceFrom !== null ? (
						<ServiceFact icon={PoundSterling} label={servicePageCopy.priceLabel}>
							{serviceLabels.priceFrom} {formatPounds(service.basePriceFrom)}. {servicePageCopy.priceNote}
						</ServiceFact>
					) : null}
				</ServiceFacts>
				<div className="mt-6 grid gap-2">
					<Button asChild variant="cta">
						<Link to="/contact">{servicePageCopy.cta.quoteLabel}</Link>
					</Button>
					<Button asChild variant="outline">
						<a href={telHref(phone)}>
							<Phone aria-hidden />
							{servicePageCopy.cta.callLabel} {phone}
						</a>
					</Button>
				</div>
			</aside>
		</section>
	)
}

/** Published gallery projects of this service: responsive, lazy thumbnails. */
export function RelatedProjects({ projects, serviceName }: { projects: readonly RelatedProject[]; serviceName: string }) {
	if (projects.length === 0) return null
	const sizes = '(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw'
	return (
		<section aria-labelledby="service-projects" className="bg-muted py-14">
			<div className="container-page">
				<SectionHeading
					id="service-projects"
					title={`${servicePageCopy.projectsHeading}: ${serviceName}`}
					text={servicePageCopy.projectsText}
				/>
				<ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
					{projects.map((project) => {
						const image = responsiveImage(project.image, [320, 480, 640, 960], 640)
						return (
							<li key={project.id}>
								<figure className="h-full overflow-hidden rounded-lg border border-border bg-background shadow-sm">
									<picture>
										{image.avif ? <source type="image/avif" srcSet={image.avif} sizes={sizes} /> : null}
										{image.webp ? <source type="image/webp" srcSet={image.webp} sizes={sizes} /> : null}
										<img
											src={image.src}
											alt={project.location ? `${project.title}, ${project.location}` : project.title}
											width={640}
											height={400}
											loading="lazy"
											decoding="async"
											draggable={false}
											className="aspect-[16/10] w-full bg-muted object-cover"
										/>
									</picture>
									<figcaption className="p-4">
										<span className="block font-semibold">{project.title}</span>
										{project.location ? (
											<span className="block text-sm text-muted-foreground">{project.location}</span>
										) : null}
									</figcaption>
								</figure>
							</li>
						)
					})}
				</ul>
				<p className="mt-8 text-center">
					<ArrowLink to="/gallery">
						{servicePageCopy.galleryLabel}
					</ArrowLink>
				</p>
			</div>
		</section>
	)
}

export function ServiceCta({ phone }: { phone: string }) {
	const copy = servicePageCopy.cta
	return (
		<section aria-labelledby="service-cta" className="bg-primary py-16 text-primary-foreground">
			<div className="container-page text-center">
				<h2 id="service-cta" className="text-3xl font-bold sm:text-4xl">
					{copy.heading}
				</h2>
				<p className="mx-auto mt-3 max-w-2xl text-lg text-slate-200">{copy.text}</p>
				<div className="mt-8 flex flex-wrap justify-center gap-3">
					<Button asChild variant="cta" size="lg">
						<Link to="/contact">{copy.quoteLabel}</Link>
					</Button>
					<Button asChild variant="outline-inverse" size="lg">
						<a href={telHref(phone)}>
							<Phone aria-hidden />
							{copy.callLabel} {phone}
						</a>
					</Button>
				</div>
			</div>
		</section>
	)
}
