import type { ReactNode } from 'react'
import { Form, useLocation } from 'react-router'

import type { FormFailure } from '#app/domain/form.ts'

import { AdminTab } from './admin-tab.tsx'
import { ErrorNotice, SavedNotice, useSavedKey, withoutNotice } from './notice.tsx'
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
	saved = 'updated',
	intent = 'save',
	submitLabel = 'Save',
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
	/** For a second form on the tab: the notice key its save redirects with, its Save's intent and words. */
	saved?: string
	intent?: string
	submitLabel?: string
}) {
	// A save navigates (the redirect back here): the fields start again from what is now stored.
	// A refused save does not, so they keep what was typed.
	const { pathname, search } = useLocation()
	const key = useSavedKey()
	return (
		<AdminTab id={`${id}-title`} title={title} description={description}>
			<SavedNotice messages={{ [saved]: savedMessage }} />
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
					<SubmitButton intent={intent}>{submitLabel}</SubmitButton>
					{actions}
				</div>
			</Form>
		</AdminTab>
	)
}

/** A titled group of a settings form's fields, with its hint under the title. */
export function FieldGroup({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
	return (
		<fieldset className="grid gap-4 border-t border-border pt-5 first:border-t-0 first:pt-0">
			<legend className="float-left mb-1 w-full text-base font-semibold">{title}</legend>
			<p className="-mt-3 text-sm text-muted-foreground">{hint}</p>
			{children}
		</fieldset>
	)
}
