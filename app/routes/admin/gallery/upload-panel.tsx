import { useRef, useState, type DragEvent, type FormEvent } from 'react'
import { Form, useRevalidator } from 'react-router'
import { toast } from 'sonner'

import { editorFields, type EditorFailure } from '#app/components/admin/editable-list.tsx'
import { ErrorNotice, useHydrated } from '#app/components/admin/notice.tsx'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { CircleAlert, CircleCheck, ImageUp, LoaderCircle } from '#app/components/ui/icon.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { validate } from '#app/domain/form.ts'
import { galleryLimits, looksLikeImage, uploadFieldsSchema, uploadMessages } from '#app/domain/project/schema.ts'
import { cn } from '#app/utils/cn.ts'

import { CategoryField } from './items.tsx'

type ItemStatus = 'pending' | 'uploading' | 'inserted' | 'error'
type UploadItem = { id: number; file: File; progress: number; status: ItemStatus; error: string | null }

const UPLOAD_URL = '/admin/gallery/upload'
const ALL_DONE = 'All uploads completed successfully.'

/** The server's reason for one file: the failure's message, or the file's outcome. */
function messageOf(body: unknown): string | null {
	if (typeof body !== 'object' || body === null) return null
	const { formError, outcomes } = body as { formError?: unknown; outcomes?: Array<{ ok: boolean; message?: string }> }
	if (typeof formError === 'string') return formError
	return outcomes?.find((outcome) => !outcome.ok)?.message ?? null
}

/** Sends one file with the batch's fields; progress follows the bytes actually sent. */
function sendFile(fields: { category: string; location: string }, file: File, onProgress: (percent: number) => void) {
	return new Promise<{ ok: true } | { ok: false; message: string }>((resolve) => {
		const body = new FormData()
		body.set('gallery_category', fields.category)
		body.set('location', fields.location)
		body.set('files', file)
		const request = new XMLHttpRequest()
		request.open('POST', UPLOAD_URL)
		request.responseType = 'json'
		request.setRequestHeader('Accept', 'application/json')
		// 5 when it starts (as the spec has it), the rest in step with the upload; 100 once the item is in.
		request.upload.onprogress = (event) => {
			if (event.lengthComputable && event.total > 0) onProgress(5 + Math.round((event.loaded / event.total) * 90))
		}
		request.onload = () =>
			resolve(request.status === 201 ? { ok: true } : { ok: false, message: messageOf(request.response) ?? 'Unexpected error' })
		request.onerror = () => resolve({ ok: false, message: 'Unexpected error' })
		request.send(body)
	})
}

/**
 * The Gallery's upload panel. Without JavaScript it is a plain multipart form
 * (every file in one request, answered by the page). With JavaScript, files
 * can be dropped or picked (a phone offers its camera roll), each is sent on
 * its own with a progress bar, one failure shows in its row and the batch goes
 * on; then "Upload complete" and the list reloads.
 */
