import { requireAdmin } from '#app/.server/auth/guard.ts'
import { listSubscribers } from '#app/.server/data/newsletter-list.ts'
import { csvDownload } from '#app/.server/http.ts'
import { formatLondonTimestamp } from '#app/domain/london-time.ts'
import { newsletterQuery, newsletterStateLabels } from '#app/domain/newsletter/admin-list.ts'
import { toCsv } from '#app/utils/csv.ts'

import type { Route } from './+types/newsletter-export.ts'

/**
 * /admin/newsletter/export.csv?q=&state=: the subscribers of the list (same
 * search and state), newest first, as a CSV download (times in London time).
 * Cells a spreadsheet would run as formulas are neutralised (utils/csv.ts).
 */
export async function loader({ request }: Route.LoaderArgs) {
	const admin = await requireAdmin(request)
	const { q, state } = newsletterQuery(new URL(request.url))
	const { items } = await listSubscribers({ q, state })
	const time = (date: Date | null) => (date ? formatLondonTimestamp(date) : '')
	const csv = toCsv([
		['Email', 'State', 'Signed up (London)', 'Confirmed (London)', 'Unsubscribed (London)', 'Source page'],
		...items.map((item) => [
			item.email,
			newsletterStateLabels[item.state],
			time(item.subscribedAt),
			time(item.confirmedAt),
			time(item.unsubscribedAt),
			item.sourcePage,
		]),
	])
	const date = formatLondonTimestamp(new Date()).slice(0, 10)
	return csvDownload(csv, `newsletter-${date}${q || state ? '-filtered' : ''}.csv`, admin.headers)
}
