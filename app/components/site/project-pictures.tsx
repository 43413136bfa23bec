import { ResponsivePicture } from '#app/components/site/responsive-picture.tsx'
import { projectCardPicture } from '#app/domain/media/picture-presets.ts'
import { galleryItemAlt, type GalleryItem } from '#app/domain/project/gallery.ts'
import { cn } from '#app/utils/cn.ts'

const cardSizes = '(min-width: 1200px) 380px, (min-width: 640px) 50vw, 100vw'

/**
 * One gallery picture as a captioned card. It sits below the fold wherever it
 * is used, so it loads lazily; it has its intrinsic size, so nothing moves
 * when it arrives.
 */
export function ProjectPicture({ item, sizes = cardSizes, className }: { item: GalleryItem; sizes?: string; className?: string }) {
	return (
		<figure className={cn('h-full overflow-hidden rounded-lg border border-border bg-background shadow-sm', className)}>
			<ResponsivePicture
				url={item.image}
				alt={galleryItemAlt(item)}
				{...projectCardPicture}
				sizes={sizes}
				width={640}
				height={400}
				loading="lazy"
				className="aspect-[16/10] w-full bg-muted object-cover"
			/>
			<figcaption className="p-4">
				<span className="block font-semibold">{item.title}</span>
				{item.location ? <span className="block text-sm text-muted-foreground">{item.location}</span> : null}
			</figcaption>
		</figure>
	)
}

/** Gallery pictures as cards, three to a row on a wide screen. */
export function ProjectPictures({ items, className }: { items: readonly GalleryItem[]; className?: string }) {
	return (
		<ul className={cn('grid gap-5 sm:grid-cols-2 lg:grid-cols-3', className)}>
			{items.map((item) => (
				<li key={item.id}>
					<ProjectPicture item={item} />
				</li>
			))}
		</ul>
	)
}
