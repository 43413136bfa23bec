import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { cleanText, formFailure, queryValues } from '#app/domain/form.ts'
import { publicFormLimit } from '#app/utils/body-limit.ts'
import { honeypotField } from '#app/utils/honeypot.ts'

import { formMessages, jsonMessages, readForm, readJson, readSubmission } from './form.ts'

const schema = z.object({
	name: z.string().trim().min(1, 'Enter a name.'),
	password: z.string().min(8, 'Too short.'),
})

const post = (body: BodyInit | null, contentType?: string) =>
	new Request('http://localhost/form', {
		method: 'POST',
		body,
		headers: contentType ? { 'content-type': contentType } : {},
	})

const urlencoded = (values: Record<string, string>) => post(new URLSearchParams(values), 'application/x-www-form-urlencoded')

describe('the form protocol', () => {
	it('reads a valid form into typed data and the submitted text values', async () => {
		const submission = await readSubmission(urlencoded({ name: ' Ann ', password: 'long enough' }), schema)
		expect(submission).toMatchObject({ status: 'valid', data: { name: 'Ann', password: 'long enough' }, values: { name: ' Ann ' } })
	})

	it('answers every refusal in one shape, refilling the form but never with secrets', async () => {
		const submission = await readSubmission(urlencoded({ name: '  ', password: 'short', api_token: 'abc' }), schema)
		expect(submission).toEqual({
			status: 'invalid',
			httpStatus: 400,
			failure: {
				status: 'error',
				formError: 'Please correct the highlighted fields and try again.',
				fieldErrors: { name: 'Enter a name.', password: 'Too short.' },
				values: { name: '  ' },
			},
		})
	})

	it('refuses bodies that are not forms with 415, and broken forms with 400, never throwing', async () => {
		for (const request of [post('{"name":"x"}', 'application/json'), post('name=x', 'text/plain'), post('name=x')]) {
			expect(await readForm(request)).toMatchObject({ ok: false, httpStatus: 415, failure: { formError: formMessages.notAForm } })
		}
		for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=xyz']) {
			expect(await readForm(post('--nope\r\ngarbage', contentType))).toMatchObject({
				ok: false,
				httpStatus: 400,
				failure: { formError: formMessages.unreadable },
			})
		}
	})

	it('reports a filled honeypot only to forms that carry one', async () => {
		const values = { name: 'Bot', password: 'whatever!', [honeypotField]: 'http://spam.example' }
		expect(await readSubmission(urlencoded(values), schema, { honeypot: true })).toMatchObject({ status: 'bot' })
		expect(await readSubmission(urlencoded(values), schema)).toMatchObject({ status: 'valid' })
		expect(await readSubmission(urlencoded({ ...values, [honeypotField]: '  ' }), schema, { honeypot: true })).toMatchObject({
			status: 'valid',
		})
	})

	it('cleans control characters and broken surrogates out of every text value', async () => {
		const submission = await readSubmission(urlencoded({ name: 'A\u0000n\u0007n\ttab\r\nline 😀', password: 'long enough' }), schema)
		expect(submission).toMatchObject({ status: 'valid', data: { name: 'Ann\ttab\r\nline 😀' } })
		// A form body cannot carry half a surrogate pair (it arrives as U+FFFD), but a string from elsewhere can.
		expect(cleanText('\u007Fo\uDC00k\uD800')).toBe('ok')
	})

	it('builds failures after validation with the same shape', () => {
		expect(formFailure('Store failed.', { name: 'Ann', password: 'x' })).toEqual({
			status: 'error',
			formError: 'Store failed.',
			fieldErrors: {},
			values: { name: 'Ann' },
		})
	})
})

