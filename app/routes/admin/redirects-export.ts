import { requireAdmin } from '#app/.server/auth/guard.ts'
import { csvDownload } from '#app/.server/http.ts'
import { redirectsCsv } from '#app/.server/redirects/csv.ts'
import { exportRedirects } from '#app/.server/redirects/rules.ts'
import { formatLondonTimestamp } from '#app/domain/london-time.ts'

import type { Route } from './+types/redirects-export.ts'

/**
 * /admin/redirects/export.csv: every rule (from, to, status, match), by path,
 * in the columns the import reads. Cells a spreadsheet would run as formulas
 * are neutralised (utils/csv.ts), and the import reads them back as written.
 */
export async function loader({ request }: Route.LoaderArgs) {
	const admin = await requireAdmin(request)
	const csv = redirectsCsv(await exportRedirects())
	return csvDownload(csv, `redirects-${formatLondonTimestamp(new Date()).slice(0, 10)}.csv`, admin.headers)
}
