import {
	firstInstallBusinessDetails,
	readBusinessDetails,
	readBusinessFacts,
	saveBusinessDetails,
	saveBusinessFacts,
} from '#app/.server/data/settings.ts'
import { editorFields } from '#app/components/admin/editable-list.tsx'
import { revalidateUnlessNoticeDropped } from '#app/components/admin/notice.tsx'
import { FieldGroup, SettingsForm } from '#app/components/admin/settings-form.tsx'
import { InputField } from '#app/components/ui/field.tsx'
import { businessDetailsForm } from '#app/domain/settings/business-details-form.ts'
import { businessFactsForm, businessFactsFormValues, registrationField, teamField } from '#app/domain/settings/business-facts-form.ts'
import { defaultBusinessFacts, factsLimits, REGISTRATION_SLOTS, TEAM_SLOTS } from '#app/domain/settings/business-facts.ts'

import { AdminErrorBoundary } from './+shared/error-boundary.tsx'
import { adminAction } from './+shared/forms.server.ts'
import { adminMeta } from './+shared/meta.ts'
import { loadSettingsForm, saveSettingsForm } from './+shared/settings-form.server.ts'
import type { Route } from './+types/business.ts'
import { ContactCard, DETAILS_INTENT, DETAILS_SAVED } from './business/contact-card.tsx'

/**
 * /admin/business: the firm's contact details and hours (issue 23, decision
 * 0043) and the facts public pages state about it (decision 0022), two forms.
 */
export async function loader(args: Route.LoaderArgs) {
	const facts = await loadSettingsForm(args, 'business facts', readBusinessFacts, defaultBusinessFacts)
	const details = await loadSettingsForm(args, 'contact details', readBusinessDetails, firstInstallBusinessDetails())
	return { ...facts, details }
}

/** The Save that sent the form (its `intent`) says which of the two forms it is. */
export async function action({ request, context }: Route.ActionArgs) {
	const answer = await adminAction(request)
	const path = '/admin/business'
	return answer.values.intent === DETAILS_INTENT
		? saveSettingsForm(context, answer, {
				path,
				what: 'contact details',
				schema: businessDetailsForm,
				save: saveBusinessDetails,
				saved: DETAILS_SAVED,
			})
		: saveSettingsForm(context, answer, { path, what: 'business facts', schema: businessFactsForm, save: saveBusinessFacts })
}

export { revalidateUnlessNoticeDropped as shouldRevalidate }

export const meta: Route.MetaFunction = () => adminMeta('Business')

export default function AdminBusiness({ loaderData, actionData }: Route.ComponentProps) {
	const { values: facts, loadError, details } = loaderData
	// A refusal belongs to the form whose Save sent it.
	const detailsFailure = actionData?.values.intent === DETAILS_INTENT ? actionData : undefined
	const factsFailure = detailsFailure ? undefined : actionData
	const stored = businessFactsFormValues(facts)
	const { field } = editorFields(factsFailure)
	const input = (name: string) => field(name, stored[name])
	return (
		<div className="grid gap-10">
			<ContactCard details={details.values} loadError={details.loadError} failure={detailsFailure} />
			<SettingsForm
				id="business"
				title="Business facts"
				description="What the public pages say about the firm: figures, company details, trade registrations, insurance and the team. Items left blank are not shown. The starting registrations and team are examples: replace them with your own or clear them."
				savedMessage="Business facts updated successfully"
				loadError={loadError}
				failure={factsFailure}
			>
				<FieldGroup
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
				</FieldGroup>
				<FieldGroup title="Company and insurance" hint="The company number links to its Companies House record.">
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
				</FieldGroup>
				<FieldGroup
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
				</FieldGroup>
				<FieldGroup title="Team" hint="Shown on the About page, in this order.">
					{Array.from({ length: TEAM_SLOTS }, (_, index) => (
						<div key={index} className="grid gap-4 sm:grid-cols-3">
							<InputField label={`Person ${index + 1}: name`} maxLength={factsLimits.shortText} {...input(teamField(index, 'name'))} />
							<InputField label={`Person ${index + 1}: role`} maxLength={factsLimits.shortText} {...input(teamField(index, 'role'))} />
							<InputField label={`Person ${index + 1}: short line`} maxLength={factsLimits.line} {...input(teamField(index, 'line'))} />
						</div>
					))}
				</FieldGroup>
			</SettingsForm>
		</div>
	)
}

export { AdminErrorBoundary as ErrorBoundary }