describe('the form protocol for JSON', () => {
	const json = (body: string, contentType = 'application/json') => post(body, contentType)

	it('reads a JSON object with every string cleaned, keys and nested values too', async () => {
		const body = JSON.stringify({ 'na\u0000me': 'A\u0000nn\uD800', nested: [{ text: 'x\u0007y' }, 'z\u001F'], n: 1, ok: true })
		expect(await readJson(json(body))).toEqual({
			ok: true,
			value: { name: 'Ann', nested: [{ text: 'xy' }, 'z'], n: 1, ok: true },
		})
	})

	it('keeps a key named __proto__ a plain property, cleaned like the rest', async () => {
		const result = await readJson(json('{"__proto__": {"polluted": "a\\u0000b"}, "x": "y"}'))
		expect(result.ok).toBe(true)
		const value = (result as { value: Record<string, unknown> }).value
		expect(Object.getPrototypeOf(value)).toBe(Object.prototype)
		expect(Object.getOwnPropertyDescriptor(value, '__proto__')?.value).toEqual({ polluted: 'ab' })
		expect(({} as Record<string, unknown>).polluted).toBeUndefined()
	})

	it('refuses what is not JSON, too large or not an object with a 4xx and a message, never throwing', async () => {
		for (const [request, httpStatus, message] of [
			[json('{}', 'text/plain'), 415, jsonMessages.notJson],
			[json('{}', 'application/x-www-form-urlencoded'), 415, jsonMessages.notJson],
			[post('{}'), 415, jsonMessages.notJson],
			[json('{"a": '), 400, jsonMessages.unreadable],
			[json(''), 400, jsonMessages.unreadable],
			[json('[1]'), 400, jsonMessages.notAnObject],
			[json('null'), 400, jsonMessages.notAnObject],
			[json(`{"a": "${'x'.repeat(17_000)}"}`), 413, jsonMessages.tooLarge],
		] as const) {
			expect(await readJson(request)).toEqual({ ok: false, httpStatus, message })
		}
	})

	it('walks a deeply nested body without running out of stack', async () => {
		const depth = 200_000
		const body = json(`{"a":${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}}`)
		// Only `ok` is compared: a matcher walking the whole value would itself run out of stack.
		expect((await readJson(body, { ...publicFormLimit, bytes: 1_000_000 })).ok).toBe(true)
	})
})

describe('query values', () => {
	it('are cleaned like a form’s', () => {
		expect(queryValues(new URL('http://x/admin/enquiries?q=%00jo%07e%ED%A0%80&q=second&page=2'))).toEqual({
			q: 'joe\uFFFD\uFFFD\uFFFD',
			page: '2',
		})
	})
})

