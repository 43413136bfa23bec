import type { IconComponent } from '#app/components/ui/icon.tsx'
import { cn } from '#app/utils/cn.ts'

type FeatureItem = { title: string; description: string; icon: IconComponent }

const columnClasses = { 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' } as const

/**
 * A grid of cards, each a title and a description with an icon: either beside
 * the title (`inline`) or in a tinted badge above it (`badge`, `emergency` for
 * the red 24/7 situations).
 */
export function FeatureGrid({
	items,
	columns = 4,
	look = 'inline',
	label,
	className,
}: {
	items: readonly FeatureItem[]
	columns?: keyof typeof columnClasses
	look?: 'inline' | 'badge' | 'emergency'
	/** An accessible name for the list, when the section heading is not enough. */
	label?: string
	className?: string
}) {
	return (
		<ul className={cn('mt-10 grid gap-5', columnClasses[columns], className)} aria-label={label}>
			{items.map(({ title, description, icon: Icon }) => (
				<li key={title} className="flex flex-col rounded-lg border border-border bg-background p-6 shadow-sm">
					{look === 'inline' ? (
						<h3 className="flex items-start gap-2 font-semibold">
							<Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
							{title}
						</h3>
					) : (
						<>
							<span
								className={cn(
									'flex size-12 items-center justify-center rounded-lg',
									look === 'emergency' ? 'bg-emergency-soft text-emergency' : 'bg-primary-soft text-primary',
								)}
							>
								<Icon aria-hidden className="size-6" />
							</span>
							<h3 className="mt-4 text-lg font-semibold">{title}</h3>
						</>
					)}
					<p className="mt-2 text-sm text-muted-foreground">{description}</p>
				</li>
			))}
		</ul>
	)
}
