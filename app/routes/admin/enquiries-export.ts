import { requireAdmin } from '#app/.server/auth/guard.ts'
import { listEnquiries } from '#app/.server/data/admin-enquiries.ts'
import { enquiryQuery } from '#app/utils/admin-schemas.ts'
import { toCsv } from '#app/utils/csv.ts'
import { toLondonInputValue } from '#app/utils/london-time.ts'
import type { Route } from './+types/enquiries-export.ts'
import { privateHeaders } from './+shared/meta.ts'

const londonTime = (date: Date) => toLondonInputValue(date).replace('T', ' ')

/**
 * /admin/enquiries/export.csv?q=: every enquiry of the list (with the same
 * search), newest first, as a CSV download (times in London time). Cells a
 * spreadsheet would run as formulas are neutralised (see utils/csv.ts).
 */
export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	const { q } = enquiryQuery(new URL(request.url))
	const { items } = await listEnquiries({ q })
	const csv = toCsv([
		['Received (London)', 'Name', 'E-mail', 'Phone', 'Postcode', 'Service', 'Message', 'Status', 'E-mail delivery', 'Source page', 'Consent given (London)'],
		...items.map((item) => [
			londonTime(item.createdAt),
			item.name,
			item.email,
			item.phone,
			item.postcode,
			item.service,
			item.message,
			item.status,
			item.delivery,
			item.sourcePage,
			londonTime(item.consentAt),
		]),
	])
	const date = toLondonInputValue(new Date()).slice(0, 10)
	// The byte-order mark makes Excel read the file as UTF-8 (names, £).
	return new Response(`\uFEFF${csv}`, {
		headers: {
			...privateHeaders,
			'Content-Type': 'text/csv; charset=utf-8',
			'Content-Disposition': `attachment; filename="enquiries-${date}${q ? '-search' : ''}.csv"`,
		},
	})
}
