import { Link } from 'react-router'

import { ArrowLink } from '#app/components/site/arrow-link.tsx'
import { Breadcrumb } from '#app/components/site/breadcrumb.tsx'
import { CallButton } from '#app/components/site/call-button.tsx'
import { IconFact } from '#app/components/site/icon-fact.tsx'
import { HeroBadge, HeroPicture, PageHero } from '#app/components/site/page-hero.tsx'
import { ProjectPictures } from '#app/components/site/project-pictures.tsx'
import { SectionHeading } from '#app/components/site/section-heading.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { PoundSterling } from '#app/components/ui/icon.tsx'
import { serviceLabels, servicePageCopy } from '#app/content/services-page.ts'
import type { GalleryItem } from '#app/domain/project/gallery.ts'
import type { ServicePageView } from '#app/domain/service/cards.ts'
import { formatPounds, paragraphs } from '#app/utils/format.ts'

import { FeatureList, ServiceFacts } from '../../../components/site/service-facts.tsx'

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
			aside={service.heroImage ? <HeroPicture url={service.heroImage} alt={`${service.name}: an example of our work`} /> : undefined}
		>
			<Button asChild variant="cta" size="lg">
				<Link to={quote.to}>{quote.label}</Link>
			</Button>
			<CallButton phone={phone} />
		</PageHero>
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
						<IconFact icon={PoundSterling} label={servicePageCopy.priceLabel}>
							{serviceLabels.priceFrom} {formatPounds(service.basePriceFrom)}. {servicePageCopy.priceNote}
						</IconFact>
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
				<ProjectPictures items={projects} className="mt-10" />
				<p className="mt-8 text-center">
					<ArrowLink to="/gallery">{servicePageCopy.galleryLabel}</ArrowLink>
				</p>
			</div>
		</section>
	)
}
