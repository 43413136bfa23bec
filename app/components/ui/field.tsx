import { useId, type ComponentProps, type ReactNode } from 'react'

import { cn } from '#app/utils/cn.ts'

import { Input } from './input.tsx'
import { Label } from './label.tsx'

type FieldControlProps = {
	id: string
	'aria-invalid': true | undefined
	'aria-describedby': string | undefined
}

/**
 * A labelled form field with its hint and error message wired up for screen
 * readers (aria-describedby, aria-invalid). `children` renders the control.
 */
export function Field({
	label,
	hint,
	error,
	required,
	className,
	children,
}: {
	label: ReactNode
	hint?: ReactNode
	error?: string | null
	required?: boolean
	className?: string
	children: (control: FieldControlProps) => ReactNode
}) {
	const id = useId()
	const hintId = hint ? `${id}-hint` : undefined
	const errorId = error ? `${id}-error` : undefined
	return (
		<div className={cn('grid gap-2', className)}>
			<Label htmlFor={id}>
				{label}
				{required ? (
					<span className="text-emergency" aria-hidden>
						{' '}
						*
					</span>
				) : null}
			</Label>
			{children({
				id,
				'aria-invalid': error ? true : undefined,
				'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
			})}
			{hint ? (
				<p id={hintId} className="text-sm text-muted-foreground">
					{hint}
				</p>
			) : null}
			{error ? (
				<p id={errorId} data-field-error className="text-sm font-medium text-emergency">
					{error}
				</p>
			) : null}
		</div>
	)
}

/** The usual pair: a Field around one text Input (its other attributes go to the input). */
export function InputField({
	label,
	hint,
	error,
	required,
	className,
	...input
}: { label: ReactNode; hint?: ReactNode; error?: string | null; className?: string } & Omit<ComponentProps<'input'>, 'id'>) {
	return (
		<Field label={label} hint={hint} error={error} required={required} className={className}>
			{(control) => <Input {...control} required={required} {...input} />}
		</Field>
	)
}
