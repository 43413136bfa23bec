import { useNavigation, useRevalidator } from 'react-router'

import { LoaderCircle } from '#app/components/ui/icon.tsx'

/** True while the page at `path` is loading: a navigation to it (e.g. a new filter) or a revalidation. */
export function useIsLoading(path: string) {
	const navigation = useNavigation()
	const revalidator = useRevalidator()
	return revalidator.state === 'loading' || (navigation.state === 'loading' && navigation.location.pathname === path)
}

/**
 * The spinner over content that is reloading, announced to screen readers.
 * The status region is always there (empty when idle), so the announcement is heard.
 * Place it inside a `relative` container.
 */
export function LoadingOverlay({ label, active }: { label: string; active: boolean }) {
	return (
		<div role="status" className="pointer-events-none absolute inset-x-0 top-4 z-10 flex justify-center">
			{active ? (
				<span className="inline-flex items-center gap-2 rounded-full border border-border bg-background px-4 py-2 text-sm font-semibold shadow-md">
					<LoaderCircle aria-hidden className="size-5 animate-spin text-primary" />
					{label}
				</span>
			) : null}
		</div>
	)
}
