import { data, redirect } from 'react-router'

import { findCaseStudyRedirect, getCaseStudyBySlug } from '#app/.server/data/case-studies.ts'
import { caseStudyPath, caseStudySeo } from '#app/domain/case-study/case-study.ts'
import { caseStudyJsonLd } from '#app/routes/site/case-study/case-study-json-ld.ts'
import { CaseStudyPage } from '#app/routes/site/case-study/case-study-page.tsx'
import { sentWithoutJavaScript } from '#app/utils/hydration.ts'
import { usePublicSettings } from '#app/utils/root-data.ts'
import { pageMeta, siteFromMatches } from '#app/utils/route-meta.ts'

import type { Route } from './+types/case-study.ts'

export const handle = sentWithoutJavaScript

/**
 * A case study by slug. An old slug of a visible case study (slug_redirects)
 * is a 301 to its current address; any other unknown slug, a draft or a
 * scheduled one is the not-found page with HTTP 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
	const study = await getCaseStudyBySlug(params.slug)
	if (!study) {
		const current = await findCaseStudyRedirect(params.slug)
		if (current) throw redirect(current, 301)
		throw data(null, { status: 404 })
	}
	return { study }
}

export const meta: Route.MetaFunction = (args) => {
	if (!args.loaderData) return []
	const { study } = args.loaderData
	const seo = caseStudySeo(study)
	const site = siteFromMatches(args)
	return pageMeta(args, {
		title: seo.title,
		description: seo.description,
		path: caseStudyPath(study),
		ogType: 'article',
		socialImage: study.seo.socialImage,
		jsonLd: [caseStudyJsonLd(study, site.business.caseStudyPictures, site)],
	})
}

export default function CaseStudy({ loaderData: { study } }: Route.ComponentProps) {
	const { phone, caseStudyPictures } = usePublicSettings()
	return <CaseStudyPage study={study} overrides={caseStudyPictures} phone={phone} />
}
