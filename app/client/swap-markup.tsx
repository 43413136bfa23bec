import { LoaderCircle, X } from '#app/components/ui/icon.tsx'

/*
 * The markup the swap script (./swap.js, decision 0020) works on. A page with
 * swap regions inlines the script itself, once, at its end:
 * `<ClientScript name="swap" />`.
 */

/**
 * Where a form's toast appears with JavaScript: just below the sticky header
 * (sticky itself, with no height, so it takes no room in the page; the
 * controller sets its offset to the header's real height), one at a time.
 * Place it first in the page. The server renders it empty, with the
 * toast's markup as a template; the controller fills it with a message the
 * server rendered in the form (`data-toast-source`), so every text has one
 * source. Without JavaScript the same message stays in the form.
 */
export function ToastSlot({ id, closeLabel = 'Close notification' }: { id: string; closeLabel?: string }) {
	return (
		<div
			data-toast-slot={id}
			aria-live="polite"
			className="pointer-events-none sticky top-[73px] z-50 flex h-0 items-start justify-center px-4"
		>
			<ToastTemplate closeLabel={closeLabel} />
		</div>
	)
}

function ToastTemplate({ closeLabel }: { closeLabel: string }) {
	return (
		<template>
			<div data-toast className="pointer-events-auto relative mt-2 w-full max-w-md rounded-lg bg-background shadow-lg">
				<div data-toast-body className="[&>*]:pr-12" />
				<button
					type="button"
					data-toast-close
					aria-label={closeLabel}
					className="absolute top-1.5 right-1.5 inline-flex size-11 items-center justify-center rounded-md text-foreground/70 hover:text-foreground"
				>
					<X aria-hidden className="size-4" />
				</button>
			</div>
		</template>
	)
}

/**
 * The spinner over a region that is loading in place, announced to screen
 * readers: its text is empty (and the pill hidden) until the controller puts
 * `label` in it, so the words are not in the page while nothing loads. Place
 * it inside a `relative` region.
 */
export function BusyStatus({ label }: { label: string }) {
	return (
		<div role="status" className="pointer-events-none absolute inset-x-0 top-4 z-10 flex justify-center">
			<span className="inline-flex items-center gap-2 rounded-full border border-border bg-background px-4 py-2 text-sm font-semibold shadow-md has-[[data-busy-label]:empty]:hidden">
				<LoaderCircle aria-hidden className="size-5 text-primary motion-safe:animate-spin" />
				<span data-busy-label={label} />
			</span>
		</div>
	)
}

/** How a region looks while it loads in place (the controller sets aria-busy). */
export const busyRegionClass = 'transition-opacity aria-busy:opacity-60'

/**
 * The same for the content of a region marked `group/swap` (when the region also holds a BusyStatus that must not fade),
 * or of the part of a region marked `group/swap` and `data-swap-busy`, which the controller marks busy instead of the region.
 */
export const busyContentClass = 'transition-opacity group-aria-busy/swap:opacity-60'
