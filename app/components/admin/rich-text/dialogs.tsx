import { Dialog } from 'radix-ui'
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'

import { Button } from '#app/components/ui/button.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { Label } from '#app/components/ui/label.tsx'
import { mediaVariantUrl } from '#app/domain/media/keys.ts'
import { cn } from '#app/utils/cn.ts'

import { checkLink, linkHelp } from './links.ts'

/** What the media library endpoint lists (app/routes/admin/media-library.ts). */
export type MediaItem = { key: string; url: string; alt: string; width: number | null; height: number | null }
export type ChosenImage = { src: string; alt: string; width: number | null; height: number | null }

export const MEDIA_LIBRARY_URL = '/admin/media-library'
export const MEDIA_UPLOAD_URL = '/admin/media-upload'

/** Every stored photo has a 320 px WebP variant (the smallest is always made, decision 0010). */
export const thumbnail = (url: string) => mediaVariantUrl(url, 320, 'webp')

/**
 * The editor's dialogs render in a portal, outside the page's form in the
 * document, but React still bubbles their events to the page's handlers:
 * they stop here, so a dialog's own submit never submits the article.
 */
function EditorDialog({
	open,
	onClose,
	title,
	description,
	onSubmit,
	children,
	className,
}: {
	open: boolean
	onClose: () => void
	title: string
	description: string
	onSubmit: () => void
	children: ReactNode
	className?: string
}) {
	const submit = (event: FormEvent) => {
		event.preventDefault()
		event.stopPropagation()
		onSubmit()
	}
	return (
		<Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
			<Dialog.Portal>
				<Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
				<Dialog.Content
					className={cn(
						'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border border-border bg-background p-5 shadow-lg',
						className,
					)}
					// Focus goes back to the text, where the owner was writing (the toolbar button stays reachable with Alt+F10).
					onCloseAutoFocus={(event) => event.preventDefault()}
					onChange={(event) => event.stopPropagation()}
					onInput={(event) => event.stopPropagation()}
				>
					<Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
					<Dialog.Description className="text-sm text-muted-foreground">{description}</Dialog.Description>
					<form noValidate onSubmit={submit} className="grid gap-4">
						{children}
					</form>
				</Dialog.Content>
			</Dialog.Portal>
		</Dialog.Root>
	)
}

function FieldError({ id, message }: { id: string; message: string | null }) {
	return message ? (
		<p id={id} role="alert" className="text-sm font-medium text-emergency">
			{message}
		</p>
	) : null
}

export function LinkDialog({
	open,
	initialHref,
	needsText,
	onClose,
	onApply,
	onRemove,
}: {
	open: boolean
	initialHref: string
	/** No text is selected: the link needs its words. */
	needsText: boolean
	onClose: () => void
	onApply: (href: string, text: string | null) => void
	onRemove: (() => void) | null
}) {
	const id = useId()
	const [href, setHref] = useState(initialHref)
	const [text, setText] = useState('')
	const [error, setError] = useState<string | null>(null)
	useEffect(() => {
		if (!open) return
		setHref(initialHref)
		setText('')
		setError(null)
	}, [open, initialHref])

	const apply = () => {
		const checked = checkLink(href)
		if (!checked.ok) return setError(checked.message)
		onApply(checked.href, needsText ? text.trim() || null : null)
	}

	return (
		<EditorDialog open={open} onClose={onClose} title={onRemove ? 'Edit link' : 'Add a link'} description={linkHelp} onSubmit={apply}>
			<div className="grid gap-2">
				<Label htmlFor={`${id}-href`}>Address</Label>
				<Input
					id={`${id}-href`}
					value={href}
					onChange={(event) => {
						setHref(event.target.value)
						setError(null)
					}}
					inputMode="url"
					autoComplete="off"
					aria-invalid={error ? true : undefined}
					aria-describedby={error ? `${id}-error` : undefined}
				/>
				<FieldError id={`${id}-error`} message={error} />
			</div>
			{needsText ? (
				<div className="grid gap-2">
					<Label htmlFor={`${id}-text`}>Link text (shown instead of the address)</Label>
					<Input id={`${id}-text`} value={text} onChange={(event) => setText(event.target.value)} />
				</div>
			) : null}
			<div className="flex flex-wrap gap-2">
				<Button type="submit">{onRemove ? 'Update link' : 'Add link'}</Button>
				{onRemove ? (
					<Button type="button" variant="outline" onClick={onRemove}>
						Remove link
					</Button>
				) : null}
				<Button type="button" variant="ghost" onClick={onClose}>
					Cancel
				</Button>
			</div>
		</EditorDialog>
	)
}

