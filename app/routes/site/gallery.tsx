import { galleryCategories, listPublishedProjects } from '#app/.server/data/projects.ts'
import { CallToAction } from '#app/components/site/call-to-action.tsx'
import { resolveFilter } from '#app/components/site/filter-links.tsx'
import { categoryFilters, itemsInCategory, toGalleryItems, type GalleryItem } from '#app/components/site/gallery-model.ts'
import { PageIntro } from '#app/components/site/page-hero.tsx'
import { companyStats } from '#app/content/business.ts'
import { galleryCopy, gallerySeo } from '#app/routes/site/gallery/copy.ts'
import { GalleryBrowser } from '#app/routes/site/gallery/gallery-browser.tsx'
import { GalleryStats } from '#app/routes/site/gallery/sections.tsx'
import { pageMeta } from '#app/utils/route-meta.ts'

import type { Route } from './+types/gallery.ts'

/**
 * Published projects, newest first, filtered by `?category=` (absent or unknown: all).
 * A database failure is logged and the page renders with an empty grid.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	let items: GalleryItem[] = []
	try {
		items = toGalleryItems(await listPublishedProjects())
	} catch (error) {
		context.log.error({ err: error }, 'Could not load the gallery projects; showing an empty gallery')
	}
	const filters = categoryFilters(galleryCategories(items.map((item) => ({ galleryCategory: item.category }))), galleryCopy.allLabel)
	const active = resolveFilter(filters, new URL(request.url).searchParams.get('category'))
	const activeCategory = active.value === 'all' ? null : active.value
	return { items: itemsInCategory(items, activeCategory), filters, activeCategory }
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { ...gallerySeo, path: '/gallery' })

export default function Gallery({ loaderData }: Route.ComponentProps) {
	return (
		<>
			<PageIntro id="gallery-heading" title={galleryCopy.heading} intro={galleryCopy.intro}>
				<div className="mt-8">
					<GalleryBrowser
						copy={galleryCopy}
						items={loaderData.items}
						filters={loaderData.filters}
						activeCategory={loaderData.activeCategory}
					/>
				</div>
			</PageIntro>
			<GalleryStats copy={galleryCopy.stats} stats={companyStats} />
			<CallToAction id="gallery-closing" {...galleryCopy.closing} />
		</>
	)
}
