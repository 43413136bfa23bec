import { CallToAction } from '#app/components/site/call-to-action.tsx'
import { PageHero } from '#app/components/site/page-hero.tsx'
import { companyStats } from '#app/content/business.ts'
import {
	aboutCta,
	aboutHero,
	aboutSeo,
	aboutStory,
	aboutValues,
	aboutValuesSection,
	guarantees,
	healthAndSafety,
} from '#app/routes/site/about/copy.ts'
import { AboutGuarantee, AboutHealthAndSafety, AboutStory, AboutValues } from '#app/routes/site/about/sections.tsx'
import { sentWithoutJavaScript } from '#app/utils/hydration.ts'
import { pageMeta } from '#app/utils/route-meta.ts'

import type { Route } from './+types/about.ts'

export const handle = sentWithoutJavaScript

export const meta: Route.MetaFunction = (args) => pageMeta(args, { ...aboutSeo, path: '/about' })

export default function About() {
	return (
		<>
			<PageHero title={aboutHero.title} subtitle={aboutHero.subtitle} />
			<AboutStory heading={aboutStory.heading} paragraphs={aboutStory.paragraphs} stats={companyStats} />
			<AboutValues heading={aboutValuesSection.heading} intro={aboutValuesSection.intro} values={aboutValues} />
			<AboutGuarantee heading={guarantees.heading} intro={guarantees.intro} items={guarantees.items} />
			<AboutHealthAndSafety heading={healthAndSafety.heading} intro={healthAndSafety.intro} items={healthAndSafety.items} />
			<CallToAction id="about-cta" {...aboutCta} />
		</>
	)
}
