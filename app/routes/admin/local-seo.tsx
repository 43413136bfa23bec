import { citationWrites, internalLinkWrites, listLocalSeoForAdmin, setInternalLinkActive } from '#app/.server/data/local-seo/admin.ts'
import { rankingHistories, rankingWrites } from '#app/.server/data/local-seo/rankings.ts'
import { ListScope } from '#app/components/admin/editable-list.tsx'
import { revalidateUnlessNoticeDropped } from '#app/components/admin/notice.tsx'
import { citationSchema, internalLinkSchema, RANKING_TAKEN_MESSAGE, rankingSchema } from '#app/domain/local-seo/schema.ts'
import { formatLondonDateTime, toLondonInputValue } from '#app/domain/london-time.ts'

import { AdminErrorBoundary } from './+shared/error-boundary.tsx'
import { listTabAction, loadListTab } from './+shared/list-tab.server.ts'
import { adminMeta } from './+shared/meta.ts'
import type { Route } from './+types/local-seo.ts'
import { citationsList } from './local-seo/citations.tsx'
import { internalLinksList } from './local-seo/links.tsx'
import { listOf, LocalSeoListTab, nounOf, SubTabs } from './local-seo/parts.tsx'
import { rankingsList } from './local-seo/rankings.tsx'

/**
 * /admin/local-seo: three lists as sub-tabs (`?list=links`, the default,
 * `citations`, `rankings`), each a list tab of the admin kit: Add (`?new`),
 * inline edit (`?edit=<id>`) and delete confirmed in the row (`?delete=<id>`).
 * Every link and redirect keeps the sub-tab.
 */
export async function loader(args: Route.LoaderArgs) {
	const list = listOf(args.request.url)
	// One read of the three lists (the counts name the sub-tabs), so a failure is one message.
	const loaded = await loadListTab(args, 'local SEO data', async () => {
		const { links, citations, rankings } = await listLocalSeoForAdmin()
		const histories = await rankingHistories(rankings.map((ranking) => ranking.id))
		return [
			{
				links: links.map(({ createdAt, updatedAt: _updated, ...link }) => ({ ...link, addedLabel: formatLondonDateTime(createdAt) })),
				citations: citations.map(({ createdAt, updatedAt: _updated, ...citation }) => ({
					...citation,
					addedLabel: formatLondonDateTime(createdAt),
				})),
				rankings: rankings.map(({ createdAt: _created, updatedAt: _updated, ...ranking }) => ({
					...ranking,
					trackedLabel: new Date(`${ranking.trackedDate}T12:00:00Z`).toLocaleDateString('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }),
					history: histories.get(ranking.id) ?? [],
				})),
			},
		]
	})
	const { links = [], citations = [], rankings = [] } = loaded.items[0] ?? {}
	return { list, links, citations, rankings, loadError: loaded.loadError, today: toLondonInputValue(new Date()).slice(0, 10) }
}

export function action(args: Route.ActionArgs) {
	// Each form posts to the page's address, so the sub-tab in it says which list the form is for.
	const list = listOf(args.request.url)
	const noun = nounOf(list)
	const kit = {
		path: `/admin/local-seo?list=${list}`,
		noun,
		failures: { save: { text: `Failed to save ${noun}` }, remove: { text: 'Failed to delete item' } },
	}
	if (list === 'citations') return listTabAction(args, { ...kit, schema: citationSchema, ...citationWrites })
	if (list === 'rankings') {
		return listTabAction(args, {
			...kit,
			schema: rankingSchema,
			...rankingWrites,
			conflict: (_reason, ranking) => ({ field: 'keyword', message: RANKING_TAKEN_MESSAGE, value: ranking.keyword }),
		})
	}
	return listTabAction(args, {
		...kit,
		schema: internalLinkSchema,
		...internalLinkWrites,
		toggles: [{ intent: 'activate', field: 'is_active', set: setInternalLinkActive }],
	})
}

export { revalidateUnlessNoticeDropped as shouldRevalidate }

export const meta: Route.MetaFunction = () => adminMeta('Local SEO')

export default function AdminLocalSeo({ loaderData, actionData }: Route.ComponentProps) {
	const { list, links, citations, rankings, loadError, today } = loaderData
	const shared = { loadError, failure: actionData }
	return (
		<div className="grid gap-5">
			<SubTabs current={list} counts={{ links: links.length, citations: citations.length, rankings: rankings.length }} />
			<ListScope value={`list=${list}`}>
				{list === 'links' ? (
					<LocalSeoListTab list={list} items={links} {...shared} {...internalLinksList} />
				) : list === 'citations' ? (
					<LocalSeoListTab list={list} items={citations} {...shared} {...citationsList} />
				) : (
					<LocalSeoListTab list={list} items={rankings} {...shared} {...rankingsList(today)} />
				)}
			</ListScope>
		</div>
	)
}

export { AdminErrorBoundary as ErrorBoundary }
