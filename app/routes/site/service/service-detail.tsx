import { Link } from 'react-router'

import { ArrowLink } from '#app/components/site/arrow-link.tsx'
import { Breadcrumb } from '#app/components/site/breadcrumb.tsx'
import { CallButton } from '#app/components/site/call-button.tsx'
import { galleryItemAlt, type GalleryItem } from '#app/components/site/gallery-model.ts'
import { HeroBadge, PageHero } from '#app/components/site/page-hero.tsx'
import { ResponsivePicture } from '#app/components/site/responsive-picture.tsx'
import { SectionHeading } from '#app/components/site/section-heading.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { PoundSterling } from '#app/components/ui/icon.tsx'
import { serviceLabels, servicePageCopy } from '#app/content/services-page.ts'
import { formatPounds, paragraphs } from '#app/utils/format.ts'
import type { ServicePageView } from '#app/utils/service-cards.ts'

import { FeatureList, ServiceFact, ServiceFacts } from '../../../components/site/service-facts.tsx'

const quote = servicePageCopy.cta.primary

export function ServiceHero({ service, phone }: { service: ServicePageView; phone: string }) {
	return (
		<PageHero
			title={service.name}
			subtitle={service.summary ?? undefined}
			before={
				<Breadcrumb
					trail={[
						{ label: servicePageCopy.breadcrumb.home, to: '/' },
						{ label: servicePageCopy.breadcrumb.services, to: '/services' },
					]}
					current={service.name}
				/>
			}
			badge={
				service.basePriceFrom !== null ? (
					<HeroBadge icon={PoundSterling}>
						{serviceLabels.priceFrom} {formatPounds(service.basePriceFrom)}
					</HeroBadge>
				) : undefined
			}
		>
			<Button asChild variant="cta" size="lg">
				<Link to={quote.to}>{quote.label}</Link>
			</Button>
			<CallButton phone={phone} />
		</PageHero>
	)
}

/** The service's hero image: responsive when it is one of ours, as is when external. */
export function ServiceHeroImage({ url, name }: { url: string; name: string }) {
	return (
		<div className="container-page -mt-6 sm:-mt-8">
			<ResponsivePicture
				url={url}
				alt={`${name}: an example of our work`}
				widths={[640, 960, 1280, 1600]}
				fallbackWidth={1280}
				sizes="(min-width: 1200px) 1152px, 100vw"
				width={1600}
				height={1000}
				fetchPriority="high"
				className="aspect-[16/10] w-full rounded-xl border border-border bg-muted object-cover shadow-sm sm:aspect-[21/9]"
			/>
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
				<ServiceFacts
					timeline={service.timeline}
					coverage={service.coverage}
					className="mt-5 space-y-3 border-t border-border pt-4 text-sm"
				>
					{service.basePriceFrom !== null ? (
						<ServiceFact icon={PoundSterling} label={servicePageCopy.priceLabel}>
							{serviceLabels.priceFrom} {formatPounds(service.basePriceFrom)}. {servicePageCopy.priceNote}
						</ServiceFact>
					) : null}
				</ServiceFacts>
				<div className="mt-6 grid gap-2">
					<Button asChild variant="cta">
						<Link to={quote.to}>{quote.label}</Link>
					</Button>
					<CallButton phone={phone} variant="outline" size="default" />
				</div>
			</aside>
		</section>
	)
}

/** Published gallery projects of this service: responsive, lazy thumbnails. */
export function RelatedProjects({ projects, serviceName }: { projects: readonly GalleryItem[]; serviceName: string }) {
	if (projects.length === 0) return null
	return (
		<section aria-labelledby="service-projects" className="bg-muted py-14">
			<div className="container-page">
				<SectionHeading
					id="service-projects"
					title={`${servicePageCopy.projectsHeading}: ${serviceName}`}
					text={servicePageCopy.projectsText}
				/>
				<ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
					{projects.map((project) => (
						<li key={project.id}>
							<figure className="h-full overflow-hidden rounded-lg border border-border bg-background shadow-sm">
								<ResponsivePicture
									url={project.image}
									alt={galleryItemAlt(project)}
									widths={[320, 480, 640, 960]}
									fallbackWidth={640}
									fallbackFormat="jpeg"
									sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
									width={640}
									height={400}
									loading="lazy"
									className="aspect-[16/10] w-full bg-muted object-cover"
								/>
								<figcaption className="p-4">
									<span className="block font-semibold">{project.title}</span>
									{project.location ? <span className="block text-sm text-muted-foreground">{project.location}</span> : null}
								</figcaption>
							</figure>
						</li>
					))}
				</ul>
				<p className="mt-8 text-center">
					<ArrowLink to="/gallery">{servicePageCopy.galleryLabel}</ArrowLink>
				</p>
			</div>
		</section>
	)
}
