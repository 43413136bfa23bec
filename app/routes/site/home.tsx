import { heroImages } from '#app/assets/hero/index.ts'
import { getActiveServicesBySlugs } from '#app/.server/data/services.ts'
import { Hero, heroImageSizes, srcSet } from '#app/components/site/home/hero.tsx'
import {
	AreaButtons,
	ClosingCta,
	CoverageSection,
	FeaturedServices,
	Testimonials,
	TrustHighlights,
	type FeaturedService,
} from '#app/components/site/home/sections.tsx'
import { areaPages } from '#app/content/areas.ts'
import { heroHeadlines, heroIntro, homeSections, homeSeo, homeTestimonials, trustHighlights } from '#app/content/home.ts'
import { coverageAreas } from '#app/content/service-areas.ts'
import { featuredServiceSlugs, serviceBySlug, services } from '#app/content/services.ts'
import { useRootData } from '#app/root.tsx'
import { pageMeta } from '#app/utils/route-meta.ts'
import type { Route } from './+types/home.ts'

/** The static copy of the featured services, used when the services table cannot be read. */
const staticFeatured: FeaturedService[] = featuredServiceSlugs.flatMap((slug) => {
	const service = serviceBySlug(slug)
	return service ? [{ slug, name: service.name, summary: service.summary }] : []
})

export async function loader({ context }: Route.LoaderArgs) {
	try {
		const rows = await getActiveServicesBySlugs(featuredServiceSlugs)
		const featured = rows.map((row) => ({
			slug: row.slug,
			name: row.name,
			summary: row.summary ?? serviceBySlug(row.slug)?.summary ?? '',
		}))
		return { featured }
	} catch (error) {
		context.log.error({ err: error }, 'Could not load featured services; using the static list')
		return { featured: staticFeatured }
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
export const handle = { hydrate: false }

/**
 * Reached only by a client-side navigation from another page (a link or the
 * back button): load the home page as a document instead of rendering it here.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
	if (window.location.href === request.url) window.location.reload()
	else window.location.assign(request.url)
	return new Promise<never>(() => {})
}

export default function Home({ loaderData }: Route.ComponentProps) {
	const phone = useRootData()?.settings.phone ?? ''
	return (
		<>
			<Hero images={heroImages} headlines={heroHeadlines} intro={heroIntro} phone={phone} />
			<TrustHighlights items={trustHighlights} />
			<AreaButtons copy={homeSections.areas} areas={areaPages} />
			<FeaturedServices copy={homeSections.services} services={loaderData.featured} />
			<CoverageSection copy={homeSections.coverage} areas={coverageAreas} services={services} />
			<Testimonials copy={homeSections.testimonials} items={homeTestimonials} />
			<ClosingCta copy={homeSections.closing} />
		</>
	)
}
