import { useId } from 'react'

import { Label } from '#app/components/ui/label.tsx'
import { Textarea } from '#app/components/ui/textarea.tsx'

/*
 * PLACEHOLDER (core helper) until the editor helper's field is merged: a
 * labelled textarea of HTML with the same props. The server sanitises
 * whatever it sends (decision 0039).
 */

export type RichTextFieldProps = {
	name: string
	label: string
	defaultValue: string
	error?: string | null
	describedBy?: string
	onChange?: (html: string) => void
	className?: string
}

export function RichTextField({ name, label, defaultValue, error, describedBy, className }: RichTextFieldProps) {
	const id = useId()
	const errorId = error ? `${id}-error` : undefined
	return (
		<div className={className ? `grid gap-2 ${className}` : 'grid gap-2'}>
			<Label htmlFor={id}>{label}</Label>
			<Textarea
				id={id}
				name={name}
				rows={16}
				defaultValue={defaultValue}
				aria-invalid={error ? true : undefined}
				aria-describedby={[describedBy, errorId].filter(Boolean).join(' ') || undefined}
			/>
			{error ? (
				<p id={errorId} data-field-error className="text-sm font-medium text-emergency">
					{error}
				</p>
			) : null}
		</div>
	)
}
