import type { MetaDescriptor } from 'react-router'

import type { PageSeoOverride } from '#app/domain/seo/page-seo.ts'
import { siteOf, type PublicSettings } from '#app/domain/settings/public-settings.ts'

import type { RootLoaderData } from './root-data.ts'
import { buildMeta, withOverride, type PageSeo, type SiteContext } from './seo.ts'

type MetaArgsLike = {
	matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>
	location: { pathname: string }
}

/** The public layout's route id: its loader reads the owner's search settings of the requested path. */
export const SITE_LAYOUT_ID = 'routes/site/layout'

/** The site's address and the business's identity, from the root loader's data (defaults when it is missing). */
export function siteFromMatches(args: Pick<MetaArgsLike, 'matches'>): SiteContext & { business: PublicSettings } {
	const root = args.matches.find((match) => match?.id === 'root')?.loaderData as RootLoaderData | undefined
	return siteOf(root)
}

/** The owner's override of this page's search settings, as the site layout's loader read it (null: none, or not read). */
export function pageSeoFromMatches(args: Pick<MetaArgsLike, 'matches'>): PageSeoOverride | null {
	const layout = args.matches.find((match) => match?.id === SITE_LAYOUT_ID)?.loaderData as { pageSeo?: PageSeoOverride | null } | undefined
	return layout?.pageSeo ?? null
}

/**
 * A route's `meta`: the page's SEO (its defaults, with the owner's override
 * of the current path, decision 0045) plus the site-wide parts, using the
 * root loader's settings.
 */
export function pageMeta(args: MetaArgsLike, page: PageSeo): MetaDescriptor[] {
	const path = args.location.pathname
	return buildMeta(siteFromMatches(args), withOverride(page, path, pageSeoFromMatches(args)), path)
}
