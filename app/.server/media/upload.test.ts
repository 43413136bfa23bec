import { existsSync, readdirSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { readUploadForm } from './upload.ts'

const URL = 'http://localhost/admin/upload'

const post = (body: BodyInit, headers?: HeadersInit) => new Request(URL, { method: 'POST', body, headers })

/** Our private temporary directories that are still on disk. */
const uploadDirectories = () => new Set(readdirSync(os.tmpdir()).filter((name) => name.startsWith('upload-')))

/** Runs `task` and lists the upload directories it left behind (other test files may run alongside, so only new ones count). */
async function leftBehind(task: () => Promise<unknown>) {
	const before = uploadDirectories()
	await task()
	return [...uploadDirectories()].filter((name) => !before.has(name))
}

describe('readUploadForm', () => {
	it('streams files to temporary files and reads text fields like a form', async () => {
		const form = new FormData()
		form.append('title', 'Kitchen\u0000 refit')
		form.append('title', 'second value')
		form.append('photo', new File([new Uint8Array([1, 2, 3, 4])], 'sink.jpg', { type: 'image/jpeg' }))
		form.append('photo', new File([new TextEncoder().encode('hello')], 'ünïcode name.png', { type: 'image/png' }))
		form.append('empty', new File([], '', { type: 'application/octet-stream' }))

		const result = await readUploadForm(post(form))
		expect(result.ok).toBe(true)
		if (!result.ok) return
		expect(result.values).toEqual({ title: 'Kitchen refit' })
		expect(result.files.map(({ field, filename, declaredType, size }) => ({ field, filename, declaredType, size }))).toEqual([
			{ field: 'photo', filename: 'sink.jpg', declaredType: 'image/jpeg', size: 4 },
			{ field: 'photo', filename: 'ünïcode name.png', declaredType: 'image/png', size: 5 },
		])
		expect([...readFileSync(result.files[0]!.path)]).toEqual([1, 2, 3, 4])
		expect(readFileSync(result.files[1]!.path, 'utf8')).toBe('hello')
		expect(path.dirname(result.files[0]!.path).startsWith(os.tmpdir())).toBe(true)

		await result.cleanup()
		expect(existsSync(result.files[0]!.path)).toBe(false)
		expect(existsSync(path.dirname(result.files[0]!.path))).toBe(false)
	})

	it('skips an empty file input (no file chosen)', async () => {
		const form = new FormData()
		form.append('photo', new File([], '', { type: 'application/octet-stream' }))
		form.append('intent', 'upload')
		const result = await readUploadForm(post(form))
		expect(result.ok && result.files).toEqual([])
		if (result.ok) await result.cleanup()
	})

	it('refuses a file over the limit with a 413 naming it, and leaves nothing behind', async () => {
		const form = new FormData()
		form.append('photo', new File([new Uint8Array(3 * 1024 * 1024)], 'photo.jpg', { type: 'image/jpeg' }))
		let result
		const left = await leftBehind(async () => (result = await readUploadForm(post(form), { maxFileBytes: 2 * 1024 * 1024 })))
		expect(result).toMatchObject({
			ok: false,
			httpStatus: 413,
			failure: { status: 'error', formError: 'photo.jpg is larger than 2 MB. Please upload a smaller file.' },
		})
		expect(left).toEqual([])
	})

	it('states the configured limit by default (UPLOAD_MAX_MB)', async () => {
		const form = new FormData()
		form.append('photo', new File([new Uint8Array(26 * 1024 * 1024)], 'big.jpg', { type: 'image/jpeg' }))
		const result = await readUploadForm(post(form))
		expect(result).toMatchObject({
			ok: false,
			httpStatus: 413,
			failure: { formError: expect.stringMatching(/^big\.jpg is larger than 25 MB\./) },
		})
	})

	it('refuses more files than allowed with a 413', async () => {
		const form = new FormData()
		for (const name of ['a.jpg', 'b.jpg', 'c.jpg']) form.append('photos', new File([new Uint8Array([1])], name))
		let result
		const left = await leftBehind(async () => (result = await readUploadForm(post(form), { maxFiles: 2 })))
		expect(result).toMatchObject({ ok: false, httpStatus: 413, failure: { formError: 'Upload at most 2 files at a time.' } })
		expect(left).toEqual([])
	})

	it('does not count empty file inputs towards the limit', async () => {
		const form = new FormData()
		form.append('logo', new File([], '', { type: 'application/octet-stream' }))
		form.append('favicon', new File([new Uint8Array([1])], 'icon.png'))
		const result = await readUploadForm(post(form), { maxFiles: 1 })
		expect(result.ok && result.files.map((file) => file.filename)).toEqual(['icon.png'])
		if (result.ok) await result.cleanup()
	})

	it('refuses an over-long text field with a 413', async () => {
		const form = new FormData()
		form.append('notes', 'x'.repeat(70 * 1024))
		expect(await readUploadForm(post(form))).toMatchObject({ ok: false, httpStatus: 413 })
	})

	it.each([
		['a JSON body', () => post(JSON.stringify({ a: 1 }), { 'content-type': 'application/json' }), 415],
		['no content type', () => new Request(URL, { method: 'POST', body: new Uint8Array([1, 2, 3]) }), 415],
		['a url-encoded form', () => post(new URLSearchParams({ a: '1' })), 415],
		['a missing boundary', () => post('--x\r\n\r\n', { 'content-type': 'multipart/form-data' }), 400],
		['an empty boundary', () => post('--x\r\n\r\n', { 'content-type': 'multipart/form-data; boundary=' }), 400],
		['no body', () => new Request(URL, { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' } }), 400],
		['JSON sent as multipart', () => post('{"a":1}', { 'content-type': 'multipart/form-data; boundary=x' }), 400],
	] as const)('refuses %s with a 4xx and never throws', async (_name, request, status) => {
		const result = await readUploadForm(request())
		expect(result).toMatchObject({ ok: false, httpStatus: status, failure: { status: 'error', formError: expect.any(String) } })
	})

	it('refuses a truncated body with a 400 and removes the partial file', async () => {
		const form = new FormData()
		form.append('photo', new File([new Uint8Array(200_000).fill(7)], 'photo.jpg', { type: 'image/jpeg' }))
		const complete = post(form)
		const contentType = complete.headers.get('content-type')!
		const bytes = new Uint8Array(await complete.arrayBuffer())
		let result
		const left = await leftBehind(
			async () => (result = await readUploadForm(post(bytes.subarray(0, 150_000), { 'content-type': contentType }))),
		)
		expect(result).toMatchObject({ ok: false, httpStatus: 400, failure: { formError: expect.stringMatching(/could not be read/) } })
		expect(left).toEqual([])
	})

	it('refuses a body that breaks off while streaming', async () => {
		const form = new FormData()
		form.append('photo', new File([new Uint8Array(100_000)], 'photo.jpg'))
		const complete = post(form)
		const bytes = new Uint8Array(await complete.arrayBuffer())
		const body = new ReadableStream<Uint8Array>({
			start(controller) {
				controller.enqueue(bytes.subarray(0, 50_000))
				controller.error(new Error('connection reset'))
			},
		})
		const request = new Request(URL, {
			method: 'POST',
			body,
			headers: { 'content-type': complete.headers.get('content-type')! },
			duplex: 'half',
		} as RequestInit)
		let result
		const left = await leftBehind(async () => (result = await readUploadForm(request)))
		expect(result).toMatchObject({ ok: false, httpStatus: 400 })
		expect(left).toEqual([])
	})
})
