import { Form, useNavigation } from 'react-router'
import { cn } from '#app/utils/cn.ts'

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
	const pending =
		navigation.state === 'submitting' &&
		navigation.formData?.get('intent') === intent &&
		navigation.formData.get('id') === id
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
				<span
					aria-hidden
					className={cn(
						'relative inline-flex h-6 w-11 shrink-0 rounded-full transition-colors after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform',
						shown ? 'bg-primary after:translate-x-5' : 'bg-slate-400',
					)}
				/>
				<span aria-hidden>{shown ? onText : offText}</span>
			</button>
		</Form>
	)
}
