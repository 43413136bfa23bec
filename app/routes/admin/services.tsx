import { redirect } from 'react-router'
import { requireAdmin } from '#app/.server/auth/guard.ts'
import { createService, listAllServices, setServiceActive, updateService } from '#app/.server/data/admin-services.ts'
import { EditableList, TabHeader, useEditorState } from '#app/components/admin/editable-list.tsx'
import { ErrorNotice, revalidateUnlessNoticeDropped, SavedNotice } from '#app/components/admin/notice.tsx'
import { ServiceCard, ServiceForm, type AdminService } from '#app/components/admin/service-editor.tsx'
import { formValues, isUuid, parseForm, serviceFormSchema, SLUG_TAKEN_MESSAGE } from '#app/utils/admin-schemas.ts'
import type { Route } from './+types/services.ts'
import { AdminErrorBoundary } from './+shared/error-boundary.tsx'
import { CHECK_FIELDS_MESSAGE, formFailure, readFormData } from './+shared/forms.server.ts'
import { adminMeta } from './+shared/meta.ts'

/**
 * /admin/services: every service by name, with the same view/edit/create
 * behaviour as the Reviews tab. The public pages read the table on every
 * request, so a saved change shows on /services/{slug} at once.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	await requireAdmin(request)
	try {
		const rows = await listAllServices()
		const services: AdminService[] = rows.map((row) => ({
			id: row.id,
			name: row.name,
			slug: row.slug,
			summary: row.summary,
			description: row.description,
			basePriceFrom: row.basePriceFrom,
			isActive: row.isActive,
			heroImage: row.heroImage,
		}))
		return { services, loadError: null }
	} catch (error) {
		context.log.error({ err: error }, 'Could not load the services for the admin')
		return { services: [] as AdminService[], loadError: 'Failed to fetch services' }
	}
}

const LIST = '/admin/services'
const MISSING = 'This service no longer exists. It may have been removed.'

export async function action({ request, context }: Route.ActionArgs) {
	await requireAdmin(request)
	const formData = await readFormData(request)
	const intent = formData.get('intent')
	const id = formData.get('id')

	if (intent === 'activate') {
		if (!isUuid(id)) return formFailure({ formError: MISSING }, 404)
		if (!(await setServiceActive(id, formData.get('is_active') === 'true'))) return formFailure({ formError: MISSING }, 404)
		return redirect(`${LIST}?saved=updated`)
	}
	if (intent !== 'create' && intent !== 'update') return formFailure({ formError: 'Unknown action.' })
	if (intent === 'update' && !isUuid(id)) return formFailure({ formError: MISSING }, 404)

	const target = intent === 'update' ? String(id) : 'new'
	const form = parseForm(serviceFormSchema, formData)
	if (!form.ok) {
		return formFailure({ formError: CHECK_FIELDS_MESSAGE, fieldErrors: form.fieldErrors, values: form.values, target })
	}
	try {
		const result = intent === 'create' ? await createService(form.data) : await updateService(String(id), form.data)
		if (result.ok) return redirect(`${LIST}?saved=${intent === 'create' ? 'created' : 'updated'}`)
		if (result.reason === 'not-found') return formFailure({ formError: MISSING, target }, 404)
		return formFailure(
			{ formError: SLUG_TAKEN_MESSAGE, fieldErrors: { slug: SLUG_TAKEN_MESSAGE }, values: { ...formValues(formData), slug: form.data.slug }, target },
			409,
		)
	} catch (error) {
		context.log.error({ err: error, intent }, 'Could not save a service')
		return formFailure({ formError: 'The service could not be saved. Please try again.', values: formValues(formData), target }, 503)
	}
}

export { revalidateUnlessNoticeDropped as shouldRevalidate }

export const meta: Route.MetaFunction = () => adminMeta('Services')

const savedMessages = { created: 'Service created successfully', updated: 'Service updated successfully' }

export default function AdminServices({ loaderData, actionData }: Route.ComponentProps) {
	const { services, loadError } = loaderData
	const { creating } = useEditorState()
	const failureFor = (target: string) => (actionData?.target === target ? actionData : undefined)
	const active = services.filter((service) => service.isActive).length
	return (
		<section aria-labelledby="services-title" className="grid gap-5">
			<TabHeader
				titleId="services-title"
				title="Services"
				summary={`${services.length} ${services.length === 1 ? 'service' : 'services'}, ${active} active. Inactive services are hidden from the website.`}
				createLabel="Create Service"
			/>
			<SavedNotice messages={savedMessages} />
			<ErrorNotice message={loadError} title="Error" />
			{actionData && !actionData.target ? <ErrorNotice message={actionData.formError} occurrence={actionData} /> : null}
			{creating ? <ServiceForm failure={failureFor('new')} /> : null}
			<EditableList
				items={services}
				empty={loadError ? null : 'No services yet. Create the first one.'}
				card={(service) => <ServiceCard service={service} />}
				editor={(service) => <ServiceForm service={service} failure={failureFor(service.id)} />}
			/>
		</section>
	)
}

export { AdminErrorBoundary as ErrorBoundary }
