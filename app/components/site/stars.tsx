import { Star } from '#app/components/ui/icon.tsx'
import { cn } from '#app/utils/cn.ts'

/** Whole stars out of five, with the rating as text for screen readers. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
	const whole = Math.max(0, Math.min(5, Math.round(rating)))
	return (
		<span className={cn('inline-flex items-center gap-0.5', className)} role="img" aria-label={`${whole} out of 5 stars`}>
			{Array.from({ length: 5 }, (_, index) => (
				<Star
					key={index}
					aria-hidden
					className={cn('size-4', index < whole ? 'fill-amber-400 text-amber-500' : 'fill-transparent text-slate-300')}
				/>
			))}
		</span>
	)
}
