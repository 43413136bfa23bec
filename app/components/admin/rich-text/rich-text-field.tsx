import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'

import { Label } from '#app/components/ui/label.tsx'
import { Textarea } from '#app/components/ui/textarea.tsx'
import { cn } from '#app/utils/cn.ts'

// Tiptap and ProseMirror (about 150 KB gzipped) come in their own chunk, fetched only where this field is shown (decision 0041).
const RichTextEditor = lazy(() => import('./editor.tsx'))

export type RichTextFieldProps = {
	/** The form field's name: the textarea's without JavaScript, the hidden input's with it. Its value is HTML. */
	name: string
	label: string
	defaultValue: string
	/** The server's message about this field (e.g. from the sanitiser: a picture without alt text). */
	error?: string | null
	/** Ids of more text describing the field (a hint beside it). */
	describedBy?: string
	/** Called with the new HTML after each edit in the editor (the form also gets an `input` event). */
	onChange?: (html: string) => void
	className?: string
}

/**
 * A rich-text body field. The server renders a plain labelled textarea of
 * HTML, which works as it is without JavaScript (the server sanitises
 * whatever comes). Once hydrated, the editor is loaded and replaces it,
 * starting from what the textarea holds then (so nothing typed while it
 * loads is lost); while it loads, the textarea stays.
 */
export function RichTextField({ name, label, defaultValue, error, describedBy, onChange, className }: RichTextFieldProps) {
	const id = useId()
	const labelId = `${id}-label`
	const errorId = error ? `${id}-error` : undefined
	const described = [describedBy, errorId].filter(Boolean).join(' ') || undefined
	const textareaRef = useRef<HTMLTextAreaElement>(null)
	// null until hydrated: the server's render and the first client render are the textarea.
	const [initial, setInitial] = useState<string | null>(null)
	useEffect(() => {
		setInitial(textareaRef.current?.value ?? defaultValue)
		// Only once: later changes of defaultValue are the editor's own.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [])

	const textarea = (value: string, ref?: React.Ref<HTMLTextAreaElement>) => (
		<Textarea
			ref={ref}
			id={id}
			name={name}
			defaultValue={value}
			rows={14}
			className="font-mono text-sm"
			aria-invalid={error ? true : undefined}
			aria-describedby={described}
		/>
	)

	return (
		<div className={cn('grid gap-2', className)} data-rich-text={initial === null ? 'textarea' : 'editor'}>
			<Label
				id={labelId}
				htmlFor={id}
				// The editor is no labelable element: a click on the label puts the caret in it.
				onClick={(event) => {
					const editable = event.currentTarget.parentElement?.querySelector<HTMLElement>('[contenteditable="true"]')
					if (editable) {
						event.preventDefault()
						editable.focus()
					}
				}}
			>
				{label}
			</Label>
			{initial === null ? (
				textarea(defaultValue, textareaRef)
			) : (
				<Suspense fallback={textarea(initial)}>
					<RichTextEditor
						name={name}
						initialHtml={initial}
						labelId={labelId}
						describedBy={described}
						invalid={Boolean(error)}
						onChange={onChange}
					/>
				</Suspense>
			)}
			{error ? (
				<p id={errorId} data-field-error className="text-sm font-medium text-emergency">
					{error}
				</p>
			) : null}
		</div>
	)
}
