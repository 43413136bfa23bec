import type { ReactNode } from 'react'

import type { IconComponent } from '#app/components/ui/icon.tsx'

/** A dashed box saying there is nothing to show yet, with an optional next step. */
export function EmptyState({
	icon: Icon,
	heading,
	text,
	children,
}: {
	icon?: IconComponent
	heading: string
	text: string
	children?: ReactNode
}) {
	return (
		<div className="rounded-lg border border-dashed border-border bg-muted px-6 py-12 text-center">
			{Icon ? <Icon aria-hidden className="mx-auto mb-3 size-8 text-muted-foreground" /> : null}
			<p className="text-lg font-semibold">{heading}</p>
			<p className="mx-auto mt-2 max-w-xl text-muted-foreground">{text}</p>
			{children ? <div className="mt-6">{children}</div> : null}
		</div>
	)
}
