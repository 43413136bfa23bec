import { areaPages } from '#app/content/areas.ts'
import { privacySeo, termsSeo } from '#app/content/legal.ts'
import { blogSeo, caseStudiesSeo } from '#app/content/pages.ts'
import { serviceAreasSeo } from '#app/content/service-areas.ts'
import { servicesSeo } from '#app/content/services-page.ts'
import { defaultNoindexPaths, serviceSeoDefaults, type PageSeoOverride } from '#app/domain/seo/page-seo.ts'
import { aboutSeo } from '#app/routes/site/about/copy.ts'
import { contactSeo } from '#app/routes/site/contact/copy.ts'
import { emergencySeo } from '#app/routes/site/emergency/copy.ts'
import { gallerySeo } from '#app/routes/site/gallery/copy.ts'
import { homeSeo } from '#app/routes/site/home/copy.ts'
import { localSeoSeo } from '#app/routes/site/local-seo/copy.ts'
import { reviewsSeo } from '#app/routes/site/reviews/copy.ts'

/**
 * The public pages whose search settings the owner may change (decision
 * 0045): the fixed pages, each service's page and each area's. Articles and
 * case studies have their own SEO fields in their editors (issue 22).
 */
export type FixedPage = {
	path: string
	label: string
	group: 'Pages' | 'Services' | 'Areas'
	/** The page's defaults from the code (what a reset goes back to). */
	defaults: { title: string; description: string; noindex: boolean }
}

const page = (path: string, label: string, seo: { title: string; description: string }): FixedPage => ({
	path,
	label,
	group: 'Pages',
	defaults: { title: seo.title, description: seo.description, noindex: defaultNoindexPaths.has(path) },
})

const staticPages: readonly FixedPage[] = [
	page('/', 'Home', homeSeo),
	page('/services', 'Services', servicesSeo),
	page('/emergency', 'Emergency', emergencySeo),
	page('/gallery', 'Gallery', gallerySeo),
	page('/reviews', 'Reviews', reviewsSeo),
	page('/about', 'About', aboutSeo),
	page('/contact', 'Contact', contactSeo),
	page('/service-areas', 'Service areas', serviceAreasSeo),
	page('/case-studies', 'Case studies', caseStudiesSeo),
	page('/blog', 'Blog', blogSeo),
	page('/privacy', 'Privacy policy', privacySeo),
	page('/terms', 'Terms of service', termsSeo),
	page('/local-seo', 'Local SEO dashboard', localSeoSeo),
]

/** Every page the tab lists: the fixed ones, then the services (as the table has them), then the areas. */
export function fixedPages(services: ReadonlyArray<{ slug: string; name: string; summary: string | null }>): FixedPage[] {
	return [
		...staticPages,
		...services.map((service) => ({
			path: `/services/${service.slug}`,
			label: service.name,
			group: 'Services' as const,
			defaults: { ...serviceSeoDefaults(service), noindex: false },
		})),
		...areaPages.map((area) => ({
			path: area.path,
			label: area.name,
			group: 'Areas' as const,
			defaults: { title: area.seo.title, description: area.seo.description, noindex: false },
		})),
	]
}

/** What the owner's form stores: a field equal to the default is kept empty, so it follows the default when that changes. */
export function overrideToStore(page: FixedPage, form: Omit<PageSeoOverride, 'path'>): PageSeoOverride | null {
	const title = form.title === page.defaults.title ? null : form.title
	const description = form.description === page.defaults.description ? null : form.description
	if (!title && !description && !form.socialImage && form.noindex === page.defaults.noindex) return null
	return { path: page.path, title, description, socialImage: form.socialImage, noindex: form.noindex }
}
