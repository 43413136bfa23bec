import { data } from 'react-router'

import { listPublishedProjectsForService } from '#app/.server/data/projects.ts'
import { servicePage } from '#app/.server/data/services.ts'
import { CallToAction } from '#app/components/site/call-to-action.tsx'
import { servicePageCopy } from '#app/content/services-page.ts'
import { toGalleryItems, type GalleryItem } from '#app/domain/project/gallery.ts'
import { serviceSeoDefaults } from '#app/domain/seo/page-seo.ts'
import { RelatedProjects, ServiceBody, ServiceHero } from '#app/routes/site/service/service-detail.tsx'
import { sentWithoutJavaScript } from '#app/utils/hydration.ts'
import { usePublicSettings } from '#app/utils/root-data.ts'
import { pageMeta } from '#app/utils/route-meta.ts'

import type { Route } from './+types/service.ts'

/**
 * /services/{slug}: an active service of the services table, read on every
 * request so an admin's change shows at once. Unknown or inactive → 404.
 * If the table cannot be read, the failure is logged and the static copy of
 * the service (which seeded the table) is shown instead.
 */
export const handle = sentWithoutJavaScript

export async function loader({ params, context }: Route.LoaderArgs) {
	const slug = params.slug
	const service = await servicePage(slug)
	if (!service) throw data(null, { status: 404 })

	let projects: GalleryItem[] = []
	if (service.id) {
		try {
			projects = toGalleryItems(await listPublishedProjectsForService(service.id))
		} catch (error) {
			context.log.error({ err: error, slug }, 'Could not load the projects of a service')
		}
	}
	return { service, projects }
}

export const meta: Route.MetaFunction = (args) => {
	if (!args.loaderData) return []
	const { service } = args.loaderData
	return pageMeta(args, {
		...serviceSeoDefaults(service),
		keywords: [`${service.name} London`, `${service.name} West London`, `${service.name} Maida Vale`],
		path: `/services/${service.slug}`,
	})
}

export default function ServicePage({ loaderData: { service, projects } }: Route.ComponentProps) {
	const { phone } = usePublicSettings()
	return (
		<>
			<ServiceHero service={service} phone={phone} />
			<ServiceBody service={service} phone={phone} />
			<RelatedProjects projects={projects} serviceName={service.name} />
			<CallToAction id="service-cta" {...servicePageCopy.cta} phone={phone} />
		</>
	)
}
