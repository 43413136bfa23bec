import { ClientScript } from '#app/client/client-script.tsx'
import { busyRegionClass } from '#app/client/swap-markup.tsx'
import { CallToAction } from '#app/components/site/call-to-action.tsx'
import { FilterLinks } from '#app/components/site/filter-links.tsx'
import { PageHero } from '#app/components/site/page-hero.tsx'
import { Pagination } from '#app/components/site/pagination.tsx'
import { caseStudiesPage } from '#app/content/pages.ts'
import { caseStudyAreaFilters, type CaseStudy, type CaseStudyAreaFilter } from '#app/domain/case-study/case-study.ts'
import { CaseStudyCard } from '#app/routes/site/case-studies/case-study-card.tsx'
import { pageHref } from '#app/utils/paging.ts'
import { usePublicSettings } from '#app/utils/root-data.ts'

/** A page of the list: the area filter (if any) and the page (after the first). */
export const caseStudiesPageHref = (page: number, area: string | null) => pageHref('/case-studies', page, { area })

const studiesRegion = 'case-studies-list'

/** The list of case studies with its filter, count and pages: the body of /case-studies. */
export function CaseStudiesList({
	filter,
	studies,
	total,
	page,
	pageCount: pages,
}: {
	filter: CaseStudyAreaFilter
	studies: CaseStudy[]
	total: number
	page: number
	pageCount: number
}) {
	const { phone, caseStudyPictures } = usePublicSettings()
	const { hero, cta } = caseStudiesPage
	const area = filter.value === 'all' ? null : filter.value
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
					{caseStudiesPage.countText(total, area ? filter.label : null)}
				</p>
				<ul className="mt-6 space-y-8">
					{studies.map((study) => (
						<li key={study.id}>
							<CaseStudyCard study={study} copy={caseStudiesPage} overrides={caseStudyPictures} />
						</li>
					))}
				</ul>
				<div data-swap={studiesRegion}>
					<Pagination page={page} pageCount={pages} href={(number) => caseStudiesPageHref(number, area)} />
				</div>
			</div>
			<CallToAction id="case-studies-cta" {...cta} phone={phone} />
			<ClientScript name="swap" />
		</>
	)
}
