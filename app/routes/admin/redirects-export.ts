import { requireAdmin } from '#app/.server/auth/guard.ts'
import { privateHeaders } from '#app/.server/http.ts'
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
	const headers = new Headers(admin.headers)
	for (const [name, value] of Object.entries(privateHeaders)) headers.set(name, value)
	headers.set('Content-Type', 'text/csv; charset=utf-8')
	headers.set('Content-Disposition', `attachment; filename="redirects-${formatLondonTimestamp(new Date()).slice(0, 10)}.csv"`)
	return new Response(`\uFEFF${csv}`, { headers })
}
