import { useState } from 'react'

import { readWhatsAppSettings, saveWhatsAppSettings } from '#app/.server/data/settings.ts'
import { editorFields } from '#app/components/admin/editable-list.tsx'
import { revalidateUnlessNoticeDropped, useSavedKey } from '#app/components/admin/notice.tsx'
import { SettingsForm } from '#app/components/admin/settings-form.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Checkbox } from '#app/components/ui/checkbox.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { ExternalLink } from '#app/components/ui/icon.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { whatsappHref } from '#app/domain/settings/contact.ts'
import { testMessage, whatsappFormSchema, whatsappLimits } from '#app/domain/settings/whatsapp-schema.ts'
import { usePublicSettings } from '#app/utils/root-data.ts'

import { AdminErrorBoundary } from './+shared/error-boundary.tsx'
import { adminMeta } from './+shared/meta.ts'
import { loadSettingsForm, settingsFormAction } from './+shared/settings-form.server.ts'
import type { Route } from './+types/whatsapp.ts'

/** /admin/whatsapp: the WhatsApp Business number and the write-only API token. */
export function loader(args: Route.LoaderArgs) {
	return loadSettingsForm(args, 'settings', readWhatsAppSettings, { whatsappBusinessPhone: '', hasApiToken: false })
}

export function action(args: Route.ActionArgs) {
	return settingsFormAction(args, {
		path: '/admin/whatsapp',
		what: 'WhatsApp settings',
		schema: whatsappFormSchema,
		save: ({ whatsapp_business_phone, token }) => saveWhatsAppSettings({ whatsappBusinessPhone: whatsapp_business_phone, token }),
	})
}

export { revalidateUnlessNoticeDropped as shouldRevalidate }

export const meta: Route.MetaFunction = () => adminMeta('WhatsApp')

export default function AdminWhatsApp({ loaderData, actionData }: Route.ComponentProps) {
	const { values: stored, loadError } = loaderData
	const { errors, value } = editorFields(actionData)
	const { businessName, whatsappPhone } = usePublicSettings()
	// What is typed holds until a save lands (its answer shows the number as stored, in digits).
	const key = useSavedKey()
	const [typed, setTyped] = useState<{ key: string; phone: string } | null>(null)
	const phone = typed?.key === key ? typed.phone : value('whatsapp_business_phone', stored.whatsappBusinessPhone)
	// The test opens the number in the field (saved or not, as the link will have it); blank falls back to what the public site uses.
	const testNumber = phone.trim() || whatsappPhone
	return (
		<SettingsForm
			id="whatsapp"
			title="WhatsApp Business"
			description="The number behind every WhatsApp link on the website, and the API token for sending messages."
			savedMessage="WhatsApp settings saved successfully"
			loadError={loadError}
			failure={actionData}
			actions={
				<Button asChild variant="outline">
					<a href={whatsappHref(testNumber, testMessage(businessName))} target="_blank" rel="noopener noreferrer">
						<ExternalLink aria-hidden />
						Test WhatsApp
						<span className="sr-only"> (opens in a new tab)</span>
					</a>
				</Button>
			}
		>
			<Field
				label="WhatsApp Business phone"
				hint="As you would write it, e.g. 07700 900123 or +44 7700 900123; it is saved in international form, 447700900123. Leave blank to use the main phone number."
				error={errors.whatsapp_business_phone}
			>
				{(control) => (
					<Input
						{...control}
						name="whatsapp_business_phone"
						type="tel"
						autoComplete="off"
						maxLength={whatsappLimits.phone}
						value={phone}
						onChange={(event) => setTyped({ key, phone: event.currentTarget.value })}
					/>
				)}
			</Field>
			<Field
				label="WhatsApp API token"
				hint={`${stored.hasApiToken ? 'A token is saved. Enter a new one to replace it' : 'No token is saved. Optional'}; leave blank to keep it as it is. It is never shown again.`}
				error={errors.whatsapp_api_token}
			>
				{(control) => (
					<Input
						{...control}
						name="whatsapp_api_token"
						type="password"
						autoComplete="new-password"
						maxLength={whatsappLimits.token}
						defaultValue=""
						placeholder={stored.hasApiToken ? '••••••••••••' : ''}
					/>
				)}
			</Field>
			{stored.hasApiToken ? (
				<label className="flex min-h-11 items-center gap-3 text-sm">
					<Checkbox name="clear_token" />
					Remove the saved token
				</label>
			) : null}
		</SettingsForm>
	)
}

export { AdminErrorBoundary as ErrorBoundary }
