import type { MetaDescriptor } from 'react-router'

import { siteOf, type PublicSettings } from '#app/domain/settings/public-settings.ts'

import type { RootLoaderData } from './root-data.ts'
import { buildMeta, type PageSeo, type SiteContext } from './seo.ts'

type MetaArgsLike = {
	matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>
	location: { pathname: string }
}

/** The site's address and the business's identity, from the root loader's data (defaults when it is missing). */
export function siteFromMatches(args: Pick<MetaArgsLike, 'matches'>): SiteContext & { business: PublicSettings } {
	const root = args.matches.find((match) => match?.id === 'root')?.loaderData as RootLoaderData | undefined
	return siteOf(root)
}

/** A route's `meta`: the page's SEO plus the site-wide parts, using the root loader's settings. */
export function pageMeta(args: MetaArgsLike, page: PageSeo): MetaDescriptor[] {
	return buildMeta(siteFromMatches(args), page, args.location.pathname)
}
