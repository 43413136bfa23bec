import { createService, listAllServices, setServiceActive, updateService } from '#app/.server/data/services.ts'
import { ListTab } from '#app/components/admin/editable-list.tsx'
import { revalidateUnlessNoticeDropped } from '#app/components/admin/notice.tsx'
import { serviceFormSchema, SLUG_TAKEN_MESSAGE } from '#app/domain/service/schema.ts'

import { AdminErrorBoundary } from './+shared/error-boundary.tsx'
import { listTabAction, loadListTab } from './+shared/list-tab.server.ts'
import { adminMeta } from './+shared/meta.ts'
import type { Route } from './+types/services.ts'
import { ServiceCard, ServiceForm } from './services/editor.tsx'

/**
 * /admin/services: every service by name, with the same view/edit/create
 * behaviour as the Reviews tab. The public pages read the table on every
 * request, so a saved change shows on /services/{slug} at once.
 */
export function loader(args: Route.LoaderArgs) {
	return loadListTab(args, 'services', listAllServices)
}

export function action(args: Route.ActionArgs) {
	return listTabAction(args, {
		path: '/admin/services',
		noun: 'service',
		schema: serviceFormSchema,
		create: createService,
		update: updateService,
		toggles: [{ intent: 'activate', field: 'is_active', set: setServiceActive }],
		// The form shows the slug as it was saved (made from the name when left empty).
		conflict: (_reason, service) => ({ field: 'slug', message: SLUG_TAKEN_MESSAGE, value: service.slug }),
	})
}

export { revalidateUnlessNoticeDropped as shouldRevalidate }

export const meta: Route.MetaFunction = () => adminMeta('Services')

export default function AdminServices({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<ListTab
			{...loaderData}
			title="Services"
			noun="Service"
			state={{ label: 'active', isOn: (service) => service.isActive, note: 'Inactive services are hidden from the website.' }}
			failure={actionData}
			card={(service) => <ServiceCard service={service} />}
			form={(service, failure) => <ServiceForm service={service} failure={failure} />}
		/>
	)
}

export { AdminErrorBoundary as ErrorBoundary }
