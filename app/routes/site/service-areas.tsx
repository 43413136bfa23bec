import { CallToAction } from '#app/components/site/call-to-action.tsx'
import { PageHero } from '#app/components/site/page-hero.tsx'
import { londonRegions, serviceAreasClosing, serviceAreasHero, serviceAreasSeo } from '#app/content/service-areas.ts'
import { BeyondLondon, BoroughLists, LocalExpertise, PriorityArea, ResponseTimes } from '#app/routes/site/service-areas/sections.tsx'
import { sentWithoutJavaScript } from '#app/utils/hydration.ts'
import { usePublicSettings } from '#app/utils/root-data.ts'
import { pageMeta } from '#app/utils/route-meta.ts'

import type { Route } from './+types/service-areas.ts'

export const handle = sentWithoutJavaScript

export const meta: Route.MetaFunction = (args) => pageMeta(args, { ...serviceAreasSeo, path: '/service-areas' })

export default function ServiceAreas() {
	const { phone } = usePublicSettings()
	return (
		<>
			<PageHero title={serviceAreasHero.title} subtitle={serviceAreasHero.subtitle} />
			<PriorityArea />
			<ResponseTimes />
			<LocalExpertise />
			<BoroughLists regions={londonRegions} />
			<BeyondLondon />
			<CallToAction id="areas-closing" {...serviceAreasClosing} phone={phone} />
		</>
	)
}
