import { showcasePictures } from '#app/.server/data/page-pictures.ts'
import { CallToAction } from '#app/components/site/call-to-action.tsx'
import { PageHero } from '#app/components/site/page-hero.tsx'
import { TrustStrip } from '#app/components/site/trust-strip.tsx'
import { factStats, trustItems } from '#app/domain/settings/business-facts.ts'
import {
	aboutCta,
	aboutHero,
	aboutSeo,
	aboutStory,
	aboutTeam,
	aboutValues,
	aboutValuesSection,
	guarantees,
	healthAndSafety,
} from '#app/routes/site/about/copy.ts'
import { AboutGuarantee, AboutHealthAndSafety, AboutStory, AboutTeam, AboutValues, AboutWork } from '#app/routes/site/about/sections.tsx'
import { sentWithoutJavaScript } from '#app/utils/hydration.ts'
import { usePublicSettings } from '#app/utils/root-data.ts'
import { pageMeta } from '#app/utils/route-meta.ts'

import type { Route } from './+types/about.ts'

export const handle = sentWithoutJavaScript

export async function loader() {
	return { pictures: await showcasePictures(4) }
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { ...aboutSeo, path: '/about' })

export default function About({ loaderData }: Route.ComponentProps) {
	const { facts } = usePublicSettings()
	const story = aboutStory(facts)
	return (
		<>
			<PageHero title={aboutHero.title} subtitle={aboutHero.subtitle} />
			<AboutStory heading={story.heading} paragraphs={story.paragraphs} stats={factStats(facts)} picture={loaderData.pictures[0]} />
			<TrustStrip items={trustItems(facts)} />
			<AboutTeam heading={aboutTeam.heading} intro={aboutTeam.intro} team={facts.team} />
			{/* The people before their work: the work's pictures then sit beyond the first screens a phone loads eagerly. */}
			<AboutWork pictures={loaderData.pictures.slice(1)} />
			<AboutValues heading={aboutValuesSection.heading} intro={aboutValuesSection.intro} values={aboutValues} />
			<AboutGuarantee heading={guarantees.heading} intro={guarantees.intro} items={guarantees.items} />
			<AboutHealthAndSafety heading={healthAndSafety.heading} intro={healthAndSafety.intro} items={healthAndSafety.items} />
			<CallToAction id="about-cta" {...aboutCta} />
		</>
	)
}
