import { serviceCardsForPage } from '#app/.server/data/services.ts'
import { PageHero } from '#app/components/site/page-hero.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { servicesHero, servicesSeo } from '#app/content/services-page.ts'
import { EmergencyCta, QuoteCta, ServiceCards } from '#app/routes/site/services/service-cards.tsx'
import { sentWithoutJavaScript } from '#app/utils/hydration.ts'
import { usePublicSettings } from '#app/utils/root-data.ts'
import { pageMeta } from '#app/utils/route-meta.ts'

import type { Route } from './+types/services.ts'

export const handle = sentWithoutJavaScript

export const meta: Route.MetaFunction = (args) => pageMeta(args, { ...servicesSeo, path: '/services' })

/** The active services from the database, or the static cards when they cannot be read. */
export async function loader() {
	return { cards: await serviceCardsForPage() }
}

/** /services: a card per active service, then the emergency and free-quote calls to action. */
export default function Services({ loaderData }: Route.ComponentProps) {
	const { phone } = usePublicSettings()
	return (
		<>
			<PageHero title={servicesHero.title} subtitle={servicesHero.subtitle} badge={<Badge variant="cta">{servicesHero.badge}</Badge>} />
			<ServiceCards services={loaderData.cards} />
			<EmergencyCta phone={phone} />
			<QuoteCta />
		</>
	)
}
