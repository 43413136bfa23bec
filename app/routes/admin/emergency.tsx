import { useSearchParams } from 'react-router'

import { readEmergencyPricing, saveEmergencyPricing } from '#app/.server/data/settings.ts'
import { editorFields } from '#app/components/admin/editable-list.tsx'
import { revalidateUnlessNoticeDropped } from '#app/components/admin/notice.tsx'
import { SettingsForm } from '#app/components/admin/settings-form.tsx'
import { Checkbox } from '#app/components/ui/checkbox.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { defaultEmergencyPricing } from '#app/domain/settings/emergency-pricing.ts'
import { EMERGENCY_PRICE_MAX, emergencyFormSchema, emergencyPriceFields } from '#app/domain/settings/emergency-schema.ts'

import { AdminErrorBoundary } from './+shared/error-boundary.tsx'
import { adminMeta } from './+shared/meta.ts'
import { loadSettingsForm, settingsFormAction } from './+shared/settings-form.server.ts'
import type { Route } from './+types/emergency.ts'

/** After a save, the fields that were not numbers and so were stored as £0. */
const ZEROED_PARAM = 'zeroed'

/** /admin/emergency: the call-out prices /emergency and its structured data show. */
export function loader(args: Route.LoaderArgs) {
	return loadSettingsForm(args, 'emergency pricing', readEmergencyPricing, defaultEmergencyPricing)
}

export function action(args: Route.ActionArgs) {
	return settingsFormAction(args, {
		path: '/admin/emergency',
		what: 'emergency pricing',
		schema: emergencyFormSchema,
		save: ({ pricing }) => saveEmergencyPricing(pricing),
		extra: ({ zeroed }): Record<string, string> => (zeroed.length ? { [ZEROED_PARAM]: zeroed.join(',') } : {}),
	})
}

export { revalidateUnlessNoticeDropped as shouldRevalidate }

export const meta: Route.MetaFunction = () => adminMeta('Emergency')

export default function AdminEmergency({ loaderData, actionData }: Route.ComponentProps) {
	const { values: pricing, loadError } = loaderData
	const { errors, value, checked } = editorFields(actionData)
	const zeroed = new Set(useSearchParams()[0].get(ZEROED_PARAM)?.split(','))
	return (
		<SettingsForm
			id="emergency"
			title="Emergency call-out pricing"
			description="Whole pounds. The prices show on the Emergency page and in its search-engine data as soon as they are saved."
			savedMessage="Emergency pricing updated successfully"
			loadError={loadError}
			failure={actionData}
		>
			<div className="grid gap-5 sm:grid-cols-3">
				{emergencyPriceFields.map(({ key, label }) => (
					<Field
						key={key}
						label={label}
						hint={zeroed.has(key) ? 'That was not a number, so it was saved as £0.' : 'In pounds, e.g. 95.'}
						error={errors[key]}
					>
						{(control) => (
							<div className="flex items-center gap-2">
								<span aria-hidden className="font-semibold">
									£
								</span>
								<Input
									{...control}
									name={key}
									inputMode="numeric"
									maxLength={String(EMERGENCY_PRICE_MAX).length + 4}
									defaultValue={value(key, String(pricing[key]))}
								/>
							</div>
						)}
					</Field>
				))}
			</div>
			<label className="flex min-h-11 items-center gap-3 text-sm">
				<Checkbox name="first_hour_included" defaultChecked={checked('first_hour_included', pricing.first_hour_included)} />
				First hour included in the call-out charge
			</label>
		</SettingsForm>
	)
}

export { AdminErrorBoundary as ErrorBoundary }
