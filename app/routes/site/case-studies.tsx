import { data } from 'react-router'

import { getCaseStudiesPage } from '#app/.server/data/case-studies.ts'
import { resolveFilter } from '#app/components/site/filter-links.tsx'
import { caseStudiesSeo } from '#app/content/pages.ts'
import { CASE_STUDIES_PAGE_SIZE, caseStudyAreaFilters } from '#app/domain/case-study/case-study.ts'
import { CaseStudiesList, caseStudiesPageHref } from '#app/routes/site/case-studies/case-studies-list.tsx'
import { sentWithoutJavaScript } from '#app/utils/hydration.ts'
import type { PageQueryHandle } from '#app/utils/page-query.ts'
import { pageCount, pageRelLinks, parsePage } from '#app/utils/paging.ts'
import { pageMeta, siteFromMatches } from '#app/utils/route-meta.ts'

import type { Route } from './+types/case-studies.ts'

/**
 * One page (`?page=N`, decision 0042) of the case studies of the `?area=`
 * filter (absent or unknown: all), newest first. A page past the end is the
 * not-found page, as on /gallery and /reviews. Each card leads to the case
 * study's own page (/case-studies/:slug).
 */
export async function loader({ request }: Route.LoaderArgs) {
	const search = new URL(request.url).searchParams
	const page = parsePage(search.get('page'))
	if (page === null) throw data(null, { status: 404 })
	const filter = resolveFilter(caseStudyAreaFilters, search.get('area'))
	const { total, studies } = await getCaseStudiesPage({ area: filter.value, page })
	const pages = pageCount(total, CASE_STUDIES_PAGE_SIZE)
	if (page > pages) throw data(null, { status: 404 })
	return { filter, studies, total, page, pageCount: pages }
}

export const meta: Route.MetaFunction = (args) => {
	const page = args.loaderData?.page ?? 1
	const area = args.loaderData && args.loaderData.filter.value !== 'all' ? args.loaderData.filter.value : null
	return [
		// An area's pages keep the whole list as their canonical, as the filtered views always have.
		...pageMeta(args, {
			...caseStudiesSeo,
			pageNumber: page,
			path: caseStudiesPageHref(area ? 1 : page, null),
		}),
		...pageRelLinks(siteFromMatches(args).siteUrl, page, args.loaderData?.pageCount ?? 1, (number) => caseStudiesPageHref(number, area)),
	]
}

/** The area filter and the pages work in place through the swap controller, not React (decision 0020). */
export const handle = { ...sentWithoutJavaScript, query: ['area', 'page'] } satisfies PageQueryHandle

export default function CaseStudies({ loaderData }: Route.ComponentProps) {
	return <CaseStudiesList {...loaderData} />
}
