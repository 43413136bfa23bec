import type { ComponentProps, ReactNode } from 'react'

import { cn } from '#app/utils/cn.ts'

/**
 * The look of a switch: its track and thumb. It shows "on" after a checked
 * `peer` checkbox (Switch) or inside a `group` with aria-checked="true" (the
 * admin's row switch, a button), so the state needs no JavaScript either way.
 */
export function SwitchTrack() {
	return (
		<span
			aria-hidden
			className="pointer-events-none relative inline-flex h-6 w-11 shrink-0 rounded-full bg-slate-500 transition-colors peer-checked:bg-primary group-aria-checked:bg-primary peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-disabled:opacity-60 after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5 group-aria-checked:after:translate-x-5"
		/>
	)
}

/**
 * An on/off switch that is a real checkbox (role="switch") laid over its
 * track: it submits with the form and works without JavaScript. `label` is
 * its name. With `onText` and `offText`, the visible text is the current
 * state instead (switched by CSS, so also without JavaScript) and the label
 * is read by screen readers only.
 */
export function Switch({
	className,
	label,
	onText,
	offText,
	...props
}: Omit<ComponentProps<'input'>, 'type' | 'role'> & { label: ReactNode; onText?: ReactNode; offText?: ReactNode }) {
	const stateText = onText !== undefined && offText !== undefined
	return (
		<label className={cn('group inline-flex min-h-11 cursor-pointer items-center gap-3', className)}>
			<span className="relative inline-flex h-6 w-11 shrink-0">
				<input
					type="checkbox"
					role="switch"
					className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none rounded-full opacity-0 disabled:cursor-not-allowed"
					{...props}
				/>
				<SwitchTrack />
			</span>
			<span className={stateText ? 'sr-only' : 'text-sm font-semibold'}>{label}</span>
			{stateText ? (
				<>
					<span aria-hidden className="hidden text-sm font-semibold group-has-[input:checked]:inline">
						{onText}
					</span>
					<span aria-hidden className="inline text-sm font-semibold group-has-[input:checked]:hidden">
						{offText}
					</span>
				</>
			) : null}
		</label>
	)
}
