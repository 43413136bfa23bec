import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Readable, type Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import busboy from 'busboy'

import { cleanText, formFailure, type FormFailure, type SubmittedValues } from '#app/domain/form.ts'

import { isBodyTooLarge } from '../body-limit.ts'
import { getEnv } from '../env.ts'

/**
 * The form protocol for file uploads (multipart/form-data), streamed: each
 * file goes straight to a private temporary file, so a large photo never sits
 * in memory, and a file over the limit stops the upload as soon as it is seen.
 * Text fields read like `formValues` (cleaned, first value wins).
 */

export type UploadedFile = { field: string; filename: string; declaredType: string; path: string; size: number }

export type UploadForm =
	| { ok: true; values: SubmittedValues; files: UploadedFile[]; cleanup: () => Promise<void> }
	| { ok: false; httpStatus: 400 | 413 | 415; failure: FormFailure }

export const uploadMessages = {
	notAForm: 'Send this as a file upload form.',
	unreadable: 'The upload could not be read (it may have been interrupted). Please try again.',
	tooManyFields: 'The form has too many fields.',
	fieldTooLarge: 'One of the form’s fields is too long.',
} as const

const FIELD_LIMITS = { fields: 100, fieldSize: 64 * 1024, fieldNameSize: 200 }

const megabytes = (bytes: number) => {
	const value = bytes / (1024 * 1024)
	return Number.isInteger(value) ? `${value} MB` : `${value.toFixed(1)} MB`
}

export async function readUploadForm(request: Request, options: { maxFiles?: number; maxFileBytes?: number } = {}): Promise<UploadForm> {
	const maxFiles = options.maxFiles ?? 20
	const maxFileBytes = options.maxFileBytes ?? getEnv().UPLOAD_MAX_MB * 1024 * 1024
	const tooManyFiles = `Upload at most ${maxFiles} ${maxFiles === 1 ? 'file' : 'files'} at a time.`
	const refuse = (httpStatus: 400 | 413 | 415, message: string): UploadForm => ({ ok: false, httpStatus, failure: formFailure(message) })

	const contentType = request.headers.get('content-type') ?? ''
	if (!/^multipart\/form-data\b/i.test(contentType)) return refuse(415, uploadMessages.notAForm)
	if (!request.body) return refuse(400, uploadMessages.unreadable)

	let parser: busboy.Busboy
	try {
		parser = busboy({
			headers: { 'content-type': contentType },
			// Browsers send file names as UTF-8 inside the quotes.
			defParamCharset: 'utf8',
			// Files are counted below (empty inputs do not count); busboy's own limit only bounds the parts.
			limits: { ...FIELD_LIMITS, files: maxFiles + 10, fileSize: maxFileBytes, parts: FIELD_LIMITS.fields + maxFiles + 10 },
		})
	} catch {
		// A missing or malformed boundary.
		return refuse(400, uploadMessages.unreadable)
	}

	const directory = await mkdtemp(path.join(os.tmpdir(), 'upload-'))
	const removeDirectory = () => rm(directory, { recursive: true, force: true })
	const source = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>)

	const values: SubmittedValues = {}
	const files: UploadedFile[] = []
	const writes: Promise<unknown>[] = []
	const streams: Readable[] = []
	let failure: { httpStatus: 400 | 413 | 415; message: string } | null = null
	let settle!: () => void
	const finished = new Promise<void>((resolve) => (settle = resolve))

	const fail = (httpStatus: 400 | 413 | 415, message: string) => {
		if (failure) return
		failure = { httpStatus, message }
		// Stop reading: the rest of the body is not wanted. After the current event, since busboy
		// is still inside its own handler when it reports a limit.
		setImmediate(() => {
			source.unpipe(parser)
			source.destroy()
			// A file part cut short never ends by itself; ending it lets its write finish (and fail).
			for (const stream of streams) stream.destroy(new Error('Upload refused'))
			parser.destroy()
			settle()
		})
	}

	parser.on('field', (name, value, info) => {
		if (info.nameTruncated || info.valueTruncated) return fail(413, uploadMessages.fieldTooLarge)
		if (name !== '__proto__' && !Object.hasOwn(values, name)) values[name] = cleanText(value)
	})
	parser.on('file', (field, stream, info) => {
		const filename = cleanText(info.filename ?? '').trim()
		if (filename === '' || failure) {
			// No file chosen: the browser still sends an empty part, which does not count.
			stream.resume()
			return
		}
		if (files.length >= maxFiles) {
			stream.resume()
			return fail(413, tooManyFiles)
		}
		const file: UploadedFile = {
			field: cleanText(field),
			filename,
			declaredType: cleanText(info.mimeType ?? ''),
			path: path.join(directory, `file-${files.length + 1}`),
			size: 0,
		}
		files.push(file)
		streams.push(stream)
		stream.on('data', (chunk: Buffer) => (file.size += chunk.length))
		stream.on('limit', () => fail(413, `${filename} is larger than ${megabytes(maxFileBytes)}. Please upload a smaller file.`))
		const output: Writable = createWriteStream(file.path)
		// A write that fails after the upload was refused does not matter; the directory goes anyway.
		writes.push(pipeline(stream, output).catch((error: unknown) => (failure ? undefined : Promise.reject(error))))
	})
	parser.on('filesLimit', () => fail(413, tooManyFiles))
	parser.on('fieldsLimit', () => fail(413, uploadMessages.tooManyFields))
	parser.on('partsLimit', () => fail(413, uploadMessages.tooManyFields))
	parser.on('error', () => fail(400, uploadMessages.unreadable))
	parser.on('close', () => settle())
	// The web server's byte cap for this route (decision 0026) ends the body with BodyTooLarge.
	source.on('error', (error) =>
		isBodyTooLarge(error)
			? fail(413, `This upload is larger than ${megabytes(error.limitBytes)} in all. Upload fewer or smaller files at a time.`)
			: fail(400, uploadMessages.unreadable),
	)
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
		const { httpStatus, message } = failure
		return refuse(httpStatus, message)
	}
	const kept = files.filter((file) => file.size > 0)
	await Promise.all(files.filter((file) => file.size === 0).map((file) => rm(file.path, { force: true })))
	return { ok: true, values, files: kept, cleanup: removeDirectory }
}
