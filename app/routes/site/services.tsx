import { EmergencyCta, QuoteCta, ServiceCards } from '#app/components/site/services/service-cards.tsx'
import { PageHero } from '#app/components/site/page-hero.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { servicesHero, servicesSeo } from '#app/content/services-page.ts'
import { services } from '#app/content/services.ts'
import { useRootData } from '#app/root.tsx'
import { fallbackPublicSettings } from '#app/utils/public-settings.ts'
import { pageMeta } from '#app/utils/route-meta.ts'
import type { Route } from './+types/services.ts'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { ...servicesSeo, path: '/services' })

/** /services: the ten static service cards, then the emergency and free-quote calls to action. */
export default function Services() {
	const phone = useRootData()?.settings.phone ?? fallbackPublicSettings.phone
	return (
		<>
			<PageHero
				title={servicesHero.title}
				subtitle={servicesHero.subtitle}
				badge={<Badge variant="cta">{servicesHero.badge}</Badge>}
			/>
			<ServiceCards services={services} />
			<EmergencyCta phone={phone} />
			<QuoteCta />
		</>
	)
}
