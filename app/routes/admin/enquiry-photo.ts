import { data } from 'react-router'

import { requireAdmin } from '#app/.server/auth/guard.ts'
import { findEnquiryPhoto } from '#app/.server/enquiries/photos.ts'
import { privateHeaders, privateResourceHeaders } from '#app/.server/http.ts'
import { getPrivateStorage } from '#app/.server/storage/private.ts'
import { isUuid } from '#app/domain/form.ts'

import type { Route } from './+types/enquiry-photo.ts'

const NOT_FOUND = 'This photo does not exist (it may have been removed).'

/**
 * How long a signed link to a photo in the bucket works: long enough for the
 * browser to follow the redirect and load the picture, short enough that a
 * copied link (history, a forwarded address) soon stops working. Every view
 * passes the admin check again and gets a new link.
 */
const SIGNED_URL_SECONDS = 5 * 60

/**
 * /admin/enquiries/:id/photos/:photoId[?size=thumb]: a photo sent with an
 * enquiry, to a signed-in admin only (decision 0048). Once the admin check
 * and the photo's enquiry have been checked: on S3 (a private storage that
 * can sign) a 302 to a 5-minute signed URL of the object under `_private/`,
 * which the bucket answers with `private, no-store`; on disk the bytes,
 * streamed through here. Neither is ever cached by anyone: no shared cache,
 * no page cache (an admin path is never cached for anonymous visitors), no
 * browser store. `nosniff`, a fixed image type and `inline` with no file name
 * keep it a picture, whatever a visitor once named the file.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
	const admin = await requireAdmin(request)
	const size = new URL(request.url).searchParams.get('size') === 'thumb' ? 'thumb' : 'full'
	const photo = isUuid(params.id) && isUuid(params.photoId) ? await findEnquiryPhoto(params.id, params.photoId, size) : null
	const notFound = () => data({ message: NOT_FOUND }, { status: 404, headers: { ...privateHeaders } })
	if (!photo) throw notFound()
	const headers = privateResourceHeaders(admin.headers)

	const storage = getPrivateStorage()
	if (storage.signedUrl) {
		headers.set('Location', await storage.signedUrl(photo.key, SIGNED_URL_SECONDS))
		return new Response(null, { status: 302, headers })
	}

	const stored = await storage.get(photo.key)
	if (!stored) throw notFound()
	headers.set('Content-Type', photo.contentType)
	headers.set('Content-Length', String(stored.body.length))
	headers.set('X-Content-Type-Options', 'nosniff')
	headers.set('Content-Disposition', 'inline')
	headers.set('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
	headers.set('Cross-Origin-Resource-Policy', 'same-origin')
	return new Response(new Uint8Array(stored.body), { headers })
}
