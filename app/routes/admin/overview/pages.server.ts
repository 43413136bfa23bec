import type { AppLoadContext } from 'react-router'

import { pageViewsReport } from '#app/.server/analytics/page-views.ts'
import { requireAdmin } from '#app/.server/auth/guard.ts'
import { parseViewPeriod, VIEW_PERIOD_PARAM } from '#app/domain/analytics/page-views.ts'

import type { PageViewsData } from './pages.tsx'

/**
 * The overview's "Pages" data for a loader: the period from `?views=` (7, 30
 * or 90; anything else is 30), then the report, or none and a message when it
 * cannot be read (the rest of the page still shows). Checks the admin itself.
 */
export async function loadPageViews(
	{ request, context }: { request: Request; context: AppLoadContext },
	now = new Date(),
): Promise<PageViewsData> {
	await requireAdmin(request)
	const period = parseViewPeriod(new URL(request.url).searchParams.get(VIEW_PERIOD_PARAM))
	try {
		return { period, report: await pageViewsReport(period, { now }), loadError: null }
	} catch (error) {
		context.log.error({ err: error }, 'Could not load the page views for the admin')
		return { period, report: null, loadError: 'Failed to fetch page views' }
	}
}
