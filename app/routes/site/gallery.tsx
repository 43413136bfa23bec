import { data } from 'react-router'

import {
	GALLERY_PAGE_SIZE,
	getPublishedGalleryOverview,
	getPublishedProjectsPage,
	type GalleryOverview,
} from '#app/.server/data/projects.ts'
import { ClientScript } from '#app/client/client-script.tsx'
import { CallToAction } from '#app/components/site/call-to-action.tsx'
import { resolveFilter } from '#app/components/site/filter-links.tsx'
import { PageIntro } from '#app/components/site/page-hero.tsx'
import { categoryFilters, toGalleryItems, type GalleryItem } from '#app/domain/project/gallery.ts'
import { factStats } from '#app/domain/settings/business-facts.ts'
import { galleryCopy, gallerySeo } from '#app/routes/site/gallery/copy.ts'
import { GalleryBrowser } from '#app/routes/site/gallery/gallery-browser.tsx'
import { GalleryStats } from '#app/routes/site/gallery/sections.tsx'
import { sentWithoutJavaScript } from '#app/utils/hydration.ts'
import type { PageQueryHandle } from '#app/utils/page-query.ts'
import { pageCount, pageHref, pageRelLinks, parsePage } from '#app/utils/paging.ts'
import { usePublicSettings } from '#app/utils/root-data.ts'
import { pageMeta, siteFromMatches } from '#app/utils/route-meta.ts'

import type { Route } from './+types/gallery.ts'

/** The grid swaps in place through the swap controller (decision 0020); the dialog is app/client/gallery.js (decision 0021). */
export const handle = { ...sentWithoutJavaScript, query: ['page', 'category'] } satisfies PageQueryHandle

/** A gallery page's address: the category filter (if any) and the page (after the first). */
const galleryPageHref = (page: number, category: string | null) => pageHref('/gallery', page, { category })

/**
 * One page (`?page=N`) of published projects, newest first, of the category
 * `?category=` names (absent or unknown: all). The chips and the page count
 * come from one grouped count; a page past the end is the not-found page. A
 * database failure is logged and the page renders with an empty grid.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	const searchParams = new URL(request.url).searchParams
	const page = parsePage(searchParams.get('page'))
	if (page === null) throw data(null, { status: 404 })

	let overview: GalleryOverview | null = null
	try {
		overview = await getPublishedGalleryOverview()
	} catch (error) {
		context.log.error({ err: error }, 'Could not load the gallery projects; showing an empty gallery')
	}
	const filters = categoryFilters(overview?.categories.map((category) => category.name) ?? [], galleryCopy.allLabel)
	const active = resolveFilter(filters, searchParams.get('category'))
	const activeCategory = active.value === 'all' ? null : active.value
	if (!overview) return { items: [], filters, activeCategory, page: 1, pageCount: 1 }

	const total =
		activeCategory === null ? overview.total : (overview.categories.find((category) => category.name === activeCategory)?.count ?? 0)
	const pages = pageCount(total, GALLERY_PAGE_SIZE)
	if (page > pages) throw data(null, { status: 404 })
	let items: GalleryItem[] = []
	try {
		items = toGalleryItems(await getPublishedProjectsPage(page, activeCategory))
	} catch (error) {
		context.log.error({ err: error }, 'Could not load the gallery projects; showing an empty gallery')
	}
	return { items, filters, activeCategory, page, pageCount: pages }
}

export const meta: Route.MetaFunction = (args) => {
	const page = args.loaderData?.page ?? 1
	const category = args.loaderData?.activeCategory ?? null
	// A category's pages keep the whole gallery as their canonical, as the filtered views always have.
	const canonical = galleryPageHref(category ? 1 : page, null)
	return [
		...pageMeta(args, { ...gallerySeo, pageNumber: page, path: canonical }),
		...pageRelLinks(siteFromMatches(args).siteUrl, page, args.loaderData?.pageCount ?? 1, (number) => galleryPageHref(number, category)),
	]
}

export default function Gallery({ loaderData }: Route.ComponentProps) {
	const { facts } = usePublicSettings()
	return (
		<>
			<PageIntro id="gallery-heading" title={galleryCopy.heading} intro={galleryCopy.intro}>
				<div className="mt-8">
					<GalleryBrowser
						copy={galleryCopy}
						items={loaderData.items}
						filters={loaderData.filters}
						activeCategory={loaderData.activeCategory}
						page={loaderData.page}
						pageCount={loaderData.pageCount}
					/>
				</div>
			</PageIntro>
			<GalleryStats copy={galleryCopy.stats} stats={factStats(facts)} />
			<CallToAction id="gallery-closing" {...galleryCopy.closing} />
			<ClientScript name="swap" />
		</>
	)
}
