import { Link } from 'react-router'

import { ClientScript } from '#app/client/client-script.tsx'
import { busyContentClass, BusyStatus } from '#app/client/swap-markup.tsx'
import { EmptyState } from '#app/components/site/empty-state.tsx'
import { FilterLinks, type FilterOption } from '#app/components/site/filter-links.tsx'
import { Pagination } from '#app/components/site/pagination.tsx'
import { ResponsivePicture } from '#app/components/site/responsive-picture.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { ChevronLeft, ChevronRight, X } from '#app/components/ui/icon.tsx'
import { largePicture, thumbnailPicture } from '#app/domain/media/picture-presets.ts'
import { galleryItemAlt, galleryItemDetails, largeImageHref, type GalleryItem } from '#app/domain/project/gallery.ts'
import type { galleryCopy } from '#app/routes/site/gallery/copy.ts'
import { cn } from '#app/utils/cn.ts'
import { pageHref } from '#app/utils/paging.ts'

type Copy = typeof galleryCopy

/** Thumbnails eager for the first row of the widest grid (4 columns), lazy after that. */
const EAGER_THUMBNAILS = 4

/** Previous (-1) or Next (1), over the picture's edge; hidden by the script when there is one picture. */
function MoveButton({ step, label }: { step: -1 | 1; label: string }) {
	const Chevron = step < 0 ? ChevronLeft : ChevronRight
	return (
		<button
			type="button"
			data-gallery-move={step}
			data-gallery-several
			aria-label={label}
			className={cn(
				'absolute top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-background/90 text-foreground shadow-md transition-colors hover:bg-background',
				step < 0 ? 'left-2' : 'right-2',
			)}
		>
			<Chevron aria-hidden className="size-6" />
		</button>
	)
}

/** The swap region of the chips, the grid and the page links (decision 0020). */
const gridRegion = 'gallery-grid'

/**
 * Category chips, one page of the project grid, the page links and the
 * large-image dialog, rendered on the server only. Each card links to a large
 * variant of its picture, so without JavaScript it still opens large. With
 * it, the chips, the grid and the page links are one region the swap
 * controller replaces in place, and app/client/gallery.js, inlined below,
 * opens the dialog instead: each card carries what the dialog shows of it
 * (data attributes and a <template> of the large picture).
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
	return (
		<div data-gallery>
			{/* scroll-mt: a new page of the grid is scrolled to below the sticky header. */}
			<div id={gridRegion} data-swap-region className="scroll-mt-28">
				<FilterLinks
					label={copy.filterLabel}
					basePath="/gallery"
					param="category"
					options={filters}
					active={activeCategory ?? 'all'}
					swap={gridRegion}
				/>

				{/* Busy while the next grid loads (the chips stay as they are), with the loading text over it. */}
				<section aria-labelledby="gallery-projects" data-swap-busy className="group/swap relative mt-8">
					<h2 id="gallery-projects" className="sr-only">
						{activeCategory ? `${copy.gridLabel}: ${activeCategory}` : copy.gridLabel}
					</h2>
					<BusyStatus label={copy.loading} />

					<div className={busyContentClass}>
						{items.length === 0 ? (
							<EmptyState heading={copy.empty.heading} text={copy.empty.text}>
								<Button asChild variant="cta">
									<Link to={copy.closing.primary.to}>{copy.closing.primary.label}</Link>
								</Button>
							</EmptyState>
						) : (
							<ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
								{items.map((item, index) => (
									<GalleryCard key={item.id} copy={copy} item={item} index={index} total={items.length} />
								))}
							</ul>
						)}
					</div>
				</section>

				<div data-swap={gridRegion}>
					<Pagination page={page} pageCount={pageCount} href={(number) => pageHref('/gallery', number, { category: activeCategory })} />
				</div>
			</div>

			<GalleryDialog copy={copy.dialog} />
			<ClientScript name="gallery" />
		</div>
	)
}

