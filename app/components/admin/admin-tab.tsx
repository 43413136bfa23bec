import type { ReactNode } from 'react'

/**
 * The frame of every admin tab: a section named by its heading, a line saying
 * what it holds (live where it changes with a search), an optional action on
 * the right (Create, Refresh, Export), then the tab's content.
 */
export function AdminTab({
	id,
	title,
	description,
	descriptionLive,
	action,
	children,
}: {
	/** The heading's id, e.g. "reviews-title". */
	id: string
	title: ReactNode
	description: ReactNode
	/** Announce changes of the description (e.g. a search's result count). */
	descriptionLive?: boolean
	action?: ReactNode
	children: ReactNode
}) {
	return (
		<section aria-labelledby={id} className="grid gap-5">
			<div className="flex flex-wrap items-end justify-between gap-3">
				<div>
					<h2 id={id} className="text-xl font-bold">
						{title}
					</h2>
					<p className="text-sm text-muted-foreground" aria-live={descriptionLive ? 'polite' : undefined}>
						{description}
					</p>
				</div>
				{action}
			</div>
			{children}
		</section>
	)
}
