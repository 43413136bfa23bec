import { submitEnquiry } from '#app/.server/enquiries/submit.ts'
import { readJson } from '#app/.server/form.ts'
import { enquiryMessages } from '#app/domain/enquiry/schema.ts'
import { publicFormLimit } from '#app/utils/body-limit.ts'

import type { Route } from './+types/api-enquiries.ts'

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
	Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

/** One enquiry as JSON: a few kilobytes at most (decision 0026). */
export const handle = {
	bodyLimit: { ...publicFormLimit, bytes: 16 * 1024, tooLarge: 'The enquiry is larger than 16 KB. Send only the enquiry’s fields.' },
}

export function loader() {
	return json({ error: 'Use POST with a JSON body.' }, 405, { Allow: 'POST' })
}

/**
 * POST /api/enquiries for integrations: the contact form's schema and pipeline
 * (without the form's honeypot: a `website` field is ignored like any unknown field).
 * 201 { id } · 400 { error, fieldErrors } · 413 · 415 · 429 { error, retryAfterSeconds } · 503 { error }
 */
export async function action({ request, context }: Route.ActionArgs) {
	if (request.method !== 'POST') return json({ error: 'Use POST with a JSON body.' }, 405, { Allow: 'POST' })
	const body = await readJson(request, handle.bodyLimit)
	if (!body.ok) return json({ error: body.message }, body.httpStatus)

	const fields = body.value
	const result = await submitEnquiry(fields, {
		clientIp: context.clientIp,
		userAgent: request.headers.get('user-agent'),
		sourcePage: typeof fields.sourcePage === 'string' ? fields.sourcePage : '/api/enquiries',
		log: context.log,
	})
	switch (result.status) {
		case 'created':
			return json({ id: result.id }, 201, { Location: `/admin/enquiries/${result.id}` })
		case 'invalid':
			// The form's failure shape, its toast as one line: "Title: text".
			return json({ error: [result.title, result.formError].filter(Boolean).join(': '), fieldErrors: result.fieldErrors }, 400)
		case 'rate-limited':
			return json({ error: enquiryMessages.rateLimited.text, retryAfterSeconds: result.retryAfterSeconds }, 429, {
				'Retry-After': String(result.retryAfterSeconds),
			})
		case 'failed':
			return json({ error: enquiryMessages.failure.text }, 503)
	}
}
