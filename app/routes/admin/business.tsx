import { readBusinessFacts, saveBusinessFacts } from '#app/.server/data/settings.ts'
import { editorFields } from '#app/components/admin/editable-list.tsx'
import { revalidateUnlessNoticeDropped } from '#app/components/admin/notice.tsx'
import { SettingsForm } from '#app/components/admin/settings-form.tsx'
import { InputField } from '#app/components/ui/field.tsx'
import { businessFactsForm, businessFactsFormValues, registrationField, teamField } from '#app/domain/settings/business-facts-form.ts'
import { defaultBusinessFacts, factsLimits, REGISTRATION_SLOTS, TEAM_SLOTS } from '#app/domain/settings/business-facts.ts'

import { AdminErrorBoundary } from './+shared/error-boundary.tsx'
import { adminMeta } from './+shared/meta.ts'
import { loadSettingsForm, settingsFormAction } from './+shared/settings-form.server.ts'
import type { Route } from './+types/business.ts'

/** /admin/business: the facts public pages state about the firm (decision 0022). */
export function loader(args: Route.LoaderArgs) {
	return loadSettingsForm(args, 'business facts', readBusinessFacts, defaultBusinessFacts)
}

export function action(args: Route.ActionArgs) {
	return settingsFormAction(args, {
		path: '/admin/business',
		what: 'business facts',
		schema: businessFactsForm,
		save: saveBusinessFacts,
	})
}

export { revalidateUnlessNoticeDropped as shouldRevalidate }

export const meta: Route.MetaFunction = () => adminMeta('Business')

const Group = ({ title, hint, children }: { title: string; hint: string; children: React.ReactNode }) => (
	<fieldset className="grid gap-4 border-t border-border pt-5 first:border-t-0 first:pt-0">
		<legend className="float-left mb-1 w-full text-base font-semibold">{title}</legend>
		<p className="-mt-3 text-sm text-muted-foreground">{hint}</p>
		{children}
	</fieldset>
)

export default function AdminBusiness({ loaderData, actionData }: Route.ComponentProps) {
	const { values: facts, loadError } = loaderData
	const stored = businessFactsFormValues(facts)
	const { field } = editorFields(actionData)
	const input = (name: string) => field(name, stored[name])
	return (
		<SettingsForm
			id="business"
			title="Business facts"
			description="What the public pages say about the firm: figures, company details, trade registrations, insurance and the team. Items left blank are not shown. The starting registrations and team are examples: replace them with your own or clear them."
			savedMessage="Business facts updated successfully"
			loadError={loadError}
			failure={actionData}
		>
			<Group
				title="Rating and figures"
				hint="The stated rating shows only while there are no published reviews; once there are, their average and count are shown instead."
			>
				<div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
					<InputField label="Stated rating (out of 5)" inputMode="decimal" maxLength={4} required {...input('stated_rating')} />
					<InputField
						label="Stated number of reviews"
						hint='Shown as "50+ reviews".'
						inputMode="numeric"
						maxLength={7}
						required
						{...input('stated_review_count')}
					/>
					<InputField label="Years of combined experience" inputMode="numeric" maxLength={7} required {...input('years_experience')} />
					<InputField label="Projects completed" inputMode="numeric" maxLength={7} required {...input('projects_completed')} />
					<InputField label="London boroughs covered" inputMode="numeric" maxLength={7} required {...input('boroughs_covered')} />
					<InputField label="Would recommend us (%)" inputMode="numeric" maxLength={3} required {...input('would_recommend')} />
				</div>
			</Group>
			<Group title="Company and insurance" hint="The company number links to its Companies House record.">
				<div className="grid gap-4 sm:grid-cols-2">
					<InputField label="Registered company name" maxLength={factsLimits.shortText} {...input('company_name')} />
					<InputField label="Company number" maxLength={factsLimits.number} {...input('company_number')} />
					<InputField label="Registered office address" maxLength={factsLimits.address} {...input('registered_address')} />
					<InputField
						label="Insurance"
						hint="e.g. £5 million public liability insurance"
						maxLength={factsLimits.shortText}
						{...input('insurance')}
					/>
				</div>
			</Group>
			<Group
				title="Trade registrations"
				hint="Each with its number and a link where visitors can check it. A row without a name is not shown."
			>
				{Array.from({ length: REGISTRATION_SLOTS }, (_, index) => (
					<div key={index} className="grid gap-4 sm:grid-cols-3">
						<InputField
							label={`Registration ${index + 1}: name`}
							maxLength={factsLimits.shortText}
							{...input(registrationField(index, 'name'))}
						/>
						<InputField
							label={`Registration ${index + 1}: number`}
							maxLength={factsLimits.number}
							{...input(registrationField(index, 'number'))}
						/>
						<InputField
							label={`Registration ${index + 1}: link to check it`}
							type="url"
							maxLength={factsLimits.url}
							{...input(registrationField(index, 'url'))}
						/>
					</div>
				))}
			</Group>
			<Group title="Team" hint="Shown on the About page, in this order.">
				{Array.from({ length: TEAM_SLOTS }, (_, index) => (
					<div key={index} className="grid gap-4 sm:grid-cols-3">
						<InputField label={`Person ${index + 1}: name`} maxLength={factsLimits.shortText} {...input(teamField(index, 'name'))} />
						<InputField label={`Person ${index + 1}: role`} maxLength={factsLimits.shortText} {...input(teamField(index, 'role'))} />
						<InputField label={`Person ${index + 1}: short line`} maxLength={factsLimits.line} {...input(teamField(index, 'line'))} />
					</div>
				))}
			</Group>
		</SettingsForm>
	)
}

export { AdminErrorBoundary as ErrorBoundary }
