import { homeReviewsOrNone } from '#app/.server/data/reviews.ts'
import { servicesForHome } from '#app/.server/data/services.ts'
import { heroImages } from '#app/assets/hero/index.ts'
import { CallToAction } from '#app/components/site/call-to-action.tsx'
import { TrustStrip } from '#app/components/site/trust-strip.tsx'
import { areaPages } from '#app/content/areas.ts'
import { coverageAreas } from '#app/content/service-areas.ts'
import { ratingSentence } from '#app/domain/review/reviews.ts'
import { trustItems } from '#app/domain/settings/business-facts.ts'
import { heroHeadlines, heroIntro, homeSections, homeSeo, trustHighlights } from '#app/routes/site/home/copy.ts'
import { Hero, heroImageSizes, srcSet } from '#app/routes/site/home/hero.tsx'
import { AreaButtons, CoverageSection, FeaturedServices, Testimonials, TrustHighlights } from '#app/routes/site/home/sections.tsx'
import { sentWithoutJavaScript } from '#app/utils/hydration.ts'
import { usePublicSettings, useRatingClaim } from '#app/utils/root-data.ts'
import { pageMeta } from '#app/utils/route-meta.ts'

import type { Route } from './+types/home.ts'

/**
 * The services and the testimonials (published reviews: decision 0044), both
 * never failing, and the area and coverage lists: read here so the route's
 * browser chunk stays small.
 */
export async function loader() {
	const [{ featured, links }, testimonials] = await Promise.all([servicesForHome(), homeReviewsOrNone()])
	return {
		featured,
		testimonials,
		services: links,
		areas: areaPages.map(({ name, path, postcodes }) => ({ name, path, postcodes })),
		coverage: coverageAreas,
	}
}

const firstHero = heroImages[0]

export const links: Route.LinksFunction = () =>
	firstHero
		? [
				{
					rel: 'preload',
					as: 'image',
					type: 'image/avif',
					imageSrcSet: srcSet(firstHero.avif),
					imageSizes: heroImageSizes,
					fetchPriority: 'high',
				},
			]
		: []

export const meta: Route.MetaFunction = (args) => pageMeta(args, { ...homeSeo, path: '/' })

/**
 * The home page is sent as HTML without the framework's JavaScript (its only
 * behaviour is the hero, done by a small inline script): see
 * docs/decisions/0006-home-page-without-hydration.md. The root layout leaves out
 * <Scripts> when a matched route says `hydrate: false`.
 */
export const handle = sentWithoutJavaScript

export default function Home({ loaderData }: Route.ComponentProps) {
	const { phone, facts } = usePublicSettings()
	const rating = useRatingClaim()
	return (
		<>
			<Hero images={heroImages} headlines={heroHeadlines} intro={heroIntro} phone={phone} />
			<TrustHighlights items={trustHighlights} />
			<TrustStrip items={trustItems(facts)} />
			<AreaButtons copy={homeSections.areas} areas={loaderData.areas} />
			<FeaturedServices copy={homeSections.services} services={loaderData.featured} />
			<CoverageSection copy={homeSections.coverage} areas={loaderData.coverage} services={loaderData.services} />
			<Testimonials copy={{ ...homeSections.testimonials, text: ratingSentence(rating) }} items={loaderData.testimonials} />
			<CallToAction id="home-closing" {...homeSections.closing} />
		</>
	)
}
