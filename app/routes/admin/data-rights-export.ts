import { requireAdmin } from '#app/.server/auth/guard.ts'
import { exportHeld } from '#app/.server/data-rights/subject.ts'
import { privateDownload, privateResourceHeaders } from '#app/.server/http.ts'
import { dataRightsQuery } from '#app/domain/data-rights/schema.ts'
import { formatLondonTimestamp } from '#app/domain/london-time.ts'

import type { Route } from './+types/data-rights-export.ts'

/**
 * /admin/data-rights/export.json?email=: everything held for the address
 * (decision 0050) as a JSON download, never cached. The file name carries
 * the date, not the address (it lands in a downloads folder).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	const admin = await requireAdmin(request)
	const { email } = dataRightsQuery(new URL(request.url))
	if (!email) {
		const headers = privateResourceHeaders(admin.headers)
		headers.set('Content-Type', 'text/plain; charset=utf-8')
		return new Response('Give the email address to export as ?email=.', { status: 400, headers })
	}
	const document = await exportHeld(email)
	context.log.info({ enquiries: document.enquiries.length, emails: document.emails.length }, 'Customer data exported')
	const filename = `customer-data-${formatLondonTimestamp(new Date()).slice(0, 10)}.json`
	return privateDownload(`${JSON.stringify(document, null, 2)}\n`, 'application/json; charset=utf-8', filename, admin.headers)
}