describe('the body limit of a form (decision 0026)', () => {
	const limit = { ...publicFormLimit, bytes: 4096, fields: 5, fieldBytes: 1024, title: 'Too long', tooLarge: 'This form’s own words.' }
	const refused = { ok: false, httpStatus: 413, failure: { status: 'error', formError: 'This form’s own words.', title: 'Too long' } }

	/** A body that arrives in pieces, with no length to check first (as a chunked request). */
	const chunked = (parts: string[], contentType: string) =>
		new Request('http://localhost/form', {
			method: 'POST',
			body: new ReadableStream({
				pull(controller) {
					const part = parts.shift()
					if (part === undefined) controller.close()
					else controller.enqueue(new TextEncoder().encode(part))
				},
			}),
			headers: { 'content-type': contentType },
			duplex: 'half',
		} as RequestInit)

	const multipartBody = (fields: [string, string][], boundary = 'b0undary') =>
		fields.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('') +
		`--${boundary}--\r\n`

	it('reads urlencoded and multipart forms within the limit, as the browser sent them', async () => {
		const form = await readForm(urlencoded({ name: 'Ann Smith', note: 'a+b & c' }), limit)
		expect(form).toMatchObject({ ok: true, values: { name: 'Ann Smith', note: 'a+b & c' } })
		const multipart = await readForm(
			post(
				multipartBody([
					['name', 'Zoë'],
					['name', 'second'],
					['note', 'x\u0000y'],
				]),
				'multipart/form-data; boundary=b0undary',
			),
			limit,
		)
		expect(multipart).toMatchObject({ ok: true, values: { name: 'Zoë', note: 'xy' } })
		expect(multipart.ok && multipart.formData.getAll('name')).toEqual(['Zoë', 'second'])
	})

	it('refuses one field longer than the limit, in the form’s own words, keeping what came before it', async () => {
		expect(await readForm(urlencoded({ name: 'Ann', note: 'x'.repeat(1025) }), limit)).toMatchObject({
			...refused,
			failure: { ...refused.failure, values: { name: 'Ann' } },
		})
		const body = multipartBody([['note', 'x'.repeat(1025)]])
		expect(await readForm(post(body, 'multipart/form-data; boundary=b0undary'), limit)).toMatchObject(refused)
	})

	it('refuses more fields than the limit, urlencoded or multipart', async () => {
		const fields = Object.fromEntries(Array.from({ length: 6 }, (_, index) => [`f${index}`, 'x']))
		expect(await readForm(urlencoded(fields), limit)).toMatchObject(refused)
		const body = multipartBody(Object.entries(fields))
		expect(await readForm(post(body, 'multipart/form-data; boundary=b0undary'), limit)).toMatchObject(refused)
	})

	it('refuses a file in a form that takes none, and reads an empty file input as ""', async () => {
		const file = (content: string) =>
			`--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b\r\nContent-Disposition: form-data; name="photo"; filename="${content ? 'x.png' : ''}"\r\nContent-Type: application/octet-stream\r\n\r\n${content}\r\n--b--\r\n`
		expect(await readForm(post(file('PNG...'), 'multipart/form-data; boundary=b'), limit)).toMatchObject(refused)
		expect(await readForm(post(file(''), 'multipart/form-data; boundary=b'), limit)).toMatchObject({
			ok: true,
			values: { a: '1', photo: '' },
		})
	})

	it('cuts off a chunked body at the byte limit without reading the rest', async () => {
		const parts = Array.from({ length: 100 }, (_, index) => `${index === 0 ? '' : '&'}f=${'x'.repeat(500)}`)
		const big = { ...limit, fields: 1000 }
		const request = chunked(parts, 'application/x-www-form-urlencoded')
		expect(await readForm(request, big)).toMatchObject(refused)
		// 4,096 bytes is the ninth part: the other ninety were never pulled.
		expect(parts.length).toBeGreaterThan(85)
	})

	it('refuses a Content-Length over the limit before reading a byte', async () => {
		let pulled = false
		const request = new Request('http://localhost/form', {
			method: 'POST',
			body: new ReadableStream({ pull: () => void (pulled = true) }, { highWaterMark: 0 }),
			headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '52428800' },
			duplex: 'half',
		} as RequestInit)
		expect(await readForm(request, limit)).toMatchObject(refused)
		expect(pulled).toBe(false)
	})

	it('answers a malformed multipart body 400, not 413', async () => {
		expect(await readForm(post('--b\r\nnonsense', 'multipart/form-data; boundary=b'), limit)).toMatchObject({ ok: false, httpStatus: 400 })
		expect(await readForm(post('x', 'multipart/form-data'), limit)).toMatchObject({ ok: false, httpStatus: 400 })
	})

	it('gives JSON the same byte cap, chunked or declared, with the route’s message', async () => {
		const jsonLimit = { ...limit, tooLarge: 'The enquiry is too large.' }
		const tooLarge = { ok: false, httpStatus: 413, message: 'The enquiry is too large.' }
		expect(await readJson(chunked([`{"a":"${'x'.repeat(3000)}`, `${'x'.repeat(3000)}"}`], 'application/json'), jsonLimit)).toEqual(tooLarge)
		expect(await readJson(post(`{"a":"${'x'.repeat(5000)}"}`, 'application/json'), jsonLimit)).toEqual(tooLarge)
		expect(await readJson(post('{"a":"b"}', 'application/json'), jsonLimit)).toMatchObject({ ok: true, value: { a: 'b' } })
	})
})
