import type { ReactNode } from 'react'

import { cn } from '#app/utils/cn.ts'

export const linkClass = 'text-primary underline-offset-4 hover:underline'

/** One section of the overview: a card named by its heading, or a plain message when its figures could not be loaded. */
export function Panel({
	id,
	title,
	description,
	failed,
	className,
	children,
}: {
	id: string
	title: string
	description?: ReactNode
	/** The section's figures could not be loaded (the rest of the page still shows). */
	failed?: boolean
	className?: string
	children?: ReactNode
}) {
	return (
		<section
			id={id}
			aria-labelledby={`${id}-title`}
			className={cn('grid min-w-0 content-start gap-4 rounded-lg border border-border bg-background p-4 sm:p-5', className)}
		>
			<div className="grid gap-1">
				<h2 id={`${id}-title`} className="text-lg font-bold">
					{title}
				</h2>
				{description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
			</div>
			{failed ? (
				<p role="status" className="text-sm text-muted-foreground">
					These figures could not be loaded just now. Reload the page in a moment.
				</p>
			) : (
				children
			)}
		</section>
	)
}
