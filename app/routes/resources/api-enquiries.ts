import { submitEnquiry } from '#app/.server/enquiries/submit.ts'
import { enquiryMessages } from '#app/utils/enquiry-schema.ts'

import type { Route } from './+types/api-enquiries.ts'

const MAX_BODY_BYTES = 16 * 1024

/**
 * The body as text, or null as soon as it grows beyond `limit` bytes (reading
 * stops there): a chunked body has no Content-Length to check beforehand.
 */
async function readBodyText(request: Request, limit: number): Promise<string | null> {
	if (!request.body) return ''
	const reader = request.body.getReader()
	const chunks: Uint8Array[] = []
	let size = 0
	for (;;) {
		const { done, value } = await reader.read()
		if (done) return Buffer.concat(chunks).toString('utf8')
		size += value.byteLength
		if (size > limit) {
			await reader.cancel()
			return null
		}
		chunks.push(value)
	}
}

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
	Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

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
	const contentType = request.headers.get('content-type') ?? ''
	if (!/^application\/json\b/i.test(contentType)) {
		return json({ error: 'Send the enquiry as JSON (Content-Type: application/json).' }, 415)
	}
	if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) {
		return json({ error: 'The request body is too large.' }, 413)
	}
	const body = await readBodyText(request, MAX_BODY_BYTES)
	if (body === null) return json({ error: 'The request body is too large.' }, 413)

	let raw: unknown
	try {
		raw = JSON.parse(body)
	} catch {
		return json({ error: 'The request body is not valid JSON.' }, 400)
	}
	if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
		return json({ error: 'The request body must be a JSON object.' }, 400)
	}

	const fields = raw as Record<string, unknown>
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
			return json({ error: `${result.formError.title}: ${result.formError.text}`, fieldErrors: result.fieldErrors }, 400)
		case 'rate-limited':
			return json({ error: enquiryMessages.rateLimited.text, retryAfterSeconds: result.retryAfterSeconds }, 429, {
				'Retry-After': String(result.retryAfterSeconds),
			})
		case 'failed':
			return json({ error: enquiryMessages.failure.text }, 503)
	}
}
