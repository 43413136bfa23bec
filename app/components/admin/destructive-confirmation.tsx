import type { ReactNode, Ref } from 'react'
import { Link } from 'react-router'

import { Button } from '#app/components/ui/button.tsx'

import { SubmitButton } from './submit-button.tsx'

/**
 * Every "are you sure?" before the admin deletes or removes something looks
 * and reads the same: the question in a red-edged box, read out in place as an
 * alert dialog, then the red confirm button (Button's `destructive` variant,
 * used for nothing else) and Cancel. Place it inside the form the confirm
 * button submits. Cancel is a link back (a confirmation the URL opened) or a
 * button (one the page opened).
 */
export function DestructiveConfirmation({
	id,
	question,
	intent,
	confirm,
	cancel,
	confirmRef,
	autoFocus,
	children,
}: {
	/** The question's id, which names the dialog and describes the confirm button. */
	id: string
	question: ReactNode
	/** What the confirm button submits as `intent`. */
	intent: string
	/** The confirm button's words, e.g. "Delete". */
	confirm: ReactNode
	cancel: { to: string } | { onClick: () => void }
	confirmRef?: Ref<HTMLButtonElement>
	autoFocus?: boolean
	/** Hidden inputs the form sends with it. */
	children?: ReactNode
}) {
	return (
		<div role="alertdialog" aria-labelledby={id} className="grid gap-3 rounded-md border border-destructive/40 bg-destructive-soft p-3">
			<p id={id} className="text-sm font-semibold">
				{question}
			</p>
			{children}
			<div className="flex flex-wrap gap-2">
				<SubmitButton ref={confirmRef} intent={intent} variant="destructive" autoFocus={autoFocus} aria-describedby={id}>
					{confirm}
				</SubmitButton>
				{'to' in cancel ? (
					<Button asChild variant="outline">
						<Link to={cancel.to} preventScrollReset>
							Cancel
						</Link>
					</Button>
				) : (
					<Button type="button" variant="outline" onClick={cancel.onClick}>
						Cancel
					</Button>
				)}
			</div>
		</div>
	)
}
