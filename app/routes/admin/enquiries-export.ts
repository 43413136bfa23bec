import { requireAdmin } from '#app/.server/auth/guard.ts'
import { listEnquiries } from '#app/.server/data/enquiries.ts'
import { privateHeaders } from '#app/.server/http.ts'
import { enquiryQuery } from '#app/domain/enquiry/query.ts'
import { formatLondonTimestamp } from '#app/domain/london-time.ts'
import { toCsv } from '#app/utils/csv.ts'

import type { Route } from './+types/enquiries-export.ts'

/**
 * /admin/enquiries/export.csv?q=: every enquiry of the list (with the same
 * search), newest first, as a CSV download (times in London time). Cells a
 * spreadsheet would run as formulas are neutralised (see utils/csv.ts).
 */
export async function loader({ request }: Route.LoaderArgs) {
	const admin = await requireAdmin(request)
	const { q } = enquiryQuery(new URL(request.url))
	const { items } = await listEnquiries({ q })
	const csv = toCsv([
		[
			'Received (London)',
			'Name',
			'E-mail',
			'Phone',
			'Postcode',
			'Service',
			'Message',
			'Status',
			'E-mail delivery',
			'Source page',
			'Consent given (London)',
		],
		...items.map((item) => [
			formatLondonTimestamp(item.createdAt),
			item.name,
			item.email,
			item.phone,
			item.postcode,
			item.service,
			item.message,
			item.status,
			item.delivery,
			item.sourcePage,
			formatLondonTimestamp(item.consentAt),
		]),
	])
	const date = formatLondonTimestamp(new Date()).slice(0, 10)
	// A resource route: no layout loader runs, so it forwards a refreshed session cookie itself.
	const headers = new Headers(admin.headers)
	for (const [name, value] of Object.entries(privateHeaders)) headers.set(name, value)
	headers.set('Content-Type', 'text/csv; charset=utf-8')
	headers.set('Content-Disposition', `attachment; filename="enquiries-${date}${q ? '-search' : ''}.csv"`)
	// The byte-order mark makes Excel read the file as UTF-8 (names, £).
	return new Response(`\uFEFF${csv}`, { headers })
}