function GalleryCard({ copy, item, index, total }: { copy: Copy; item: GalleryItem; index: number; total: number }) {
	return (
		<li>
			<figure className="group h-full">
				<a
					href={largeImageHref(item.image) ?? undefined}
					data-gallery-item
					data-title={item.title}
					data-details={galleryItemDetails(item)}
					data-position={copy.dialog.position(index, total)}
					className="block overflow-hidden rounded-lg bg-muted select-none"
				>
					<span className="sr-only">{copy.openImage} </span>
					<ResponsivePicture
						url={item.image}
						alt={galleryItemAlt(item)}
						{...thumbnailPicture}
						loading={index < EAGER_THUMBNAILS ? 'eager' : 'lazy'}
						className="aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-105"
					/>
				</a>
				{/* The dialog's picture of this card: inert (nothing loads) until the dialog shows it. */}
				<template>
					<ResponsivePicture url={item.image} alt={galleryItemAlt(item)} {...largePicture} className="size-full object-contain" />
				</template>
				<figcaption className="mt-2 flex flex-col items-start gap-1">
					<span className="leading-snug font-semibold">{item.title}</span>
					{item.location ? <span className="text-sm text-muted-foreground">{item.location}</span> : null}
					{item.category ? <Badge variant="secondary">{item.category}</Badge> : null}
				</figcaption>
			</figure>
		</li>
	)
}

/**
 * The one large-image dialog, empty until the controller fills it from a
 * card. A native modal <dialog>: the browser keeps focus inside and closes it
 * on Escape. Close comes first, so it is where focus starts and the first
 * thing Tab reaches. The stage keeps the pictures' 4:3 box, so nothing moves
 * while the large picture loads over the blurred thumbnail. The backdrop's
 * colour is slate-950 at 80% written out: Chromium leaves a backdrop whose
 * colour uses a theme variable unpainted.
 */
function GalleryDialog({ copy }: { copy: Copy['dialog'] }) {
	return (
		<dialog
			aria-labelledby="gallery-dialog-title"
			aria-describedby="gallery-dialog-details"
			className="m-auto max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-5xl overflow-y-auto rounded-lg border border-border bg-background p-0 text-foreground shadow-lg backdrop:bg-[#020618cc]"
		>
			<button
				type="button"
				data-gallery-close
				className="absolute top-2 right-2 z-10 inline-flex size-11 items-center justify-center rounded-md bg-background/90 text-foreground transition-colors hover:bg-muted"
			>
				<X aria-hidden className="size-5" />
				<span className="sr-only">{copy.close}</span>
			</button>
			<div className="relative bg-slate-950">
				<div data-gallery-stage data-loaded="false" className="group/stage relative mx-auto aspect-[4/3] max-h-[70dvh] overflow-hidden">
					{/* The card's thumbnail (already loaded), blurred, until the large picture has loaded over it. */}
					<img
						data-gallery-preview
						alt=""
						aria-hidden
						width={640}
						height={480}
						draggable={false}
						className="absolute inset-0 size-full scale-105 object-contain blur-md transition-opacity duration-300 select-none group-data-[loaded=true]/stage:opacity-0"
					/>
					<div
						data-gallery-large
						className="relative size-full opacity-0 transition-opacity duration-300 group-data-[loaded=true]/stage:opacity-100"
					/>
				</div>
				<MoveButton step={-1} label={copy.previous} />
				<MoveButton step={1} label={copy.next} />
			</div>
			<div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-1 p-5">
				<div>
					<h2 id="gallery-dialog-title" data-gallery-title className="text-lg leading-snug font-semibold" />
					<p id="gallery-dialog-details" data-gallery-details className="text-sm text-muted-foreground" />
				</div>
				<p className="text-sm text-muted-foreground" aria-live="polite">
					<span data-gallery-position />
					<span data-gallery-several className="sr-only">
						. {copy.keyboardHint}
					</span>
				</p>
			</div>
		</dialog>
	)
}
