import { Link } from 'react-router'

import type { AreaReviews as AreaReviewList } from '#app/.server/data/reviews.ts'
import { ArrowLink } from '#app/components/site/arrow-link.tsx'
import { CallButton } from '#app/components/site/call-button.tsx'
import { CheckList } from '#app/components/site/check-list.tsx'
import { FeatureGrid } from '#app/components/site/feature-grid.tsx'
import { siteIcons } from '#app/components/site/icons.ts'
import { HeroBadge, HeroPicture, PageHero } from '#app/components/site/page-hero.tsx'
import { PlaceList } from '#app/components/site/place-list.tsx'
import { ProjectPictures } from '#app/components/site/project-pictures.tsx'
import { ReviewReply, VerifiedCustomer } from '#app/components/site/review-extras.tsx'
import { SectionHeading } from '#app/components/site/section-heading.tsx'
import { Stars } from '#app/components/site/stars.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Building2, Clock, Siren } from '#app/components/ui/icon.tsx'
import { areaPageLabels, type AreaPage } from '#app/content/areas.ts'
import { galleryItemAlt, type GalleryItem } from '#app/domain/project/gallery.ts'

export function AreaHero({ area, phone, picture }: { area: AreaPage; phone: string; picture: GalleryItem | undefined }) {
	return (
		<PageHero
			title={area.hero.title}
			subtitle={area.hero.subtitle}
			eyebrow={area.look.landmark}
			tone={area.look.tone}
			badge={<HeroBadge icon={Clock}>{area.responseClaim}</HeroBadge>}
			aside={picture ? <HeroPicture url={picture.image} alt={galleryItemAlt(picture)} /> : undefined}
		>
			<Button asChild variant="cta" size="lg">
				<Link to={area.hero.primaryCta.to}>{area.hero.primaryCta.label}</Link>
			</Button>
			<CallButton phone={phone} label={area.hero.emergencyCta.label} showNumber={false} icon={Siren} variant="emergency" />
		</PageHero>
	)
}

export function Specialists({ area }: { area: AreaPage }) {
	return (
		<section aria-labelledby="area-specialists" className="container-page grid gap-8 py-14 md:grid-cols-2">
			<div>
				<h2 id="area-specialists" className="text-3xl font-bold">
					{area.specialists.heading}
				</h2>
				<p className="mt-4 text-lg leading-relaxed">{area.specialists.body}</p>
			</div>
			<CheckList items={area.specialists.points} className="self-center rounded-lg border border-border bg-muted p-6" />
		</section>
	)
}

export function CoverageAndResponse({ area }: { area: AreaPage }) {
	return (
		<div className="bg-muted py-14">
			<div className="container-page grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
				<section aria-labelledby="area-coverage">
					<h2 id="area-coverage" className="text-2xl font-bold sm:text-3xl">
						{area.coverageHeading}
					</h2>
					<PlaceList places={area.coverage} label={`${area.name} coverage`} className="mt-6 grid-cols-1 sm:grid-cols-2" />
				</section>
				<section aria-labelledby="area-response">
					<h2 id="area-response" className="text-2xl font-bold sm:text-3xl">
						{areaPageLabels.responseTimesHeading}
					</h2>
					<dl className="mt-6 space-y-3">
						{area.responseTimes.map((item) => (
							<div
								key={item.label}
								className="flex items-center justify-between gap-4 rounded-md border border-border bg-background px-4 py-3"
							>
								<dt className="font-semibold">{item.label}</dt>
								<dd className="text-right font-bold text-primary">{item.time}</dd>
							</div>
						))}
					</dl>
				</section>
			</div>
		</div>
	)
}

export function AreaServices({ area }: { area: AreaPage }) {
	return (
		<section aria-labelledby="area-services" className="container-page py-14">
			<SectionHeading id="area-services" title={`${areaPageLabels.servicesHeading} ${area.name}`} />
			<ul className="mt-10 grid gap-5 sm:grid-cols-2">
				{area.services.map((service) => {
					const Icon = siteIcons[service.icon]
					return (
						<li key={service.name} className="rounded-lg border border-border bg-background p-6 shadow-sm">
							<div className="flex items-center gap-3">
								<span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
									<Icon aria-hidden className="size-6" />
								</span>
								<h3 className="text-lg font-semibold">{service.name}</h3>
							</div>
							<p className="mt-3 text-muted-foreground">{service.description}</p>
							<CheckList items={service.features} size="sm" className="mt-4" />
						</li>
					)
				})}
			</ul>
		</section>
	)
}

export function PropertyTypes({ area }: { area: AreaPage }) {
	return (
		<section aria-labelledby="area-properties" className="bg-muted py-14">
			<div className="container-page">
				<SectionHeading id="area-properties" title={areaPageLabels.propertyTypesHeading} />
				<FeatureGrid items={area.propertyTypes.map((type) => ({ title: type.name, description: type.description, icon: Building2 }))} />
				{area.note ? (
					<p className="mx-auto mt-8 flex max-w-3xl items-start gap-2 rounded-lg border border-border bg-primary-soft p-4 font-semibold">
						<Clock aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
						{area.note}
					</p>
				) : null}
			</div>
		</section>
	)
}

/** The heading when no review is from the area and the page quotes the featured ones instead. */
const otherReviewsHeading = 'What Our Customers Say'

/**
 * Published reviews from the area (decision 0044), or the featured ones when
 * there are none from it (then not called local); no section when there are no
 * published reviews at all.
 */
export function AreaReviews({ reviews }: { reviews: AreaReviewList }) {
	if (reviews.reviews.length === 0) return null
	return (
		<section aria-labelledby="area-reviews" className="container-page py-14">
			<SectionHeading id="area-reviews" title={reviews.local ? areaPageLabels.reviewsHeading : otherReviewsHeading} />
			<ul className="mt-10 grid gap-5 md:grid-cols-2">
				{reviews.reviews.map((review) => (
					<li key={review.id}>
						<figure className="flex h-full flex-col rounded-lg border border-border bg-background p-6 shadow-sm">
							<Stars rating={review.rating} />
							<blockquote className="mt-3 flex-1 text-lg">
								<p className="whitespace-pre-line">“{review.body}”</p>
							</blockquote>
							<figcaption className="mt-4">
								<span className="block font-semibold">{review.reviewerName}</span>
								{review.location ? <span className="block text-sm text-muted-foreground">{review.location}</span> : null}
								{review.verified ? <VerifiedCustomer /> : null}
							</figcaption>
							<ReviewReply reply={review.reply} />
						</figure>
					</li>
				))}
			</ul>
			<p className="mt-8 text-center">
				<ArrowLink to="/reviews">{areaPageLabels.reviewsLink}</ArrowLink>
			</p>
		</section>
	)
}

/** Recent gallery work in the area's postcodes; nothing when there is none. */
export function AreaWork({ area, pictures }: { area: AreaPage; pictures: readonly GalleryItem[] }) {
	if (pictures.length === 0) return null
	return (
		<section aria-labelledby="area-work" className="container-page py-14">
			<SectionHeading id="area-work" title={`Recent work in ${area.shortName}`} text={area.look.landmark + '.'} />
			<ProjectPictures items={pictures} className="mt-10" />
		</section>
	)
}
