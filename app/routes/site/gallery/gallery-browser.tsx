import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { Link } from 'react-router'

import { EmptyState } from '#app/components/site/empty-state.tsx'
import { FilterLinks, type FilterOption } from '#app/components/site/filter-links.tsx'
import { LoadingOverlay, useIsLoading } from '#app/components/site/loading-overlay.tsx'
import { Pagination } from '#app/components/site/pagination.tsx'
import { ResponsivePicture } from '#app/components/site/responsive-picture.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#app/components/ui/dialog.tsx'
import { ChevronLeft, ChevronRight } from '#app/components/ui/icon.tsx'
import type { galleryCopy } from '#app/routes/site/gallery/copy.ts'
import { cn } from '#app/utils/cn.ts'
import { pageHref } from '#app/utils/paging.ts'

import {
	galleryItemAlt,
	largeImageHref,
	largeImageSizes,
	largeImageWidths,
	thumbnailSizes,
	thumbnailWidths,
	wrapIndex,
	type GalleryItem,
} from '../../../components/site/gallery-model.ts'

type Copy = typeof galleryCopy

/** Images resist copying: no context menu, no dragging, no selection. */
const preventContextMenu = (event: MouseEvent) => event.preventDefault()

/** Thumbnails eager for the first row of the widest grid (4 columns), lazy after that. */
const EAGER_THUMBNAILS = 4

/**
 * Category chips, one page of the project grid, the page links and the
 * large-image dialog. Each item links to a large variant of its image, so
 * without JavaScript it still opens large; with JavaScript the click opens the
 * dialog instead. The grid has one click handler, not one per item.
 */
export function GalleryBrowser({
	copy,
	items,
	filters,
	activeCategory,
	page,
	pageCount,
}: {
	copy: Copy
	items: readonly GalleryItem[]
	/** All, then the categories. */
	filters: readonly FilterOption[]
	activeCategory: string | null
	page: number
	pageCount: number
}) {
	const loading = useIsLoading('/gallery')
	const [openIndex, setOpenIndex] = useState<number | null>(null)
	// Items open the dialog only once JavaScript runs; before that they are plain links to the image.
	const [interactive, setInteractive] = useState(false)
	useEffect(() => setInteractive(true), [])
	const lastOpened = useRef(0)
	const grid = useRef<HTMLUListElement>(null)

	const open = (index: number) => {
		lastOpened.current = index
		setOpenIndex(index)
	}

	const onGridClick = (event: MouseEvent<HTMLUListElement>) => {
		if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
		const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-index]')
		if (!link) return
		event.preventDefault()
		open(Number(link.dataset.index))
	}

	return (
		<>
			<FilterLinks label={copy.filterLabel} basePath="/gallery" param="category" options={filters} active={activeCategory ?? 'all'} />

			<section aria-labelledby="gallery-projects" className="relative mt-8" aria-busy={loading}>
				<h2 id="gallery-projects" className="sr-only">
					{activeCategory ? `${copy.gridLabel}: ${activeCategory}` : copy.gridLabel}
				</h2>
				<LoadingOverlay label={copy.loading} active={loading} />

				{items.length === 0 ? (
					<EmptyState heading={copy.empty.heading} text={copy.empty.text}>
						<Button asChild variant="cta">
							<Link to={copy.closing.primary.to}>{copy.closing.primary.label}</Link>
						</Button>
					</EmptyState>
				) : (
					<ul
						ref={grid}
						className={cn('grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4', loading && 'opacity-60')}
						onContextMenu={preventContextMenu}
						onClick={onGridClick}
					>
						{items.map((item, index) => (
							<li key={item.id}>
								<figure className="group h-full">
									<a
										href={largeImageHref(item.image)}
										data-index={index}
										aria-haspopup={interactive ? 'dialog' : undefined}
										className="block overflow-hidden rounded-lg bg-muted select-none"
									>
										<span className="sr-only">{copy.openImage} </span>
										<ResponsivePicture
											url={item.image}
											alt={galleryItemAlt(item)}
											widths={thumbnailWidths}
											fallbackWidth={640}
											sizes={thumbnailSizes}
											width={640}
											height={480}
											loading={index < EAGER_THUMBNAILS ? 'eager' : 'lazy'}
											className="aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-105"
										/>
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

			<Pagination page={page} pageCount={pageCount} href={(number) => pageHref('/gallery', number, { category: activeCategory })} />

			<GalleryDialog
				copy={copy.dialog}
				items={items}
				index={openIndex}
				onIndexChange={open}
				onClose={() => setOpenIndex(null)}
				onClosed={() => grid.current?.querySelector<HTMLAnchorElement>(`a[data-index="${lastOpened.current}"]`)?.focus()}
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

	return (
		<Dialog open={item !== undefined} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
			{item ? (
				<DialogContent
					closeLabel={copy.close}
					onKeyDown={onKeyDown}
					// Close first: the way out is the first thing a keyboard reaches.
					onOpenAutoFocus={(event) => {
						event.preventDefault()
						;(event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>('[data-slot="dialog-close"]')?.focus()
					}}
					onCloseAutoFocus={(event) => {
						event.preventDefault()
						onClosed()
					}}
					className="max-w-5xl gap-0 overflow-hidden p-0"
				>
					<div className="relative bg-slate-950" onContextMenu={preventContextMenu}>
						{/* The grid's thumbnail (already loaded), blurred, until the large picture covers it. */}
						<div aria-hidden className="absolute inset-0 overflow-hidden">
							<ResponsivePicture
								key={`${item.id}-preview`}
								url={item.image}
								alt=""
								widths={thumbnailWidths}
								fallbackWidth={640}
								sizes={thumbnailSizes}
								width={640}
								height={480}
								className="size-full scale-105 object-contain blur-md"
							/>
						</div>
						<ResponsivePicture
							key={item.id}
							url={item.image}
							alt={galleryItemAlt(item)}
							widths={largeImageWidths}
							fallbackWidth={1280}
							sizes={largeImageSizes}
							width={1600}
							height={1200}
							className="relative aspect-[4/3] max-h-[70dvh] w-full object-contain"
						/>
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
