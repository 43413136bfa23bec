import { PassThrough } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import { isRouteErrorResponse, ServerRouter, type EntryContext, type HandleErrorFunction } from 'react-router'

import { PAGE_CACHEABLE_HEADER } from '#app/.server/cache/page-cache.ts'
import { contentSecurityPolicy, inlineScriptHashes } from '#app/.server/csp.ts'
import { getEnv } from '#app/.server/env.ts'
import { loggableUrl } from '#app/.server/loggable-url.ts'
import { logger } from '#app/.server/logger.ts'

export const streamTimeout = 5_000

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
	const { status, body } = await renderDocument(routerContext, request.url, responseStatusCode)
	const env = getEnv()
	responseHeaders.set(
		'Content-Security-Policy',
		contentSecurityPolicy({
			development: env.NODE_ENV === 'development',
			https: env.SITE_URL.startsWith('https://'),
			scriptHashes: inlineScriptHashes(body.toString('utf8')),
		}),
	)
	responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
	// Buffer.concat returns bytes over a plain ArrayBuffer.
	return new Response(body as Uint8Array<ArrayBuffer>, { status, headers: responseHeaders })
}

/**
 * A page of the public site that is the same for every anonymous visitor: under
 * the site layout, and no matched route's handle says `pageCache: false`.
 */
function isPublicPage({ staticHandlerContext, routeModules }: EntryContext) {
	const { matches } = staticHandlerContext
	return (
		matches.some((match) => match.route.id === 'routes/site/layout') &&
		!matches.some((match) => (routeModules[match.route.id]?.handle as { pageCache?: boolean } | undefined)?.pageCache === false)
	)
}

function renderDocument(context: EntryContext, url: string, statusCode: number) {
	return new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
		let status = statusCode
		let shellRendered = false
		const timeoutId = setTimeout(() => abort(), streamTimeout + 1000)
		const { pipe, abort } = renderToPipeableStream(<ServerRouter context={context} url={url} />, {
			onAllReady() {
				shellRendered = true
				const chunks: Buffer[] = []
				const body = new PassThrough()
				body.on('data', (chunk: Buffer) => chunks.push(chunk))
				body.on('end', () => {
					clearTimeout(timeoutId)
					resolve({ status, body: Buffer.concat(chunks) })
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

export const handleError: HandleErrorFunction = (error, { request }) => {
	if (request.signal.aborted) return
	if (isRouteErrorResponse(error) && error.status < 500) return
	const { pathname, search } = new URL(request.url)
	logger.error({ err: error, url: loggableUrl(pathname + search) }, 'Unhandled error in a loader or action')
}
