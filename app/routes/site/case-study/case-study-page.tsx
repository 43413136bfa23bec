import { Link } from 'react-router'

import { Breadcrumb } from '#app/components/site/breadcrumb.tsx'
import { CallToAction } from '#app/components/site/call-to-action.tsx'
import { IconFact } from '#app/components/site/icon-fact.tsx'
import { PageHero } from '#app/components/site/page-hero.tsx'
import { ArrowLeft, Landmark } from '#app/components/ui/icon.tsx'
import { caseStudiesPage, caseStudyPage } from '#app/content/pages.ts'
import { caseStudyAreaFilters, type CaseStudy, type CaseStudyPictureOverrides } from '#app/domain/case-study/case-study.ts'
import {
	CaseStudyFacts,
	CaseStudyLabels,
	CaseStudyPictures,
	CaseStudyPoints,
	CaseStudyTestimonial,
} from '#app/routes/site/case-studies/case-study-card.tsx'

const linkClass = 'inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline'

/**
 * A case study's own page, as /case-studies/:slug shows it and a preview of
 * its working copy shows it: the list's card written out in full, with the
 * title as the page's one h1.
 */
export function CaseStudyPage({ study, overrides, phone }: { study: CaseStudy; overrides: CaseStudyPictureOverrides; phone: string }) {
	const prefix = 'case-study'
	// A stored area outside the four (never written by the admin) shows no link.
	const area = caseStudyAreaFilters.find((filter) => filter.value !== 'all' && filter.value === study.area)
	return (
		<>
			<article aria-labelledby={`${prefix}-title`}>
				<PageHero
					titleId={`${prefix}-title`}
					title={study.title}
					subtitle={study.location}
					before={
						<Breadcrumb
							trail={[
								{ label: caseStudyPage.breadcrumb.home, to: '/' },
								{ label: caseStudyPage.breadcrumb.caseStudies, to: '/case-studies' },
							]}
							current={study.title}
						/>
					}
				/>
				<div className="container-page max-w-5xl space-y-8 py-10">
					<CaseStudyLabels study={study} copy={caseStudiesPage} overrides={overrides} />
					<div className="overflow-hidden rounded-lg border border-border empty:hidden">
						<CaseStudyPictures study={study} prefix={prefix} overrides={overrides} eager />
					</div>
					<CaseStudyFacts
						study={study}
						copy={caseStudiesPage}
						className="grid grid-cols-2 gap-4 rounded-lg border border-border bg-muted p-4 sm:grid-cols-4 sm:p-6"
					>
						{area ? (
							<IconFact icon={Landmark} label={caseStudyPage.area} look="caption">
								<Link to={`/areas/${area.value}`} className="text-primary underline underline-offset-4 hover:no-underline">
									{area.label}
								</Link>
							</IconFact>
						) : null}
					</CaseStudyFacts>
					<p className="text-lg leading-relaxed">{study.description}</p>
					<CaseStudyPoints study={study} copy={caseStudiesPage} prefix={prefix} level="h2" />
					<section aria-labelledby={`${prefix}-testimonial`}>
						<h2 id={`${prefix}-testimonial`} className="text-xl font-bold">
							{caseStudyPage.testimonialHeading}
						</h2>
						<CaseStudyTestimonial study={study} className="mt-3" />
					</section>
					<p className="flex flex-wrap gap-x-8 border-t border-border pt-6">
						<Link to="/case-studies" className={linkClass}>
							<ArrowLeft aria-hidden className="size-4" />
							{caseStudyPage.backToList}
						</Link>
						{area ? (
							<Link to={`/case-studies?area=${area.value}`} className={linkClass}>
								{caseStudyPage.moreInArea(area.label)}
							</Link>
						) : null}
					</p>
				</div>
			</article>
			<CallToAction id="case-study-cta" {...caseStudiesPage.cta} phone={phone} />
		</>
	)
}
