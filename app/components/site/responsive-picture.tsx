import { pictureSources, type MediaFormat, type MediaWidth } from '#app/domain/media/keys.ts'
import { cn } from '#app/utils/cn.ts'

/**
 * One of our /media images as a <picture>: AVIF and WebP variants at `widths`
 * and a resized fallback, never the original; an external URL is used as it
 * is. It cannot be dragged out of the page. A stored value that is no image
 * address renders nothing, never a broken page.
 */
export function ResponsivePicture({
	url,
	alt,
	widths,
	fallbackWidth,
	fallbackFormat,
	sizes,
	width,
	height,
	loading,
	fetchPriority,
	className,
}: {
	url: string
	alt: string
	widths: readonly MediaWidth[]
	fallbackWidth: MediaWidth
	fallbackFormat?: MediaFormat
	sizes: string
	/** The intrinsic size, so the page does not shift while the image loads. */
	width: number
	height: number
	loading?: 'eager' | 'lazy'
	fetchPriority?: 'high' | 'low' | 'auto'
	className?: string
}) {
	const sources = pictureSources(url, widths, fallbackWidth, fallbackFormat)
	if (!sources) return null
	return (
		<picture>
			{sources.avif ? <source type="image/avif" srcSet={sources.avif} sizes={sizes} /> : null}
			{sources.webp ? <source type="image/webp" srcSet={sources.webp} sizes={sizes} /> : null}
			<img
				src={sources.src}
				alt={alt}
				width={width}
				height={height}
				loading={loading}
				fetchPriority={fetchPriority}
				decoding="async"
				draggable={false}
				className={cn('select-none', className)}
			/>
		</picture>
	)
}
