import { Link } from 'react-router'

import { cn } from '#app/utils/cn.ts'

/** The configured logo image at a given height, or the business name as a text logo. */
export function Logo({
	businessName,
	logoUrl,
	height,
	className,
	inverse = false,
}: {
	businessName: string
	logoUrl: string | null
	height: number
	className?: string
	inverse?: boolean
}) {
	return (
		<Link to="/" className={cn('inline-flex min-h-11 shrink-0 items-center', className)} aria-label={`${businessName} – home`}>
			{logoUrl ? (
				<img src={logoUrl} alt="" style={{ height }} className="w-auto max-w-[240px] object-contain" decoding="async" />
			) : (
				<span
					className={cn('leading-none font-extrabold tracking-tight', inverse ? 'text-white' : 'text-primary')}
					style={{ fontSize: Math.max(16, Math.round(height * 0.62)) }}
				>
					{businessName}
				</span>
			)}
		</Link>
	)
}
