import { Link } from 'react-router'

import { logoImage } from '#app/domain/settings/public-settings.ts'
import { cn } from '#app/utils/cn.ts'

/**
 * The uploaded logo at `height` (its stored sizes at 1x and 2x where it has
 * them), or the business name as the built-in text logo. The height is set as
 * an attribute and in CSS, so the header keeps its height while it loads.
 */
export function LogoMark({
	businessName,
	logoUrl,
	height,
	inverse = false,
	alt = '',
	className,
}: {
	businessName: string
	logoUrl: string | null
	height: number
	inverse?: boolean
	alt?: string
	className?: string
}) {
	const image = logoUrl ? logoImage(logoUrl, height) : null
	if (!image) {
		return (
			<span
				className={cn('leading-none font-extrabold tracking-tight', inverse ? 'text-white' : 'text-primary', className)}
				// Never wider than a phone allows: at 320 px the name wraps rather than pushing the menu off screen.
				style={{ fontSize: `min(${Math.max(16, Math.round(height * 0.62))}px, 7vw)` }}
			>
				{businessName}
			</span>
		)
	}
	const img = (
		<img
			src={image.src}
			srcSet={image.srcSet ?? undefined}
			alt={alt}
			height={height}
			style={{ height }}
			className={cn('block w-auto max-w-[min(240px,60vw)] object-contain', className)}
			decoding="async"
		/>
	)
	if (!image.webpSrcSet) return img
	return (
		<picture className="contents">
			<source type="image/webp" srcSet={image.webpSrcSet} />
			{img}
		</picture>
	)
}

/** The logo linking home: the uploaded one at the given height, or the business name. */
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
		<Link to="/" className={cn('inline-flex min-h-11 min-w-0 items-center', className)} aria-label={`${businessName} – home`}>
			<LogoMark businessName={businessName} logoUrl={logoUrl} height={height} inverse={inverse} />
		</Link>
	)
}
