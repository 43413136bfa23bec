import { data } from 'react-router'

import { picturesNear } from '#app/.server/data/page-pictures.ts'
import { areaReviewsOrNone } from '#app/.server/data/reviews.ts'
import { CallToAction } from '#app/components/site/call-to-action.tsx'
import { areaBySlug, areaClosingLinks } from '#app/content/areas.ts'
import {
	AreaHero,
	AreaReviews,
	AreaServices,
	AreaWork,
	CoverageAndResponse,
	PropertyTypes,
	Specialists,
} from '#app/routes/site/area/sections.tsx'
import { sentWithoutJavaScript } from '#app/utils/hydration.ts'
import { usePublicSettings } from '#app/utils/root-data.ts'
import { pageMeta } from '#app/utils/route-meta.ts'

import type { Route } from './+types/area.ts'

/** /areas/{area}: one of the four area landing pages; anything else is a 404. */
export const handle = sentWithoutJavaScript

export async function loader({ params }: Route.LoaderArgs) {
	const area = areaBySlug(params.area)
	if (!area) throw data(null, { status: 404 })
	const [pictures, reviews] = await Promise.all([picturesNear(area.postcodes, 4), areaReviewsOrNone(area.slug)])
	return { area, pictures, reviews }
}

export const meta: Route.MetaFunction = (args) => {
	if (!args.loaderData) return []
	const { area } = args.loaderData
	return pageMeta(args, {
		...area.seo,
		path: area.path,
		area: { name: area.name, path: area.path, areaServed: area.jsonLd.areaServed, priceRange: area.jsonLd.priceRange },
	})
}

export default function AreaLandingPage({ loaderData: { area, pictures, reviews } }: Route.ComponentProps) {
	const { phone } = usePublicSettings()
	return (
		<>
			<AreaHero area={area} phone={phone} picture={pictures[0]} />
			<Specialists area={area} />
			<CoverageAndResponse area={area} />
			<AreaServices area={area} />
			<AreaWork area={area} pictures={pictures.slice(1)} />
			<PropertyTypes area={area} />
			<AreaReviews reviews={reviews} />
			<CallToAction id="area-closing" {...area.closing} {...areaClosingLinks} phone={phone} />
		</>
	)
}
