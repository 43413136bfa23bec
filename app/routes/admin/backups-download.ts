import { Readable } from 'node:stream'
import { data } from 'react-router'

import { requireAdmin } from '#app/.server/auth/guard.ts'
import { requireRecentAuth } from '#app/.server/auth/reauth.ts'
import { backupStoreFromEnv } from '#app/.server/backup/index.ts'
import { getEnv } from '#app/.server/env.ts'
import { privateHeaders, privateResourceHeaders } from '#app/.server/http.ts'
import { isBackupName } from '#app/domain/backup/archives.ts'

import type { Route } from './+types/backups-download.ts'

/**
 * /admin/backups/:name: one kept backup archive, to a signed-in admin only.
 * It holds customers' personal data, so it is never cached anywhere: on disk
 * the bytes are streamed through here; in S3 a 302 to a 5-minute signed URL.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
	const admin = await requireAdmin(request)
	// A backup is every customer's data: the password (and code) again, unless entered in the last minutes.
	await requireRecentAuth(request, { returnTo: '/admin/backups' })
	const notFound = () =>
		data(
			{ message: 'This backup does not exist (it may have been removed by the retention).' },
			{ status: 404, headers: { ...privateHeaders } },
		)
	if (!isBackupName(params.name)) throw notFound()
	const opened = await backupStoreFromEnv(getEnv()).open(params.name)
	if (!opened) throw notFound()
	const headers = privateResourceHeaders(admin.headers)
	if ('url' in opened) {
		headers.set('Location', opened.url)
		return new Response(null, { status: 302, headers })
	}
	headers.set('Content-Type', 'application/x-tar')
	headers.set('Content-Length', String(opened.size))
	headers.set('Content-Disposition', `attachment; filename="${params.name}"`)
	headers.set('X-Content-Type-Options', 'nosniff')
	return new Response(Readable.toWeb(opened.stream) as ReadableStream, { headers })
}
