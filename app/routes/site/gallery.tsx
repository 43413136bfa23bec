import { galleryCategories, listPublishedProjects } from '#app/.server/data/projects.ts'
import { GalleryBrowser } from '#app/components/site/gallery/gallery-browser.tsx'
import { itemsInCategory, resolveCategory, toGalleryItems, type GalleryItem } from '#app/components/site/gallery/gallery-model.ts'
import { GalleryClosing, GalleryStats } from '#app/components/site/gallery/gallery-sections.tsx'
import { galleryCopy, gallerySeo, galleryStats } from '#app/content/gallery.ts'
import { pageMeta } from '#app/utils/route-meta.ts'
import type { Route } from './+types/gallery.ts'

/**
 * Published projects, newest first, filtered by `?category=` (absent or unknown: all).
 * A database failure is logged and the page renders with an empty grid (spec §8).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	let items: GalleryItem[] = []
	try {
		items = toGalleryItems(await listPublishedProjects())
	} catch (error) {
		context.log.error({ err: error }, 'Could not load the gallery projects; showing an empty gallery')
	}
	const categories = galleryCategories(items.map((item) => ({ galleryCategory: item.category })))
	const activeCategory = resolveCategory(categories, new URL(request.url).searchParams.get('category'))
	return { items: itemsInCategory(items, activeCategory), categories, activeCategory }
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { ...gallerySeo, path: '/gallery' })

export default function Gallery({ loaderData }: Route.ComponentProps) {
	return (
		<>
			<section aria-labelledby="gallery-heading" className="container-page py-12 sm:py-16">
				<div className="max-w-3xl">
					<h1 id="gallery-heading" className="text-4xl font-bold tracking-tight sm:text-5xl">
						{galleryCopy.heading}
					</h1>
					<p className="mt-4 text-lg text-muted-foreground">{galleryCopy.intro}</p>
				</div>
				<div className="mt-8">
					<GalleryBrowser
						copy={galleryCopy}
						items={loaderData.items}
						categories={loaderData.categories}
						activeCategory={loaderData.activeCategory}
					/>
				</div>
			</section>
			<GalleryStats copy={galleryCopy.stats} stats={galleryStats} />
			<GalleryClosing copy={galleryCopy.closing} />
		</>
	)
}
