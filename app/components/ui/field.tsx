import { useId, type ComponentProps, type ComponentType, type ReactNode } from 'react'

import { cn } from '#app/utils/cn.ts'

import { Input } from './input.tsx'
import { Label } from './label.tsx'
import { Select } from './select.tsx'
import { Textarea } from './textarea.tsx'

export type FieldControlProps = {
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

/** A Field's own props; the pairs below pass the rest to their control. */
type FieldProps = { label: ReactNode; hint?: ReactNode; error?: string | null; required?: boolean; className?: string }

/** A pair: a Field around one `Control`, which also gets `required` and every attribute that is not the Field's. */
function fieldAround<Props extends object>(Control: ComponentType<Props & FieldControlProps>) {
	return function ControlField({ label, hint, error, required, className, ...control }: FieldProps & Omit<Props, 'id'>) {
		return (
			<Field label={label} hint={hint} error={error} required={required} className={className}>
				{(ids) => <Control {...ids} required={required} {...(control as Props)} />}
			</Field>
		)
	}
}

/** The usual pair: a Field around one text Input. */
export const InputField = fieldAround<ComponentProps<'input'>>(Input)

/** The same around a Textarea. */
export const TextareaField = fieldAround<ComponentProps<'textarea'>>(Textarea)

const SelectPair = fieldAround<ComponentProps<'select'>>(Select)

/** A select's fixed choices, the words each shows (the value itself by default), and a first choice meaning none (value ""). */
type Choices<Choice extends string> = { choices: readonly Choice[]; choiceLabel?: (choice: Choice) => string; none?: string }

/** The same around a Select of `choices`; `children` are options after them (e.g. a stored value the list no longer has). */
export function SelectField<Choice extends string>({
	choices,
	choiceLabel = (choice) => choice,
	none,
	children,
	...field
}: Choices<Choice> & ComponentProps<typeof SelectPair>) {
	return (
		<SelectPair {...field}>
			{none === undefined ? null : <option value="">{none}</option>}
			{choices.map((choice) => (
				<option key={choice} value={choice}>
					{choiceLabel(choice)}
				</option>
			))}
			{children}
		</SelectPair>
	)
}
