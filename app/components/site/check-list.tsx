import { CircleCheck } from '#app/components/ui/icon.tsx'
import { cn } from '#app/utils/cn.ts'

/** A list with a green tick before each item (features, guarantees, selling points). */
export function CheckList({
	items,
	size = 'md',
	className,
	itemClassName,
}: {
	items: readonly string[]
	/** `sm` for small print beside other text. */
	size?: 'sm' | 'md'
	className?: string
	itemClassName?: string
}) {
	return (
		<ul className={cn('grid', size === 'sm' ? 'gap-1.5 text-sm' : 'gap-3', className)}>
			{items.map((item) => (
				<li key={item} className={cn('flex items-start gap-2', itemClassName)}>
					<CircleCheck aria-hidden className={cn('mt-0.5 shrink-0 text-success', size === 'sm' ? 'size-4' : 'size-5')} />
					<span>{item}</span>
				</li>
			))}
		</ul>
	)
}
