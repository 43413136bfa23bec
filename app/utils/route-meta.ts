import type { MetaDescriptor } from 'react-router'
import type { RootLoaderData } from '#app/root.tsx'
import { fallbackPublicSettings } from './public-settings.ts'
import { buildMeta, type PageSeo } from './seo.ts'

type MetaArgsLike = {
	matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>
	location: { pathname: string }
}

/** A route's `meta`: the page's SEO plus the site-wide parts, using the root loader's settings. */
export function pageMeta(args: MetaArgsLike, page: PageSeo): MetaDescriptor[] {
	const root = args.matches.find((match) => match?.id === 'root')?.loaderData as RootLoaderData | undefined
	const settings = root?.settings ?? fallbackPublicSettings
	const siteUrl = root?.siteUrl ?? 'http://localhost:3000'
	return buildMeta({ siteUrl, business: settings }, page, args.location.pathname)
}
