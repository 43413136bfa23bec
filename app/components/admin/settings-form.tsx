import type { ReactNode } from 'react'
import { Form, useLocation } from 'react-router'

import type { FormFailure } from '#app/domain/form.ts'

import { AdminTab } from './admin-tab.tsx'
import { ErrorNotice, SavedNotice, withoutNotice } from './notice.tsx'
import { SubmitButton } from './submit-button.tsx'

/**
 * A settings tab (one record: WhatsApp, Emergency, Branding): its heading and
 * description, the load error ("Error: Failed to fetch …"), the saved notice,
 * then one form with the fields and Save. A failed save shows its message
 * above the fields and the fields keep what was typed (see `editorFields`).
 */
export function SettingsForm({
	id,
	title,
	description,
	savedMessage,
	loadError,
	failure,
	children,
	actions,
}: {
	/** Prefix of the element ids, e.g. "whatsapp". */
	id: string
	title: string
	description: ReactNode
	/** The spec's success toast, e.g. "WhatsApp settings saved successfully". */
	savedMessage: string
	loadError: string | null
	failure: FormFailure | undefined
	children: ReactNode
	/** Beside Save, e.g. Test WhatsApp. */
	actions?: ReactNode
}) {
	// A save navigates (the redirect back here): the fields start again from what is now stored.
	// A refused save does not, so they keep what was typed.
	const { key, pathname, search } = useLocation()
	return (
		<AdminTab id={`${id}-title`} title={title} description={description}>
			<SavedNotice messages={{ updated: savedMessage }} />
			<ErrorNotice message={loadError} title="Error" />
			<Form
				key={key}
				method="post"
				action={withoutNotice(pathname, search)}
				preventScrollReset
				aria-labelledby={`${id}-title`}
				className="grid gap-5 rounded-lg border border-border bg-background p-4 sm:p-6"
			>
				<ErrorNotice message={failure?.formError} occurrence={failure} />
				{children}
				<div className="flex flex-wrap items-center gap-2">
					<SubmitButton intent="save">Save</SubmitButton>
					{actions}
				</div>
			</Form>
		</AdminTab>
	)
}
