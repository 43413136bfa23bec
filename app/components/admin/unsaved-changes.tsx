import type { RefObject } from 'react'

/*
 * PLACEHOLDER (core helper) until the editor helper's unsaved-changes warning
 * is merged: the same exports, doing nothing.
 */
export function useUnsavedChanges(_formRef: RefObject<HTMLFormElement | null>) {
	return { dirty: false, markSaved: () => {} }
}

export function UnsavedChangesGuard() {
	return null
}
