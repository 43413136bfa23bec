import { PassThrough } from 'node:stream'
import { renderToPipeableStream, renderToString } from 'react-dom/server'
import { isRouteErrorResponse, ServerRouter, type EntryContext, type HandleErrorFunction } from 'react-router'

import { PAGE_CACHEABLE_HEADER } from '#app/.server/cache/page-cache.ts'
import { contentSecurityPolicy } from '#app/.server/csp.ts'
import { getEnv } from '#app/.server/env.ts'
import { loggableUrl } from '#app/.server/loggable-url.ts'
import { logger } from '#app/.server/logger.ts'
import { documentScriptHashes } from '#app/client/hashes.server.ts'
import { pageHydrates } from '#app/utils/hydration.ts'
import { SITE_LAYOUT_ID } from '#app/utils/page-query.ts'

/**
 * Every page is rendered completely before the first byte is sent, so people,
 * crawlers and no-JavaScript visitors all get the whole document, and its
 * inline scripts can be hashed into its Content-Security-Policy.
 */
export default async function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	routerContext: EntryContext,
) {
	if (isPublicPage(routerContext)) responseHeaders.set(PAGE_CACHEABLE_HEADER, '1')
	if (request.method.toUpperCase() === 'HEAD') {
		return new Response(null, { status: responseStatusCode, headers: responseHeaders })
	}
	const hydrates = pageHydrates(
		routerContext.staticHandlerContext.matches.map((match) => routerContext.routeModules[match.route.id]?.handle),
	)
	const { status, html } = await renderDocument(routerContext, request.url, responseStatusCode, hydrates)
	const env = getEnv()
	responseHeaders.set(
		'Content-Security-Policy',
		contentSecurityPolicy({
			development: env.NODE_ENV === 'development',
			https: env.SITE_URL.startsWith('https://'),
			scriptHashes: documentScriptHashes(html, { hydrates }),
		}),
	)
	responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
	if (isRefusalPostedInPlace(request, status)) {
		responseHeaders.set(SWAP_STATUS_HEADER, String(status))
		return new Response(html, { status: 200, headers: responseHeaders })
	}
	return new Response(html, { status, headers: responseHeaders })
}

/**
 * A form the swap controller posts in the background (decision 0020) says so
 * with this request header. Its refusal (a 400 with the field errors) is read
 * from the page, so it is answered 200 with the real status in the same
 * header: a 4xx answer to `fetch` is logged in the browser's console as a
 * failed resource. A 429 keeps its status: the controller must see it.
 */
const SWAP_STATUS_HEADER = 'X-Swap'

function isRefusalPostedInPlace(request: Request, status: number) {
	return request.method === 'POST' && request.headers.has(SWAP_STATUS_HEADER) && status >= 400 && status < 500 && status !== 429
}

/**
 * A page of the public site that is the same for every anonymous visitor: under
 * the site layout, and no matched route's handle says `pageCache: false`.
 */
function isPublicPage({ staticHandlerContext, routeModules }: EntryContext) {
	const { matches } = staticHandlerContext
	return (
		matches.some((match) => match.route.id === SITE_LAYOUT_ID) &&
		!matches.some((match) => (routeModules[match.route.id]?.handle as { pageCache?: boolean } | undefined)?.pageCache === false)
	)
}

export const streamTimeout = 5_000

/**
 * The whole document as a string. A page sent without JavaScript is rendered
 * by the string renderer: nothing on it suspends, so it is the same HTML for a
 * third of the work (the stream encodes every chunk it writes). A page that
 * hydrates needs the stream, whose suspended parts carry its loader data to
 * the browser; it is waited for in full.
 */
async function renderDocument(
	context: EntryContext,
	url: string,
	statusCode: number,
	hydrates: boolean,
): Promise<{ status: number; html: string }> {
	const app = <ServerRouter context={context} url={url} />
	if (!hydrates) return { status: statusCode, html: withDoctype(renderToString(app)) }
	return new Promise((resolve, reject) => {
		let status = statusCode
		let shellRendered = false
		const timeoutId = setTimeout(() => abort(), streamTimeout + 1000)
		const { pipe, abort } = renderToPipeableStream(app, {
			onAllReady() {
				shellRendered = true
				const chunks: Buffer[] = []
				const body = new PassThrough()
				body.on('data', (chunk: Buffer) => chunks.push(chunk))
				body.on('end', () => {
					clearTimeout(timeoutId)
					resolve({ status, html: Buffer.concat(chunks).toString('utf8') })
				})
				body.on('error', reject)
				pipe(body)
			},
			onShellError(error: unknown) {
				clearTimeout(timeoutId)
				reject(error)
			},
			onError(error: unknown) {
				status = 500
				if (shellRendered) logger.error({ err: error }, 'Error while rendering')
			},
		})
	})
}

const withDoctype = (html: string) => (html.startsWith('<!DOCTYPE') ? html : `<!DOCTYPE html>${html}`)

export const handleError: HandleErrorFunction = (error, { request }) => {
	if (request.signal.aborted) return
	if (isRouteErrorResponse(error) && error.status < 500) return
	const { pathname, search } = new URL(request.url)
	logger.error({ err: error, url: loggableUrl(pathname + search) }, 'Unhandled error in a loader or action')
}
