import { EmergencyCta, QuoteCta, ServiceCards } from '#app/components/site/services/service-cards.tsx'
import { PageHero } from '#app/components/site/page-hero.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { servicesHero, servicesSeo } from '#app/content/services-page.ts'
import { listActiveServices } from '#app/.server/data/services.ts'
import { services } from '#app/content/services.ts'
import { useRootData } from '#app/root.tsx'
import { fallbackPublicSettings } from '#app/utils/public-settings.ts'
import { pageMeta } from '#app/utils/route-meta.ts'
import { serviceCards, staticServiceCards } from '#app/utils/service-cards.ts'
import type { Route } from './+types/services.ts'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { ...servicesSeo, path: '/services' })

/** The active services from the database; if they cannot be read, the static cards (logged). */
export async function loader({ context }: Route.LoaderArgs) {
	try {
		return { cards: serviceCards(await listActiveServices(), services) }
	} catch (error) {
		context.log.error({ err: error }, 'Could not load the services; showing the static list')
		return { cards: staticServiceCards(services) }
	}
}

/** /services: a card per active service, then the emergency and free-quote calls to action. */
export default function Services({ loaderData }: Route.ComponentProps) {
	const phone = useRootData()?.settings.phone ?? fallbackPublicSettings.phone
	return (
		<>
			<PageHero
				title={servicesHero.title}
				subtitle={servicesHero.subtitle}
				badge={<Badge variant="cta">{servicesHero.badge}</Badge>}
			/>
			<ServiceCards services={loaderData.cards} />
			<EmergencyCta phone={phone} />
			<QuoteCta />
		</>
	)
}
