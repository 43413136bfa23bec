import { CallToAction } from '#app/components/site/call-to-action.tsx'
import { PageHero } from '#app/components/site/page-hero.tsx'
import { AboutGuarantee, AboutHealthAndSafety, AboutStory, AboutValues } from '#app/components/site/about/sections.tsx'
import {
	aboutCta,
	aboutHero,
	aboutSeo,
	aboutStats,
	aboutStory,
	aboutValues,
	aboutValuesSection,
	guarantees,
	healthAndSafety,
} from '#app/content/about.ts'
import { pageMeta } from '#app/utils/route-meta.ts'
import type { Route } from './+types/about.ts'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { ...aboutSeo, path: '/about' })

export default function About() {
	return (
		<>
			<PageHero title={aboutHero.title} subtitle={aboutHero.subtitle} />
			<AboutStory heading={aboutStory.heading} paragraphs={aboutStory.paragraphs} stats={aboutStats} />
			<AboutValues heading={aboutValuesSection.heading} intro={aboutValuesSection.intro} values={aboutValues} />
			<AboutGuarantee heading={guarantees.heading} intro={guarantees.intro} items={guarantees.items} />
			<AboutHealthAndSafety heading={healthAndSafety.heading} intro={healthAndSafety.intro} items={healthAndSafety.items} />
			<CallToAction
				id="about-cta"
				heading={aboutCta.heading}
				text={aboutCta.body}
				primary={aboutCta.primary}
				secondary={aboutCta.secondary}
			/>
		</>
	)
}
