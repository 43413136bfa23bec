import { data } from 'react-router'
import {
	AreaClosing,
	AreaHero,
	AreaReviews,
	AreaServices,
	CoverageAndResponse,
	PropertyTypes,
	Specialists,
} from '#app/components/site/areas/area-sections.tsx'
import { areaBySlug } from '#app/content/areas.ts'
import { useRootData } from '#app/root.tsx'
import { fallbackPublicSettings } from '#app/utils/public-settings.ts'
import { pageMeta } from '#app/utils/route-meta.ts'
import type { Route } from './+types/area.ts'

/** /areas/{area}: one of the four area landing pages; anything else is a 404. */
export function loader({ params }: Route.LoaderArgs) {
	const area = areaBySlug(params.area)
	if (!area) throw data(null, { status: 404 })
	return { slug: area.slug }
}

export const meta: Route.MetaFunction = (args) => {
	const area = args.loaderData ? areaBySlug(args.loaderData.slug) : undefined
	if (!area) return []
	return pageMeta(args, {
		...area.seo,
		path: area.path,
		area: { name: area.name, path: area.path, areaServed: area.jsonLd.areaServed, priceRange: area.jsonLd.priceRange },
	})
}

export default function AreaLandingPage({ loaderData }: Route.ComponentProps) {
	const area = areaBySlug(loaderData.slug)
	const phone = useRootData()?.settings.phone ?? fallbackPublicSettings.phone
	if (!area) return null
	return (
		<>
			<AreaHero area={area} phone={phone} />
			<Specialists area={area} />
			<CoverageAndResponse area={area} />
			<AreaServices area={area} />
			<PropertyTypes area={area} />
			<AreaReviews area={area} />
			<AreaClosing area={area} phone={phone} />
		</>
	)
}
