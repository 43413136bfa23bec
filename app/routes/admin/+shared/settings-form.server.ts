import type { AppLoadContext } from 'react-router'

import { requireAdmin } from '#app/.server/auth/guard.ts'
import { validate, validationFailure, type FormParser } from '#app/domain/form.ts'

import { adminAction } from './forms.server.ts'

type Args = { request: Request; context: AppLoadContext }

/**
 * A settings tab's stored values (one record: WhatsApp, Emergency, Branding),
 * or the defaults and the spec's "Failed to fetch …" message when they cannot
 * be read, so the form still shows.
 */
export async function loadSettingsForm<T>({ request, context }: Args, what: string, read: () => Promise<T>, fallback: T) {
	await requireAdmin(request)
	try {
		return { values: await read(), loadError: null }
	} catch (error) {
		context.log.error({ err: error }, `Could not load the ${what} for the admin`)
		return { values: fallback, loadError: `Failed to fetch ${what}` }
	}
}

export type SettingsFormWrites<T> = {
	/** The tab's address: a save goes back to it with `?saved=updated` (or `saved`, and `extra` query parameters). */
	path: string
	/** The saved notice's key, for a tab's second form (default "updated"). */
	saved?: string
	/** What is saved, for the log and the failure message, e.g. "WhatsApp settings". */
	what: string
	schema: FormParser<T>
	/** Stores the parsed values (the settings row is created with its defaults when absent). */
	save: (data: T) => Promise<void>
	/** More query parameters for the page after a save (e.g. which fields were read as 0). */
	extra?: (data: T, values: Record<string, string>) => Record<string, string>
}

/** The action of a settings tab: validate, save as the signed-in admin (audited), back to the tab. */
export async function settingsFormAction<T>({ request, context }: Args, form: SettingsFormWrites<T>) {
	return saveSettingsForm(context, await adminAction(request), form)
}

/** The same once the form is read (a tab with two forms reads it first, to tell them apart). */
export async function saveSettingsForm<T>(
	context: AppLoadContext,
	{ values, write, redirect, fail, refuse }: Awaited<ReturnType<typeof adminAction>>,
	form: SettingsFormWrites<T>,
) {
	const validation = validate(form.schema, values)
	if (!validation.ok) return fail(validationFailure(validation, values))
	const data = validation.data
	try {
		await write(() => form.save(data))
	} catch (error) {
		context.log.error({ err: error }, `Could not save the ${form.what}`)
		return refuse(`The ${form.what} could not be saved. Please try again.`, 503)
	}
	const query = new URLSearchParams({ saved: form.saved ?? 'updated', ...form.extra?.(data, values) })
	return redirect(`${form.path}?${query}`)
}
