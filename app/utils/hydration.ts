/**
 * Whether a page is sent with React Router's JavaScript: not when any matched
 * route's handle says `hydrate: false` (decision 0006). The root layout leaves
 * out `<Scripts>` for such a page, and the server renders it as a plain string.
 */
export function pageHydrates(handles: readonly unknown[]): boolean {
	return !handles.some((handle) => (handle as { hydrate?: boolean } | undefined)?.hydrate === false)
}

/**
 * The handle of a page with nothing to hydrate: links, text and pictures, the
 * menu and the call buttons working without React (decisions 0006 and 0019).
 */
export const sentWithoutJavaScript = { hydrate: false } as const
