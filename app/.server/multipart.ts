import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import busboy from 'busboy'

import { cleanText, type SubmittedValues } from '#app/domain/form.ts'

import { isBodyTooLarge } from './body-limit.ts'

/**
 * The streaming reader behind the file-upload forms (multipart/form-data, or
 * urlencoded where a form may come without files): each file goes straight to
 * a private temporary file, never held in memory, and the reading stops at the
 * first limit passed. Text fields read like `formValues` (cleaned, first value
 * wins). Failures come back as a reason; each caller words its own answer.
 */

/** Why the reading stopped; `F` is what a caller's own `fail` reports. */
export type MultipartFailure<F> =
	/** A field's name or value was cut at its limit. */
	| { reason: 'fieldTooLarge' }
	/** busboy's `fieldsLimit` or `partsLimit`. */
	| { reason: 'tooManyFields' }
	/** busboy's `filesLimit`. */
	| { reason: 'tooManyFiles' }
	/** The web server's byte cap for the route ended the body with BodyTooLarge (decision 0026). */
	| { reason: 'bodyTooLarge'; limitBytes: number }
	/** A malformed body, or one cut short. */
	| { reason: 'unreadable' }
	| { reason: 'refused'; detail: F }

export type MultipartRead<F> =
	/** `unread`: the reading was ended by `end`, or at the byte cap with `endAtCap`, before the body had all arrived; what was read counts. */
	| { ok: true; values: SubmittedValues; cleanup: () => Promise<void>; unread: boolean }
	/** `values`: the fields read before the reading stopped. */
	| { ok: false; values: SubmittedValues; failure: MultipartFailure<F> }

export type MultipartFile = { field: string; stream: Readable; info: busboy.FileInfo }

export type MultipartFileTools<F> = {
	/** Stops the reading; the first failure wins. */
	fail: (detail: F) => void
	/** Stops the reading as though the body ended here: the fields and the files read whole so far count, the part under way does not. */
	end: () => void
	/** Writes the file part to `name` in the temporary directory; returns its path. */
	save: (stream: Readable, name: string) => string
}

export async function readMultipart<F>(
	request: Request,
	options: {
		limits: busboy.Limits
		/** The temporary directory's name prefix; the directory is made for a multipart body only. */
		tempPrefix: string
		/** A file part with a file chosen or not; not called once the reading has failed. Drain (`stream.resume()`) or `save` it. */
		onFile: (file: MultipartFile, tools: MultipartFileTools<F>) => void
		/**
		 * A body cut at the web server's byte cap ends the reading like `end`
		 * rather than failing it: for a form whose text fields come before its
		 * files, so what was typed is read even when the files are too many.
		 */
		endAtCap?: boolean
	},
): Promise<MultipartRead<F>> {
	const contentType = request.headers.get('content-type') ?? ''
	const values: SubmittedValues = {}
	if (!request.body) return { ok: false, values, failure: { reason: 'unreadable' } }

	let parser: busboy.Busboy
	try {
		parser = busboy({
			headers: { 'content-type': contentType },
			// Browsers send file names as UTF-8 inside the quotes.
			defParamCharset: 'utf8',
			limits: options.limits,
		})
	} catch {
		// A missing or malformed boundary.
		return { ok: false, values, failure: { reason: 'unreadable' } }
	}

	// Only a multipart body can carry files; the directory is there before the first one arrives.
	const directory = /^multipart\//i.test(contentType) ? await mkdtemp(path.join(os.tmpdir(), options.tempPrefix)) : null
	const removeDirectory = async () => {
		if (directory) await rm(directory, { recursive: true, force: true })
	}
	const source = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>)
	const writes: Promise<unknown>[] = []
	const streams: Readable[] = []
	/** The file part being read: busboy has not reached its end (a later part, or the end of the body, is that end). */
	let open: Readable | null = null
	let failure: MultipartFailure<F> | null = null
	let cut = false
	let sourceEnded = false
	let unread = false
	let settle!: () => void
	const finished = new Promise<void>((resolve) => (settle = resolve))

	const stop = (reason: MultipartFailure<F> | 'cut') => {
		if (failure || cut) return
		if (reason === 'cut') {
			cut = true
			unread = !sourceEnded
		} else failure = reason
		// Stop reading: the rest of the body is not wanted. After the current event, since busboy
		// is still inside its own handler when it reports a limit.
		setImmediate(() => {
			source.unpipe(parser)
			source.destroy()
			// A file part cut short never ends by itself; ending it lets its write finish (and fail).
			// Cut, the parts read whole are written out in full: they count.
			for (const stream of cut ? [open] : streams) stream?.destroy(new Error('Form refused'))
			parser.destroy()
			settle()
		})
	}
	const tools: MultipartFileTools<F> = {
		fail: (detail) => stop({ reason: 'refused', detail }),
		end: () => stop('cut'),
		save: (stream, name) => {
			if (!directory) throw new Error('No temporary directory: not a multipart body')
			const file = path.join(directory, name)
			streams.push(stream)
			// A write that fails after the form was refused does not matter; the directory goes anyway.
			// Nor does the part under way when the reading was cut: it is not one of those read whole.
			writes.push(pipeline(stream, createWriteStream(file)).catch((error: unknown) => (failure || cut ? undefined : Promise.reject(error))))
			return file
		},
	}

	parser.on('field', (name, value, info) => {
		open = null
		if (info.nameTruncated || info.valueTruncated) return stop({ reason: 'fieldTooLarge' })
		if (name !== '__proto__' && !Object.hasOwn(values, name)) values[name] = cleanText(value)
	})
	parser.on('file', (field, stream, info) => {
		open = stream
		// Destroyed when the reading stops (here, or by busboy's own end-of-body check): a drained part has no other listener.
		stream.on('error', () => {})
		if (failure || cut || !directory) return void stream.resume()
		options.onFile({ field, stream, info }, tools)
	})
	parser.on('filesLimit', () => stop({ reason: 'tooManyFiles' }))
	parser.on('fieldsLimit', () => stop({ reason: 'tooManyFields' }))
	parser.on('partsLimit', () => stop({ reason: 'tooManyFields' }))
	parser.on('error', () => stop({ reason: 'unreadable' }))
	parser.on('close', () => settle())
	source.on('error', (error) => {
		if (!isBodyTooLarge(error)) return stop({ reason: 'unreadable' })
		stop(options.endAtCap ? 'cut' : { reason: 'bodyTooLarge', limitBytes: error.limitBytes })
	})
	source.once('end', () => (sourceEnded = true))
	source.pipe(parser)

	await finished
	try {
		const written = await Promise.allSettled(writes)
		const writeError = written.find((result) => result.status === 'rejected')
		if (failure === null && writeError) throw (writeError as PromiseRejectedResult).reason
	} catch (error) {
		await removeDirectory()
		// The disk failed, not the sender: a server error.
		throw error
	}
	if (failure !== null) {
		await removeDirectory()
		return { ok: false, values, failure }
	}
	return { ok: true, values, cleanup: removeDirectory, unread }
}
