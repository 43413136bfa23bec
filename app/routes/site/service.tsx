import { data } from 'react-router'
import { getActiveServiceBySlug, type ServicePageRecord } from '#app/.server/data/service-page.ts'
import { listPublishedProjectsForService } from '#app/.server/data/projects.ts'
import {
	RelatedProjects,
	ServiceBody,
	ServiceCta,
	ServiceHero,
	ServiceHeroImage,
	type RelatedProject,
	type ServicePageView,
} from '#app/components/site/services/service-detail.tsx'
import { serviceBySlug } from '#app/content/services.ts'
import { useRootData } from '#app/root.tsx'
import { fallbackPublicSettings } from '#app/utils/public-settings.ts'
import { pageMeta } from '#app/utils/route-meta.ts'
import type { Route } from './+types/service.ts'

/**
 * /services/{slug}: an active service of the services table, read on every
 * request so an admin's change shows at once. Unknown or inactive → 404.
 * If the table cannot be read, the failure is logged and the static copy of
 * the service (which seeded the table) is shown instead.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
	const slug = params.slug
	const card = serviceBySlug(slug)

	let record: ServicePageRecord | null
	try {
		record = await getActiveServiceBySlug(slug)
	} catch (error) {
		context.log.error({ err: error, slug }, 'Could not load the service; using the static copy')
		record = card
			? {
					id: '',
					slug: card.slug,
					name: card.name,
					summary: card.summary,
					description: card.description,
					basePriceFrom: card.basePriceFrom,
					heroImage: null,
				}
			: null
	}
	if (!record) throw data(null, { status: 404 })

	let projects: RelatedProject[] = []
	if (record.id) {
		try {
			projects = (await listPublishedProjectsForService(record.id)).flatMap((project) => {
				const image = project.images[0]
				return image ? [{ id: project.id, title: project.title, location: project.location, image }] : []
			})
		} catch (error) {
			context.log.error({ err: error, slug }, 'Could not load the projects of a service')
		}
	}

	const service: ServicePageView = {
		slug: record.slug,
		name: record.name,
		summary: record.summary,
		description: record.description,
		basePriceFrom: record.basePriceFrom,
		heroImage: record.heroImage,
		features: card?.features ?? [],
		timeline: card?.timeline ?? null,
		coverage: card?.coverage ?? null,
	}
	return { service, projects }
}

export const meta: Route.MetaFunction = (args) => {
	const service = args.loaderData?.service
	if (!service) return []
	return pageMeta(args, {
		title: service.name,
		description: service.summary ?? serviceBySlug(service.slug)?.summary ?? service.name,
		keywords: [`${service.name} London`, `${service.name} West London`, `${service.name} Maida Vale`],
		path: `/services/${service.slug}`,
	})
}

export default function ServicePage({ loaderData }: Route.ComponentProps) {
	const { service, projects } = loaderData
	const phone = useRootData()?.settings.phone ?? fallbackPublicSettings.phone
	return (
		<>
			<ServiceHero service={service} phone={phone} />
			{service.heroImage ? <ServiceHeroImage url={service.heroImage} name={service.name} /> : null}
			<ServiceBody service={service} phone={phone} />
			<RelatedProjects projects={projects} serviceName={service.name} />
			<ServiceCta phone={phone} />
		</>
	)
}
