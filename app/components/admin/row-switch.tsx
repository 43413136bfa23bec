import { Form, useNavigation } from 'react-router'

import { SwitchTrack } from '#app/components/ui/switch.tsx'

/**
 * A per-row on/off switch that is a one-button form (works without
 * JavaScript): it posts `intent`, the row `id` and the new value as `field`.
 * While its submission is under way it shows the new state.
 */
export function RowSwitch({
	id,
	checked,
	intent,
	field,
	label,
	onText,
	offText,
}: {
	id: string
	checked: boolean
	intent: string
	field: string
	/** Accessible name, e.g. "Published: review by Sarah M." */
	label: string
	onText: string
	offText: string
}) {
	const navigation = useNavigation()
	const pending = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent && navigation.formData.get('id') === id
	const shown = pending ? navigation.formData?.get(field) === 'true' : checked
	return (
		<Form method="post" preventScrollReset>
			<input type="hidden" name="id" value={id} />
			<input type="hidden" name={field} value={String(!checked)} />
			<button
				type="submit"
				name="intent"
				value={intent}
				role="switch"
				aria-checked={shown}
				aria-label={label}
				disabled={pending}
				className="group inline-flex min-h-11 items-center gap-2 rounded-md px-1 text-sm font-semibold"
			>
				<SwitchTrack />
				<span aria-hidden>{shown ? onText : offText}</span>
			</button>
		</Form>
	)
}
