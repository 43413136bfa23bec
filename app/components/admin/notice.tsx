import { useEffect, useRef, useState } from 'react'
import { useActionData, useLocation, useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router'
import { toast } from 'sonner'

import { Alert } from '#app/components/ui/alert.tsx'

/** True once the page is hydrated (false in the server render and the first client render). */
export function useHydrated() {
	const [hydrated, setHydrated] = useState(false)
	useEffect(() => setHydrated(true), [])
	return hydrated
}

/** The one-time search parameter that reports what a save did (set by the action's redirect). */
export const NOTICE_PARAM = 'saved'

/**
 * A success message after a save (e.g. `?saved=created` → "Review created successfully").
 * With JavaScript it is a toast and the parameter is dropped from the URL (so a
 * reload does not repeat it); without JavaScript it shows inline.
 */
export type SavedMessage = string | { title: string; description: string }

export function SavedNotice({ messages }: { messages: Record<string, SavedMessage> }) {
	const [searchParams, setSearchParams] = useSearchParams()
	const location = useLocation()
	const hydrated = useHydrated()
	const shown = useRef<string | null>(null)
	// A form sent from the page of a save posts to its address, notice included: a refused save answers there
	// with its failure, which is no save to announce (and dropping the parameter would navigate the failure away).
	const refused = useActionData() !== undefined
	const key = refused ? null : searchParams.get(NOTICE_PARAM)
	const message = key ? messages[key] : undefined

	useEffect(() => {
		if (!key || shown.current === location.key) return
		shown.current = location.key
		if (typeof message === 'string') toast.success(message)
		else if (message) toast.success(message.title, { description: message.description })
		setSearchParams(
			(params) => {
				params.delete(NOTICE_PARAM)
				return params
			},
			{ replace: true, preventScrollReset: true },
		)
	}, [key, message, location.key, setSearchParams])

	if (!message || hydrated) return null
	return <Alert variant="success">{typeof message === 'string' ? message : `${message.title}: ${message.description}`}</Alert>
}

/**
 * The key of a form that starts again from what is stored once a save has
 * landed: it changes when a save's redirect brings its notice, and not when a
 * refused save's answer arrives. That answer is a navigation too, committed
 * only after the layout has been revalidated, so a key on `location.key` threw
 * away whatever was typed in between.
 */
export function useSavedKey(): string {
	const { key } = useLocation()
	const notice = useSearchParams()[0].get(NOTICE_PARAM)
	const [savedAt, setSavedAt] = useState(key)
	// Derived from the render before (React's pattern for it): the page at which the last notice arrived.
	if (notice && savedAt !== key) setSavedAt(key)
	return notice ? key : savedAt
}

/**
 * A failure message: always inline (role="alert"), and also a toast when
 * JavaScript runs. `title` is the toast's title, e.g. "Error".
 */
export function ErrorNotice({
	message,
	title,
	occurrence,
}: {
	message: string | null | undefined
	title?: string
	/** A new value (e.g. the action's result object) toasts the same message again. */
	occurrence?: unknown
}) {
	useEffect(() => {
		if (!message) return
		if (title) toast.error(title, { description: message })
		else toast.error(message)
	}, [message, title, occurrence])
	if (!message) return null
	return <Alert variant="error">{title ? `${title}: ${message}` : message}</Alert>
}

/** The page's address without the save notice: where its forms post, so an answer never repeats an earlier save's notice. */
export function withoutNotice(pathname: string, search: string): string {
	const params = new URLSearchParams(search)
	params.delete(NOTICE_PARAM)
	const rest = params.toString()
	return rest ? `${pathname}?${rest}` : pathname
}

function onlyNoticeParamDropped(currentUrl: URL, nextUrl: URL): boolean {
	if (currentUrl.pathname !== nextUrl.pathname) return false
	const strip = (url: URL) => {
		const params = new URLSearchParams(url.search)
		params.delete(NOTICE_PARAM)
		params.sort()
		return params.toString()
	}
	return currentUrl.searchParams.has(NOTICE_PARAM) && !nextUrl.searchParams.has(NOTICE_PARAM) && strip(currentUrl) === strip(nextUrl)
}

/**
 * `shouldRevalidate` of a page with a SavedNotice: no reload when the only
 * change is the notice parameter being dropped from the URL.
 */
export function revalidateUnlessNoticeDropped({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
	if (!formMethod && onlyNoticeParamDropped(currentUrl, nextUrl)) return false
	return defaultShouldRevalidate
}
