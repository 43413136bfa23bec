import { requireAdmin } from '#app/.server/auth/guard.ts'
import { enquiryAreaSlugs, listEnquiries } from '#app/.server/data/enquiries.ts'
import { csvDownload } from '#app/.server/http.ts'
import { londonDay } from '#app/domain/enquiry/pipeline.ts'
import { enquiryQuery, isFiltered } from '#app/domain/enquiry/query.ts'
import { enquiryStageLabels, poundsInputValue } from '#app/domain/enquiry/stage.ts'
import { formatLondonTimestamp } from '#app/domain/london-time.ts'
import { toCsv } from '#app/utils/csv.ts'

import type { Route } from './+types/enquiries-export.ts'

/**
 * /admin/enquiries/export.csv?q=&stage=…: every enquiry of the list (with the
 * same search and filters, read by the same rules), in the list's order, as a
 * CSV download (times in London time, values in pounds). Cells a spreadsheet
 * would run as formulas are neutralised (see utils/csv.ts).
 */
export async function loader({ request }: Route.LoaderArgs) {
	const admin = await requireAdmin(request)
	const { page: _page, ...filters } = enquiryQuery(new URL(request.url), { areas: enquiryAreaSlugs })
	const { items } = await listEnquiries({ ...filters, today: londonDay(new Date()) })
	const csv = toCsv([
		[
			'Received (London)',
			'Name',
			'E-mail',
			'Phone',
			'Postcode',
			'Service',
			'Message',
			'Stage',
			'E-mail delivery',
			'Source page',
			'Consent given (London)',
			'Value (£)',
			'Lost reason',
			'Next action on',
			'Next action',
		],
		...items.map((item) => [
			formatLondonTimestamp(item.createdAt),
			item.name,
			item.email,
			item.phone,
			item.postcode,
			item.service,
			item.message,
			enquiryStageLabels[item.stage],
			item.delivery,
			item.sourcePage,
			formatLondonTimestamp(item.consentAt),
			poundsInputValue(item.valuePence),
			item.lostReason,
			item.nextActionOn,
			item.nextActionNote,
		]),
	])
	const date = formatLondonTimestamp(new Date()).slice(0, 10)
	return csvDownload(csv, `enquiries-${date}${filters.q || isFiltered(filters) ? '-search' : ''}.csv`, admin.headers)
}
