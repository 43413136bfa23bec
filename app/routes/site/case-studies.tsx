import { useSearchParams } from 'react-router'
import { CallToAction } from '#app/components/site/call-to-action.tsx'
import { PageHero } from '#app/components/site/page-hero.tsx'
import { CaseStudyCard } from '#app/components/site/case-studies/case-study-card.tsx'
import { FilterLinks } from '#app/components/site/filter-links.tsx'
import { caseStudyAreaFilters, filterCaseStudies } from '#app/content/case-studies.ts'
import { caseStudiesPage, caseStudiesSeo } from '#app/content/pages.ts'
import { useRootData } from '#app/root.tsx'
import { fallbackPublicSettings } from '#app/utils/public-settings.ts'
import { pageMeta } from '#app/utils/route-meta.ts'
import type { Route } from './+types/case-studies.ts'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { ...caseStudiesSeo, path: '/case-studies' })

/** The `?area=` filter; a missing or unknown value shows every study. */
function useAreaFilter() {
	const [searchParams] = useSearchParams()
	const value = searchParams.get('area')
	const filter = caseStudyAreaFilters.find((option) => option.value !== 'all' && option.value === value)
	return filter ?? caseStudyAreaFilters[0]!
}

export default function CaseStudies() {
	const phone = (useRootData()?.settings ?? fallbackPublicSettings).phone
	const filter = useAreaFilter()
	const studies = filterCaseStudies(filter.value)
	const { hero, cta } = caseStudiesPage
	return (
		<>
			<PageHero eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.text} />
			<div className="container-page py-12">
				<FilterLinks
					label={caseStudiesPage.filterLabel}
					basePath="/case-studies"
					param="area"
					options={caseStudyAreaFilters}
					active={filter.value}
				/>
				<p role="status" className="mt-4 text-sm text-muted-foreground">
					{caseStudiesPage.countText(studies.length, filter.value === 'all' ? null : filter.label)}
				</p>
				<ul className="mt-6 space-y-8">
					{studies.map((study) => (
						<li key={study.id}>
							<CaseStudyCard study={study} copy={caseStudiesPage} />
						</li>
					))}
				</ul>
			</div>
			<CallToAction id="case-studies-cta" heading={cta.heading} text={cta.text} primary={{ label: cta.primaryLabel, to: '/contact' }} phone={phone} />
		</>
	)
}
