import { ChevronLeft, ChevronRight, LoaderCircle } from 'lucide-react'
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { Link, useNavigation } from 'react-router'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#app/components/ui/dialog.tsx'
import type { galleryCopy } from '#app/content/gallery.ts'
import { cn } from '#app/utils/cn.ts'
import { FilterLinks } from '#app/components/site/filter-links.tsx'
import {
	largeImageHref,
	largeImageSizes,
	largeImageWidths,
	pictureSources,
	thumbnailSizes,
	thumbnailWidths,
	wrapIndex,
	type GalleryItem,
} from './gallery-model.ts'

type Copy = typeof galleryCopy

/** Images resist copying: no context menu, no dragging, no selection. */
const preventContextMenu = (event: MouseEvent) => event.preventDefault()

const altText = (item: GalleryItem) => (item.location ? `${item.title}, ${item.location}` : item.title)

/** Thumbnails eager for the first row of the widest grid (4 columns), lazy after that. */
const EAGER_THUMBNAILS = 4

export function CategoryChips({
	copy,
	categories,
	active,
}: {
	copy: Pick<Copy, 'filterLabel' | 'allLabel'>
	categories: readonly string[]
	active: string | null
}) {
	const options = [{ value: 'all', label: copy.allLabel }, ...categories.map((category) => ({ value: category, label: category }))]
	return <FilterLinks label={copy.filterLabel} basePath="/gallery" param="category" options={options} active={active ?? 'all'} />
}

function Thumbnail({ item, eager }: { item: GalleryItem; eager: boolean }) {
	const sources = pictureSources(item.image, thumbnailWidths, 640)
	return (
		<picture>
			{sources.avif ? <source type="image/avif" srcSet={sources.avif} sizes={thumbnailSizes} /> : null}
			{sources.webp ? <source type="image/webp" srcSet={sources.webp} sizes={thumbnailSizes} /> : null}
			<img
				src={sources.src}
				alt={altText(item)}
				width={640}
				height={480}
				loading={eager ? 'eager' : 'lazy'}
				decoding="async"
				draggable={false}
				className="aspect-[4/3] w-full object-cover transition-transform duration-300 select-none group-hover:scale-105"
			/>
		</picture>
	)
}

/**
 * Category chips, the project grid and the large-image dialog. Each item links
 * to a large variant of its image, so without JavaScript it still opens large;
 * with JavaScript the click opens the dialog instead.
 */
export function GalleryBrowser({
	copy,
	items,
	categories,
	activeCategory,
}: {
	copy: Copy
	items: readonly GalleryItem[]
	categories: readonly string[]
	activeCategory: string | null
}) {
	const navigation = useNavigation()
	const loading = navigation.state === 'loading' && navigation.location.pathname === '/gallery'
	const [openIndex, setOpenIndex] = useState<number | null>(null)
	// Items open the dialog only once JavaScript runs; before that they are plain links to the image.
	const [interactive, setInteractive] = useState(false)
	useEffect(() => setInteractive(true), [])
	const lastOpened = useRef(0)
	const links = useRef<(HTMLAnchorElement | null)[]>([])

	const open = (index: number) => {
		lastOpened.current = index
		setOpenIndex(index)
	}

	const onItemClick = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
		if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
		event.preventDefault()
		open(index)
	}

	return (
		<>
			<CategoryChips copy={copy} categories={categories} active={activeCategory} />

			<section aria-labelledby="gallery-projects" className="relative mt-8" aria-busy={loading}>
				<h2 id="gallery-projects" className="sr-only">
					{activeCategory ? `${copy.gridLabel}: ${activeCategory}` : copy.gridLabel}
				</h2>
				<div role="status" className="pointer-events-none absolute inset-x-0 top-0 z-10 flex justify-center">
					{loading ? (
						<span className="mt-6 inline-flex items-center gap-2 rounded-full bg-background px-4 py-2 text-sm font-semibold shadow-md">
							<LoaderCircle aria-hidden className="size-4 animate-spin" />
							{copy.loading}
						</span>
					) : null}
				</div>

				{items.length === 0 ? (
					<div className="rounded-lg border border-dashed border-border bg-muted px-6 py-12 text-center">
						<p className="text-lg font-semibold">{copy.empty.heading}</p>
						<p className="mx-auto mt-2 max-w-xl text-muted-foreground">{copy.empty.text}</p>
						<p className="mt-6">
							<Button asChild variant="cta">
								<Link to="/contact">{copy.closing.primary}</Link>
							</Button>
						</p>
					</div>
				) : (
					<ul
						className={cn('grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4', loading && 'opacity-60')}
						onContextMenu={preventContextMenu}
					>
						{items.map((item, index) => (
							<li key={item.id}>
								<figure className="group h-full">
									<a
										ref={(element) => {
											links.current[index] = element
										}}
										href={largeImageHref(item.image)}
										aria-haspopup={interactive ? 'dialog' : undefined}
										onClick={(event) => onItemClick(event, index)}
										className="block overflow-hidden rounded-lg bg-muted select-none"
									>
										<span className="sr-only">{copy.openImage} </span>
										<Thumbnail item={item} eager={index < EAGER_THUMBNAILS} />
									</a>
									<figcaption className="mt-2 flex flex-col items-start gap-1">
										<span className="leading-snug font-semibold">{item.title}</span>
										{item.location ? <span className="text-sm text-muted-foreground">{item.location}</span> : null}
										{item.category ? <Badge variant="secondary">{item.category}</Badge> : null}
									</figcaption>
								</figure>
							</li>
						))}
					</ul>
				)}
			</section>

			<GalleryDialog
				copy={copy.dialog}
				items={items}
				index={openIndex}
				onIndexChange={open}
				onClose={() => setOpenIndex(null)}
				onClosed={() => links.current[lastOpened.current]?.focus()}
			/>
		</>
	)
}

