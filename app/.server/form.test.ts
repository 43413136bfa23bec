import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { publicFormLimit } from '#app/utils/body-limit.ts'
import { cleanText, formFailure, queryValues } from '#app/utils/form.ts'
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
