import type { ReactNode } from 'react'

import { cn } from '#app/utils/cn.ts'

export type StatTile = { label: string; value: ReactNode }

/**
 * Figures as a description list of tiles, the value large above its label
 * (company claims, response times, call-out prices). `className` sets the grid.
 */
export function StatTiles({
	items,
	className,
	tone = 'card',
	valueClassName,
}: {
	items: readonly StatTile[]
	className?: string
	/** `card` on a muted band, `muted` on the page background. */
	tone?: 'card' | 'muted'
	valueClassName?: string
}) {
	return (
		<dl className={cn('grid gap-4', className)}>
			{items.map((item) => (
				<div
					key={item.label}
					className={cn(
						'flex flex-col-reverse items-center rounded-lg border border-border p-6 text-center',
						tone === 'muted' ? 'bg-muted' : 'bg-background shadow-sm',
					)}
				>
					<dt className="mt-1 text-sm font-semibold text-muted-foreground">{item.label}</dt>
					<dd className={cn('text-3xl font-bold text-primary sm:text-4xl', valueClassName)}>{item.value}</dd>
				</div>
			))}
		</dl>
	)
}