const ALT_REQUIRED = 'Describe the picture in a few words (alt text): people who cannot see it hear this instead.'

const SESSION_ENDED = 'Your session has ended. Please sign in again in another tab, then retry.'

/** The failure message of a JSON answer in the form protocol, or a general one. */
async function failureMessage(response: Response): Promise<string> {
	const body = (await response.json().catch(() => null)) as { formError?: unknown; fieldErrors?: Record<string, unknown> } | null
	const field = body?.fieldErrors ? Object.values(body.fieldErrors).find((value) => typeof value === 'string') : undefined
	if (typeof field === 'string') return field
	if (typeof body?.formError === 'string') return body.formError
	if (response.status === 401 || response.status === 403) return SESSION_ENDED
	return 'The picture could not be uploaded. Please try again.'
}

/**
 * Choose a picture from the media library or upload one. In the editor the
 * picture needs its alt text; a cover or social picture (`withAlt` false) is
 * described by the page it belongs to, so the dialog does not ask.
 */
export function ImageDialog({
	open,
	onClose,
	onInsert,
	withAlt = true,
	title = 'Insert a picture',
	submitLabel = 'Insert picture',
}: {
	open: boolean
	onClose: () => void
	onInsert: (image: ChosenImage) => void
	withAlt?: boolean
	title?: string
	submitLabel?: string
}) {
	const id = useId()
	const [source, setSource] = useState<'library' | 'upload'>('library')
	const [query, setQuery] = useState('')
	const [items, setItems] = useState<MediaItem[] | null>(null)
	const [libraryError, setLibraryError] = useState<string | null>(null)
	const [chosen, setChosen] = useState<MediaItem | null>(null)
	const [alt, setAlt] = useState('')
	const [altError, setAltError] = useState<string | null>(null)
	const [uploading, setUploading] = useState(false)
	const [uploadError, setUploadError] = useState<string | null>(null)
	const fileRef = useRef<HTMLInputElement>(null)

	useEffect(() => {
		if (!open) return
		setChosen(null)
		setAlt('')
		setAltError(null)
		setUploadError(null)
	}, [open])

	// The library, searched as the owner types (a short pause first).
	useEffect(() => {
		if (!open || source !== 'library') return
		const controller = new AbortController()
		const timer = setTimeout(() => {
			const url = query.trim() ? `${MEDIA_LIBRARY_URL}?q=${encodeURIComponent(query.trim())}` : MEDIA_LIBRARY_URL
			fetch(url, { signal: controller.signal, headers: { Accept: 'application/json' } })
				.then(async (response) => {
					// A session that ended is sent to the sign-in page (HTML), not answered with JSON.
					if (response.redirected) throw new Error(SESSION_ENDED)
					if (!response.ok) throw new Error(await failureMessage(response))
					const body = (await response.json()) as { items: MediaItem[] }
					setItems(body.items)
					setLibraryError(null)
				})
				.catch((error: unknown) => {
					if (controller.signal.aborted) return
					setLibraryError(error instanceof Error ? error.message : 'The media library could not be loaded.')
				})
		}, 250)
		return () => {
			clearTimeout(timer)
			controller.abort()
		}
	}, [open, source, query])

	const choose = (item: MediaItem) => {
		setChosen(item)
		if (alt.trim() === '' && item.alt) setAlt(item.alt)
	}

	const upload = async () => {
		const file = fileRef.current?.files?.[0]
		if (!file) return setUploadError('Choose a picture file first.')
		setUploading(true)
		setUploadError(null)
		try {
			const body = new FormData()
			body.set('file', file)
			if (alt.trim()) body.set('alt', alt.trim())
			const response = await fetch(MEDIA_UPLOAD_URL, { method: 'POST', body, headers: { Accept: 'application/json' } })
			if (response.status !== 201) return setUploadError(await failureMessage(response))
			const stored = (await response.json()) as { key: string; url: string; width: number; height: number }
			setChosen({ ...stored, alt: alt.trim() })
		} catch {
			setUploadError('The picture could not be uploaded (no connection?). Please try again.')
		} finally {
			setUploading(false)
		}
	}

	const insert = () => {
		if (!chosen) {
			if (source === 'upload') return setUploadError('Upload a picture first.')
			return setLibraryError('Choose a picture first.')
		}
		if (withAlt && alt.trim() === '') return setAltError(ALT_REQUIRED)
		onInsert({ src: chosen.url, alt: alt.trim(), width: chosen.width, height: chosen.height })
	}

	const tab = (value: 'library' | 'upload', label: string) => (
		<Button
			type="button"
			size="sm"
			variant={source === value ? 'default' : 'outline'}
			aria-pressed={source === value}
			onClick={() => setSource(value)}
		>
			{label}
		</Button>
	)

	return (
		<EditorDialog
			open={open}
			onClose={onClose}
			title={title}
			description={
				withAlt
					? 'Choose one already on the site or upload a new one, then describe it.'
					: 'Choose one already on the site or upload a new one.'
			}
			onSubmit={insert}
			className="max-w-2xl"
		>
			<div className="flex flex-wrap gap-2" role="group" aria-label="Where the picture comes from">
				{tab('library', 'Media library')}
				{tab('upload', 'Upload a new picture')}
			</div>
			{source === 'library' ? (
				<div className="grid gap-3">
					<div className="grid gap-2">
						<Label htmlFor={`${id}-q`}>Search pictures</Label>
						<Input id={`${id}-q`} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
					</div>
					<FieldError id={`${id}-library-error`} message={libraryError} />
					{items === null && !libraryError ? <p className="text-sm text-muted-foreground">Loading pictures…</p> : null}
					{items?.length === 0 ? <p className="text-sm text-muted-foreground">No pictures match.</p> : null}
					{items && items.length > 0 ? (
						<ul className="grid max-h-72 grid-cols-2 gap-2 overflow-y-auto p-1 sm:grid-cols-4" aria-label="Pictures">
							{items.map((item) => (
								<li key={item.key}>
									<button
										type="button"
										aria-pressed={chosen?.key === item.key}
										onClick={() => choose(item)}
										className="grid w-full gap-1 rounded-md border border-border p-1 text-left text-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-pressed:border-primary aria-pressed:ring-2 aria-pressed:ring-primary"
									>
										<img src={thumbnail(item.url)} alt="" loading="lazy" className="aspect-[4/3] w-full rounded object-cover" />
										<span className="line-clamp-2">{item.alt || item.key}</span>
									</button>
								</li>
							))}
						</ul>
					) : null}
				</div>
			) : (
				<div className="grid gap-2">
					<Label htmlFor={`${id}-file`}>Picture file</Label>
					<input
						ref={fileRef}
						id={`${id}-file`}
						type="file"
						accept="image/jpeg,image/png,image/gif,image/webp,image/heic,image/heif,image/avif"
						className="text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-border file:bg-background file:px-3 file:font-semibold"
						aria-describedby={uploadError ? `${id}-upload-error` : undefined}
						onChange={() => setUploadError(null)}
					/>
					<div>
						<Button type="button" variant="outline" onClick={upload} disabled={uploading}>
							{uploading ? 'Uploading…' : 'Upload'}
						</Button>
					</div>
					<FieldError id={`${id}-upload-error`} message={uploadError} />
				</div>
			)}
			{chosen ? (
				<div className="flex items-center gap-3 rounded-md bg-muted p-2 text-sm" role="status">
					<img src={thumbnail(chosen.url)} alt="" className="size-16 rounded object-cover" />
					<span>Chosen: {chosen.alt || chosen.key}</span>
				</div>
			) : null}
			{withAlt ? (
				<div className="grid gap-2">
					<Label htmlFor={`${id}-alt`}>Alt text (required)</Label>
					<Input
						id={`${id}-alt`}
						value={alt}
						required
						onChange={(event) => {
							setAlt(event.target.value)
							setAltError(null)
						}}
						aria-invalid={altError ? true : undefined}
						aria-describedby={altError ? `${id}-alt-error` : `${id}-alt-hint`}
					/>
					<p id={`${id}-alt-hint`} className="text-sm text-muted-foreground">
						What the picture shows, e.g. “New combi boiler fitted in a kitchen cupboard”.
					</p>
					<FieldError id={`${id}-alt-error`} message={altError} />
				</div>
			) : null}
			<div className="flex flex-wrap gap-2">
				<Button type="submit">{submitLabel}</Button>
				<Button type="button" variant="ghost" onClick={onClose}>
					Cancel
				</Button>
			</div>
		</EditorDialog>
	)
}
