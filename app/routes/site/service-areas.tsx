import {
	BeyondLondon,
	BoroughLists,
	LocalExpertise,
	PriorityArea,
	ResponseTimes,
	ServiceAreasClosing,
} from '#app/components/site/areas/service-areas-sections.tsx'
import { PageHero } from '#app/components/site/page-hero.tsx'
import { londonRegions, serviceAreasHero, serviceAreasSeo } from '#app/content/service-areas.ts'
import { useRootData } from '#app/root.tsx'
import { fallbackPublicSettings } from '#app/utils/public-settings.ts'
import { pageMeta } from '#app/utils/route-meta.ts'
import type { Route } from './+types/service-areas.ts'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { ...serviceAreasSeo, path: '/service-areas' })

export default function ServiceAreas() {
	const phone = useRootData()?.settings.phone ?? fallbackPublicSettings.phone
	return (
		<>
			<PageHero title={serviceAreasHero.title} subtitle={serviceAreasHero.subtitle} />
			<PriorityArea />
			<ResponseTimes />
			<LocalExpertise />
			<BoroughLists regions={londonRegions} />
			<BeyondLondon />
			<ServiceAreasClosing phone={phone} />
		</>
	)
}
