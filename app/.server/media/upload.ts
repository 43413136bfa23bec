import { rm } from 'node:fs/promises'

import { cleanText, formFailure, type FormFailure, type SubmittedValues } from '#app/domain/form.ts'

import { getEnv } from '../env.ts'
import { readMultipart } from '../multipart.ts'

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

	const files: UploadedFile[] = []
	const read = await readMultipart<{ tooManyFiles: true } | { fileTooLarge: string }>(request, {
		// Files are counted below (empty inputs do not count); busboy's own limit only bounds the parts.
		limits: { ...FIELD_LIMITS, files: maxFiles + 10, fileSize: maxFileBytes, parts: FIELD_LIMITS.fields + maxFiles + 10 },
		tempPrefix: 'upload-',
		onFile: ({ field, stream, info }, { fail, save }) => {
			const filename = cleanText(info.filename ?? '').trim()
			// No file chosen: the browser still sends an empty part, which does not count.
			if (filename === '') return void stream.resume()
			if (files.length >= maxFiles) {
				stream.resume()
				return fail({ tooManyFiles: true })
			}
			const file: UploadedFile = {
				field: cleanText(field),
				filename,
				declaredType: cleanText(info.mimeType ?? ''),
				path: '',
				size: 0,
			}
			files.push(file)
			stream.on('data', (chunk: Buffer) => (file.size += chunk.length))
			stream.on('limit', () => fail({ fileTooLarge: filename }))
			file.path = save(stream, `file-${files.length}`)
		},
	})
	if (!read.ok) {
		const { failure } = read
		switch (failure.reason) {
			case 'fieldTooLarge':
				return refuse(413, uploadMessages.fieldTooLarge)
			case 'tooManyFields':
				return refuse(413, uploadMessages.tooManyFields)
			case 'tooManyFiles':
				return refuse(413, tooManyFiles)
			case 'bodyTooLarge':
				return refuse(413, `This upload is larger than ${megabytes(failure.limitBytes)} in all. Upload fewer or smaller files at a time.`)
			case 'unreadable':
				return refuse(400, uploadMessages.unreadable)
			case 'refused':
				return 'fileTooLarge' in failure.detail
					? refuse(413, `${failure.detail.fileTooLarge} is larger than ${megabytes(maxFileBytes)}. Please upload a smaller file.`)
					: refuse(413, tooManyFiles)
		}
	}
	const kept = files.filter((file) => file.size > 0)
	await Promise.all(files.filter((file) => file.size === 0).map((file) => rm(file.path, { force: true })))
	return { ok: true, values: read.values, files: kept, cleanup: read.cleanup }
}