function GalleryDialog({
	copy,
	items,
	index,
	onIndexChange,
	onClose,
	onClosed,
}: {
	copy: Copy['dialog']
	items: readonly GalleryItem[]
	index: number | null
	onIndexChange: (index: number) => void
	onClose: () => void
	onClosed: () => void
}) {
	const item = index === null ? undefined : items[index]
	const current = index ?? 0
	const several = items.length > 1
	const move = (step: number) => onIndexChange(wrapIndex(current, step, items.length))

	const onKeyDown = (event: KeyboardEvent) => {
		if (!several) return
		if (event.key === 'ArrowLeft') {
			event.preventDefault()
			move(-1)
		} else if (event.key === 'ArrowRight') {
			event.preventDefault()
			move(1)
		}
	}

	const details = item ? [item.location, item.category, item.serviceName].filter((part): part is string => Boolean(part)) : []
	const sources = item ? pictureSources(item.image, largeImageWidths, 1280) : null

	return (
		<Dialog open={item !== undefined} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
			{item && sources ? (
				<DialogContent
					closeLabel={copy.close}
					onKeyDown={onKeyDown}
					onCloseAutoFocus={(event) => {
						event.preventDefault()
						onClosed()
					}}
					className="max-w-5xl gap-0 overflow-hidden p-0"
				>
					<div className="relative bg-slate-950" onContextMenu={preventContextMenu}>
						<picture key={item.id}>
							{sources.avif ? <source type="image/avif" srcSet={sources.avif} sizes={largeImageSizes} /> : null}
							{sources.webp ? <source type="image/webp" srcSet={sources.webp} sizes={largeImageSizes} /> : null}
							<img
								src={sources.src}
								alt={altText(item)}
								width={1600}
								height={1200}
								decoding="async"
								draggable={false}
								className="aspect-[4/3] max-h-[70dvh] w-full object-contain select-none"
							/>
						</picture>
						{several ? (
							<>
								<button
									type="button"
									onClick={() => move(-1)}
									aria-label={copy.previous}
									className="absolute top-1/2 left-2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-background/90 text-foreground shadow-md transition-colors hover:bg-background"
								>
									<ChevronLeft aria-hidden className="size-6" />
								</button>
								<button
									type="button"
									onClick={() => move(1)}
									aria-label={copy.next}
									className="absolute top-1/2 right-2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-background/90 text-foreground shadow-md transition-colors hover:bg-background"
								>
									<ChevronRight aria-hidden className="size-6" />
								</button>
							</>
						) : null}
					</div>
					<div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-1 p-5">
						<div>
							<DialogTitle>{item.title}</DialogTitle>
							<DialogDescription>{details.join(' · ')}</DialogDescription>
						</div>
						<p className="text-sm text-muted-foreground" aria-live="polite">
							{copy.position(current, items.length)}
							{several ? <span className="sr-only">. {copy.keyboardHint}</span> : null}
						</p>
					</div>
				</DialogContent>
			) : null}
		</Dialog>
	)
}
