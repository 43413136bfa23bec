import { listInternalLinks } from '#app/.server/data/local-seo/links.ts'
import { listPublicCitations, listPublicRankings } from '#app/.server/data/local-seo/public.ts'
import { ClientScript } from '#app/client/client-script.tsx'
import { busyContentClass, BusyStatus } from '#app/client/swap-markup.tsx'
import { PageIntro } from '#app/components/site/page-hero.tsx'
import { localSeoAreas } from '#app/domain/local-seo/rules.ts'
import { localSeoCopy, localSeoSeo } from '#app/routes/site/local-seo/copy.ts'
import {
	AreaFilter,
	CitationsPanel,
	DashboardTabs,
	LinksPanel,
	OptimizationPanel,
	PerformanceTiles,
	RankingsPanel,
	TopKeywords,
} from '#app/routes/site/local-seo/sections.tsx'
import {
	areaFilterLabel,
	CITATIONS_SHOWN,
	citationViews,
	LINKS_SHOWN,
	LOCAL_SEO_PATH,
	RANKINGS_SHOWN,
	rankingViews,
	resolveArea,
	resolveTab,
	topKeywords,
} from '#app/routes/site/local-seo/view-model.ts'
import { sentWithoutJavaScript } from '#app/utils/hydration.ts'
import type { PageQueryHandle } from '#app/utils/page-query.ts'
import { pageMeta, siteFromMatches } from '#app/utils/route-meta.ts'
import { absoluteUrl } from '#app/utils/structured-data.ts'

import type { Route } from './+types/local-seo.ts'

/** The area filter and the tabs work in place through the swap controller, not React (decision 0020). */
export const handle = { ...sentWithoutJavaScript, query: ['area', 'tab'] } satisfies PageQueryHandle

const dashboardRegion = 'local-seo-dashboard'

/**
 * The public local SEO dashboard for `?area=` (default all) and `?tab=`
 * (default citations). Only the active tab's lists are read, plus the rankings
 * for the top keywords. Each read stands alone: a failure is logged and that
 * list is empty, so the page always renders.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	const query = new URL(request.url).searchParams
	const area = resolveArea(query.get('area'))
	const tab = resolveTab(query.get('tab'))
	const label = areaFilterLabel(area)

	async function read<T>(what: string, load: () => Promise<T[]>): Promise<T[]> {
		try {
			return await load()
		} catch (error) {
			context.log.error({ err: error, area: area.value }, `Could not load the local SEO ${what}; showing none`)
			return []
		}
	}

	const [rankings, citations, homeLinks, servicesLinks] = await Promise.all([
		read('rankings', () => listPublicRankings({ location: label, limit: RANKINGS_SHOWN })),
		tab === 'citations' ? read('citations', () => listPublicCitations({ localArea: label, limit: CITATIONS_SHOWN })) : [],
		tab === 'links' ? read('internal links', () => listInternalLinks({ sourcePage: '/', strength: 'strong', limit: LINKS_SHOWN })) : [],
		tab === 'links'
			? read('internal links', () => listInternalLinks({ sourcePage: '/services', strength: 'standard', limit: LINKS_SHOWN }))
			: [],
	])
	const rankingList = rankingViews(rankings)
	return {
		area: area.value,
		tab,
		topKeywords: topKeywords(rankingList),
		rankings: rankingList,
		citations: citationViews(citations),
		homeLinks,
		servicesLinks,
	}
}

export const meta: Route.MetaFunction = (args) => {
	const { siteUrl } = siteFromMatches(args)
	const url = absoluteUrl(siteUrl, LOCAL_SEO_PATH)
	return pageMeta(args, {
		...localSeoSeo,
		path: LOCAL_SEO_PATH,
		jsonLd: [
			{
				'@context': 'https://schema.org',
				'@type': 'WebPage',
				'@id': `${url}#webpage`,
				name: localSeoCopy.pageName,
				description: localSeoSeo.description,
				url,
				inLanguage: 'en-GB',
				about: { '@id': `${absoluteUrl(siteUrl, '/').replace(/\/$/, '')}#business` },
				spatialCoverage: localSeoAreas.filter((area) => area.value !== 'all').map((area) => ({ '@type': 'Place', name: area.label })),
			},
		],
	})
}

export default function LocalSeo({ loaderData }: Route.ComponentProps) {
	const { tab } = loaderData
	return (
		<PageIntro id="local-seo-heading" title={localSeoCopy.heading} intro={localSeoCopy.intro}>
			<PerformanceTiles copy={localSeoCopy.performance} />
			<div id={dashboardRegion} data-swap-region className="group/swap">
				<AreaFilter copy={localSeoCopy} area={loaderData.area} tab={tab} swap={dashboardRegion} />
				<div className={busyContentClass}>
					<TopKeywords copy={localSeoCopy.topKeywords} keywords={loaderData.topKeywords} />
				</div>
				<DashboardTabs copy={localSeoCopy} area={loaderData.area} tab={tab} swap={dashboardRegion} />
				<div className="relative mt-6">
					<BusyStatus label={localSeoCopy.loading} />
					<div className={busyContentClass}>
						{tab === 'citations' ? <CitationsPanel copy={localSeoCopy.citations} citations={loaderData.citations} /> : null}
						{tab === 'rankings' ? <RankingsPanel copy={localSeoCopy.rankings} rankings={loaderData.rankings} /> : null}
						{tab === 'links' ? (
							<LinksPanel copy={localSeoCopy.links} home={loaderData.homeLinks} services={loaderData.servicesLinks} />
						) : null}
						{tab === 'optimization' ? <OptimizationPanel copy={localSeoCopy.optimization} /> : null}
					</div>
				</div>
			</div>
			<ClientScript name="swap" />
		</PageIntro>
	)
}