export function UploadPanel({ failure, maxMb }: { failure: EditorFailure | undefined; maxMb: number }) {
	const hydrated = useHydrated()
	const revalidator = useRevalidator()
	const formRef = useRef<HTMLFormElement>(null)
	const [items, setItems] = useState<UploadItem[]>([])
	const [uploading, setUploading] = useState(false)
	const [allDone, setAllDone] = useState(false)
	const [dragging, setDragging] = useState(false)
	const [problem, setProblem] = useState<{ title: string; text: string } | null>(null)
	const nextId = useRef(0)
	const { errors, value } = editorFields(failure)

	const complain = (message: { title: string; text: string }) => {
		setProblem(message)
		toast.error(message.title, { description: message.text })
	}

	const addFiles = (files: readonly File[]) => {
		if (files.length === 0) return
		const images = files.filter(looksLikeImage)
		if (images.length === 0) return complain(uploadMessages.noImages)
		setProblem(null)
		setAllDone(false)
		setItems((current) => [
			...current.filter((item) => item.status !== 'inserted'),
			...images.map((file) => ({ id: nextId.current++, file, progress: 0, status: 'pending' as const, error: null })),
		])
	}

	const update = (id: number, change: Partial<UploadItem>) =>
		setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)))

	const reset = () => {
		formRef.current?.reset()
		setItems([])
		setProblem(null)
		setAllDone(false)
	}

	const start = async (event: FormEvent<HTMLFormElement>) => {
		event.preventDefault()
		const data = new FormData(event.currentTarget)
		const fields = validate(uploadFieldsSchema, {
			gallery_category: String(data.get('gallery_category') ?? ''),
			location: String(data.get('location') ?? ''),
		})
		if (!fields.ok) {
			const categoryMissing = fields.title === uploadMessages.categoryRequired.title
			return complain(
				categoryMissing ? uploadMessages.categoryRequired : { title: 'Upload failed', text: Object.values(fields.fieldErrors).join(' ') },
			)
		}
		const queue = items.filter((item) => item.status !== 'inserted')
		if (queue.length === 0) return complain(uploadMessages.noFiles)
		setProblem(null)
		setUploading(true)
		const failures: string[] = []
		for (const item of queue) {
			update(item.id, { status: 'uploading', progress: 5, error: null })
			const result = await sendFile(
				{ category: fields.data.gallery_category, location: fields.data.location ?? '' },
				item.file,
				(progress) => update(item.id, { progress }),
			)
			if (result.ok) update(item.id, { status: 'inserted', progress: 100 })
			else {
				failures.push(result.message)
				update(item.id, { status: 'error', progress: 100, error: result.message })
			}
		}
		setUploading(false)
		setAllDone(failures.length === 0)
		// One toast for the batch's failures (each row says its own reason), then the spec's notice.
		if (failures.length)
			toast.error('Upload failed', { description: failures.length === 1 ? failures[0] : `${failures.length} files were not added.` })
		toast.success('Upload complete')
		void revalidator.revalidate()
	}

	const drop = (event: DragEvent<HTMLElement>) => {
		event.preventDefault()
		setDragging(false)
		if (!uploading) addFiles([...event.dataTransfer.files])
	}

	return (
		<section aria-labelledby="gallery-upload" className="grid gap-4 rounded-lg border border-border bg-background p-4 sm:p-6">
			<h3 id="gallery-upload" className="text-lg font-semibold">
				Upload images
			</h3>
			<ErrorNotice message={failure?.formError} title={failure?.title} occurrence={failure} />
			{problem ? <Alert variant="error">{`${problem.title}: ${problem.text}`}</Alert> : null}
			<Form
				ref={formRef}
				method="post"
				encType="multipart/form-data"
				reloadDocument
				onSubmit={hydrated ? start : undefined}
				className="grid gap-4"
				aria-busy={uploading || undefined}
			>
				<fieldset disabled={uploading} className="grid min-w-0 gap-4">
					<div className="grid gap-4 sm:grid-cols-2">
						<CategoryField required error={errors.gallery_category} defaultValue={value('gallery_category', '')} />
						<Field label="Location" hint="Optional, e.g. Maida Vale." error={errors.location}>
							{(control) => <Input {...control} name="location" maxLength={galleryLimits.location} defaultValue={value('location', '')} />}
						</Field>
					</div>
					<label
						onDragOver={(event) => {
							event.preventDefault()
							setDragging(true)
						}}
						onDragLeave={() => setDragging(false)}
						onDrop={drop}
						data-testid="gallery-drop-zone"
						className={cn(
							'grid cursor-pointer justify-items-center gap-2 rounded-lg border-2 border-dashed border-border p-6 text-center',
							dragging && 'border-primary bg-primary-soft',
						)}
					>
						<ImageUp aria-hidden className="size-8 text-primary" />
						<span className="font-semibold">Drop photos here, or choose them</span>
						<span className="text-sm text-muted-foreground">JPEG, PNG, GIF, WebP or HEIC (iPhone), up to {maxMb} MB each.</span>
						<input
							type="file"
							name="files"
							multiple
							accept="image/*,.heic,.heif"
							aria-label="Photos to upload"
							className="w-full max-w-full min-w-0 text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-border file:bg-background file:px-3 file:font-semibold"
							onChange={(event) => {
								if (!hydrated) return
								addFiles([...(event.currentTarget.files ?? [])])
								event.currentTarget.value = ''
							}}
						/>
					</label>
					{items.length > 0 ? <UploadList items={items} /> : null}
					{allDone ? (
						<p role="status" className="flex items-center gap-2 font-semibold text-green-800">
							<CircleCheck aria-hidden className="size-5" />
							{ALL_DONE}
						</p>
					) : null}
					<div className="flex flex-wrap gap-2">
						<Button type="button" variant="outline" onClick={reset}>
							Reset
						</Button>
						<Button type="submit">
							{uploading ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
							Start Upload
						</Button>
					</div>
				</fieldset>
			</Form>
		</section>
	)
}

const statusText: Record<ItemStatus, string> = { pending: 'Waiting', uploading: 'Uploading', inserted: 'Added', error: 'Failed' }

function UploadList({ items }: { items: readonly UploadItem[] }) {
	return (
		<ul aria-label="Files to upload" className="grid gap-2">
			{items.map((item) => (
				<li key={item.id} data-status={item.status} className="grid gap-1 rounded-md border border-border p-3 text-sm">
					<div className="flex items-center justify-between gap-3">
						<span className="truncate font-medium">{item.file.name}</span>
						<span className={cn('shrink-0', item.status === 'error' ? 'text-emergency' : 'text-muted-foreground')}>
							{statusText[item.status]}
						</span>
					</div>
					<progress
						max={100}
						value={item.progress}
						aria-label={`${item.file.name}: ${item.progress}%`}
						className="h-2 w-full accent-primary"
					/>
					{item.error ? (
						<p className="flex items-center gap-1 text-emergency">
							<CircleAlert aria-hidden className="size-4" />
							{item.error}
						</p>
					) : null}
				</li>
			))}
		</ul>
	)
}
