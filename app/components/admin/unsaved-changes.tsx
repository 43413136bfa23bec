import { AlertDialog } from 'radix-ui'
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { useBlocker, type BlockerFunction } from 'react-router'

import { Button } from '#app/components/ui/button.tsx'

export const UNSAVED_CHANGES_QUESTION = 'You have unsaved changes. Leave without saving?'

/** A form's values as one comparable string: names and values in order; a file by its name and size. */
export function formSnapshot(form: HTMLFormElement): string {
	const entries: [string, string][] = []
	for (const [name, value] of new FormData(form)) {
		entries.push([name, typeof value === 'string' ? value : `file:${value.name}:${value.size}`])
	}
	return JSON.stringify(entries)
}

/**
 * Whether the form's values differ from those it had when the page loaded, or
 * when it was last saved: compared on every `input` and `change` in the form
 * (the rich-text field dispatches `input` from its hidden input on each edit).
 * Typing something and deleting it again is not a change. After a save
 * (an autosave too), call `markSaved()`, or pass `saved: true` when the
 * save is known by rendering (each time it turns true, the current values
 * become the saved ones).
 */
export function useUnsavedChanges(formRef: RefObject<HTMLFormElement | null>, { saved }: { saved?: boolean } = {}) {
	const baseline = useRef<string | null>(null)
	const [dirty, setDirty] = useState(false)

	const markSaved = useCallback(() => {
		const form = formRef.current
		if (form) baseline.current = formSnapshot(form)
		setDirty(false)
	}, [formRef])

	useEffect(() => {
		const form = formRef.current
		if (!form) return
		baseline.current = formSnapshot(form)
		const check = () => setDirty(baseline.current !== null && formSnapshot(form) !== baseline.current)
		// A reset puts the values back after the event: compare once it has.
		const onReset = () => setTimeout(check)
		form.addEventListener('input', check)
		form.addEventListener('change', check)
		form.addEventListener('reset', onReset)
		return () => {
			form.removeEventListener('input', check)
			form.removeEventListener('change', check)
			form.removeEventListener('reset', onReset)
		}
	}, [formRef])

	useEffect(() => {
		if (saved) markSaved()
	}, [saved, markSaved])

	return { dirty, markSaved }
}

/**
 * While `when` is true, leaving the page asks first: the browser's own
 * question when the tab is closed or reloaded or another site is opened
 * (`beforeunload`; browsers show their own words), and this dialog when a
 * link or Back goes to another page of the app. Moving within the same page
 * (its search or hash, its own form's submission) is not leaving.
 */
export function UnsavedChangesGuard({ when, message = UNSAVED_CHANGES_QUESTION }: { when: boolean; message?: string }) {
	useEffect(() => {
		if (!when) return
		const warn = (event: BeforeUnloadEvent) => {
			event.preventDefault()
			// Older browsers ask only when returnValue is set.
			event.returnValue = ''
		}
		window.addEventListener('beforeunload', warn)
		return () => window.removeEventListener('beforeunload', warn)
	}, [when])

	const shouldBlock = useCallback<BlockerFunction>(
		({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
		[when],
	)
	const blocker = useBlocker(shouldBlock)
	// Saved meanwhile (an autosave landed): nothing to ask about any more.
	useEffect(() => {
		if (blocker.state === 'blocked' && !when) blocker.proceed()
	}, [blocker, when])

	return (
		<AlertDialog.Root
			open={blocker.state === 'blocked'}
			onOpenChange={(open) => (!open && blocker.state === 'blocked' ? blocker.reset() : undefined)}
		>
			<AlertDialog.Portal>
				<AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
				<AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border border-destructive/40 bg-background p-5 shadow-lg">
					<AlertDialog.Title className="text-lg font-semibold">{message}</AlertDialog.Title>
					<AlertDialog.Description className="text-sm text-muted-foreground">
						What you changed since the last save will be lost.
					</AlertDialog.Description>
					<div className="flex flex-wrap gap-2">
						<AlertDialog.Cancel asChild>
							<Button variant="outline">Stay on this page</Button>
						</AlertDialog.Cancel>
						<AlertDialog.Action asChild>
							<Button variant="destructive" onClick={() => (blocker.state === 'blocked' ? blocker.proceed() : undefined)}>
								Leave without saving
							</Button>
						</AlertDialog.Action>
					</div>
				</AlertDialog.Content>
			</AlertDialog.Portal>
		</AlertDialog.Root>
	)
}
