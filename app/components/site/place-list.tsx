import { MapPin } from '#app/components/ui/icon.tsx'
import { cn } from '#app/utils/cn.ts'

/** Places with their postcodes as a grid of small chips (coverage lists). */
export function PlaceList({
	places,
	label,
	className,
}: {
	places: readonly { name: string; postcode: string }[]
	label: string
	/** The grid's columns and spacing. */
	className?: string
}) {
	return (
		<ul className={cn('grid gap-2', className)} aria-label={label}>
			{places.map((place) => (
				<li
					key={`${place.name}-${place.postcode}`}
					className="flex items-center gap-2 rounded-md border border-border bg-background px-3 py-2.5 text-sm"
				>
					<MapPin aria-hidden className="size-4 shrink-0 text-primary" />
					<span>
						{place.name} <span className="font-semibold text-muted-foreground">{place.postcode}</span>
					</span>
				</li>
			))}
		</ul>
	)
}
