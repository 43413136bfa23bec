import { listCaseStudies } from '#app/.server/data/case-studies.ts'
import { ClientScript } from '#app/client/client-script.tsx'
import { busyRegionClass } from '#app/client/swap-markup.tsx'
import { CallToAction } from '#app/components/site/call-to-action.tsx'
import { FilterLinks, resolveFilter } from '#app/components/site/filter-links.tsx'
import { PageHero } from '#app/components/site/page-hero.tsx'
import { caseStudiesPage, caseStudiesSeo } from '#app/content/pages.ts'
import { caseStudyAreaFilters } from '#app/domain/case-study/case-study.ts'
import { CaseStudyCard } from '#app/routes/site/case-studies/case-study-card.tsx'
import { sentWithoutJavaScript } from '#app/utils/hydration.ts'
import type { PageQueryHandle } from '#app/utils/page-query.ts'
import { usePublicSettings } from '#app/utils/root-data.ts'
import { pageMeta } from '#app/utils/route-meta.ts'

import type { Route } from './+types/case-studies.ts'

/** The case studies of the `?area=` filter (absent or unknown: all), newest first. */
export async function loader({ request }: Route.LoaderArgs) {
	const filter = resolveFilter(caseStudyAreaFilters, new URL(request.url).searchParams.get('area'))
	return { filter, studies: await listCaseStudies({ area: filter.value }) }
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { ...caseStudiesSeo, path: '/case-studies' })

/** The area filter works in place through the swap controller, not React (decision 0020). */
export const handle = { ...sentWithoutJavaScript, query: ['area'] } satisfies PageQueryHandle

const studiesRegion = 'case-studies-list'

export default function CaseStudies({ loaderData: { filter, studies } }: Route.ComponentProps) {
	const { phone, caseStudyPictures } = usePublicSettings()
	const { hero, cta } = caseStudiesPage
	return (
		<>
			<PageHero eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.text} />
			<div id={studiesRegion} data-swap-region className={`container-page py-12 ${busyRegionClass}`}>
				<FilterLinks
					swap={studiesRegion}
					label={caseStudiesPage.filterLabel}
					basePath="/case-studies"
					param="area"
					options={caseStudyAreaFilters}
					active={filter.value}
				/>
				<p id="case-studies-count" role="status" className="mt-4 text-sm text-muted-foreground">
					{caseStudiesPage.countText(studies.length, filter.value === 'all' ? null : filter.label)}
				</p>
				<ul className="mt-6 space-y-8">
					{studies.map((study) => (
						<li key={study.id}>
							<CaseStudyCard study={study} copy={caseStudiesPage} overrides={caseStudyPictures} />
						</li>
					))}
				</ul>
			</div>
			<CallToAction id="case-studies-cta" {...cta} phone={phone} />
			<ClientScript name="swap" />
		</>
	)
}
