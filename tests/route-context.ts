import type { AppLoadContext } from 'react-router'

import { logger } from '#app/.server/logger.ts'

/** The load context the server gives loaders and actions, for calling them directly in tests. */
export function testContext(overrides: Partial<AppLoadContext> = {}): AppLoadContext {
	return {
		requestId: 'test',
		log: logger,
		clientIp: '203.0.113.1',
		routes: {},
		...overrides,
	}
}

/** What a loader or action answered, returned or thrown (the guard throws its refusals): status, redirect target, data, headers. */
export type RouteAnswer = { status: number; location: string | null; body: any; headers: Headers }

export async function settle(run: () => Promise<unknown>): Promise<RouteAnswer> {
	let result: unknown
	try {
		result = await run()
	} catch (thrown) {
		result = thrown
	}
	if (result instanceof Response)
		return { status: result.status, location: result.headers.get('Location'), body: null, headers: result.headers }
	const answer = result as { data?: unknown; init?: ResponseInit | null; type?: string } | null
	// `data(value, init)`; anything else is the value itself, answered 200.
	if (answer && typeof answer === 'object' && answer.type === 'DataWithResponseInit') {
		return { status: answer.init?.status ?? 200, location: null, body: answer.data, headers: new Headers(answer.init?.headers) }
	}
	return { status: 200, location: null, body: result, headers: new Headers() }
}

/** A same-origin form post to `path` (urlencoded), with the session cookie when given. */
export const formPost = (path: string, fields: Record<string, string>, cookie: string | null = null) =>
	new Request(`http://localhost${path}`, {
		method: 'POST',
		body: new URLSearchParams(fields),
		headers: { ...(cookie === null ? {} : { cookie }), 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost' },
	})

/** The origin of `routeGet` and `routePost` requests. */
export const TEST_ORIGIN = 'https://www.example.test'

/** A loader's arguments for a GET of `path`, with the session cookie when given. */
export const routeGet = (path: string, cookie?: string) =>
	({ request: new Request(`${TEST_ORIGIN}${path}`, { headers: cookie ? { cookie } : {} }), params: {}, context: testContext() }) as never

/** An action's arguments for an urlencoded form post to `path` with the session cookie. */
export const routePost = (path: string, form: Record<string, string>, cookie: string) =>
	({
		request: new Request(`${TEST_ORIGIN}${path}`, {
			method: 'POST',
			headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
			body: new URLSearchParams(form),
		}),
		params: {},
		context: testContext(),
	}) as never
