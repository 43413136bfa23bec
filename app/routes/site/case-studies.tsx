import { useSearchParams } from 'react-router'

import { ClientScript } from '#app/client/client-script.tsx'
import { busyRegionClass } from '#app/client/swap-markup.tsx'
import { CallToAction } from '#app/components/site/call-to-action.tsx'
import { FilterLinks, resolveFilter } from '#app/components/site/filter-links.tsx'
import { PageHero } from '#app/components/site/page-hero.tsx'
import { caseStudyAreaFilters, filterCaseStudies } from '#app/content/case-studies.ts'
import { caseStudiesPage, caseStudiesSeo } from '#app/content/pages.ts'
import { CaseStudyCard } from '#app/routes/site/case-studies/case-study-card.tsx'
import { sentWithoutJavaScript } from '#app/utils/hydration.ts'
import type { PageQueryHandle } from '#app/utils/page-query.ts'
import { usePublicSettings } from '#app/utils/root-data.ts'
import { pageMeta } from '#app/utils/route-meta.ts'

import type { Route } from './+types/case-studies.ts'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { ...caseStudiesSeo, path: '/case-studies' })

/** The area filter works in place through the swap controller, not React (decision 0020). */
export const handle = { ...sentWithoutJavaScript, query: ['area'] } satisfies PageQueryHandle

const studiesRegion = 'case-studies-list'

export default function CaseStudies() {
	const { phone, caseStudyPictures } = usePublicSettings()
	const [searchParams] = useSearchParams()
	const filter = resolveFilter(caseStudyAreaFilters, searchParams.get('area'))
	const studies = filterCaseStudies(filter.value)
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
