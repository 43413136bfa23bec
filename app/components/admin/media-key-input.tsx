import { useEffect, useRef, useState } from 'react'

import { Button } from '#app/components/ui/button.tsx'
import type { FieldControlProps } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { isValidMediaKey, mediaKeyFromUrl, mediaUrl } from '#app/domain/media/keys.ts'

import { useHydrated } from './notice.tsx'
import { ImageDialog, thumbnail } from './rich-text/dialogs.tsx'

/**
 * A picture of the site named by its media key (an article's cover, a page's
 * social image). Without JavaScript it is the plain key field; with it, a
 * thumbnail of the current picture and "Choose…" opening the media library
 * (or an upload), which fills the key in. The form posts the key either way.
 */
export function MediaKeyInput({
	control,
	name,
	defaultValue,
	chooseLabel,
}: {
	control: FieldControlProps
	name: string
	defaultValue: string
	/** The button's words, e.g. "Choose a cover picture". */
	chooseLabel: string
}) {
	const [value, setValue] = useState(defaultValue)
	const [open, setOpen] = useState(false)
	const hydrated = useHydrated()
	const input = useRef<HTMLInputElement>(null)
	const changed = useRef(false)
	// A key filled in by the dialog is a change of the form like typing: the unsaved-changes guard and autosave hear of it.
	useEffect(() => {
		if (!changed.current) return
		changed.current = false
		input.current?.dispatchEvent(new Event('input', { bubbles: true }))
	}, [value])

	const key = value.trim()
	return (
		<div className="grid gap-2">
			<div className="flex flex-wrap items-center gap-2">
				<Input
					{...control}
					ref={input}
					name={name}
					value={value}
					onChange={(event) => setValue(event.target.value)}
					className="min-w-0 flex-1 basis-56"
				/>
				{hydrated ? (
					<>
						<Button type="button" variant="outline" onClick={() => setOpen(true)}>
							{chooseLabel}
						</Button>
						{key ? (
							<Button
								type="button"
								variant="ghost"
								onClick={() => {
									changed.current = true
									setValue('')
								}}
							>
								Remove
							</Button>
						) : null}
					</>
				) : null}
			</div>
			{hydrated && isValidMediaKey(key) ? (
				<img
					src={thumbnail(mediaUrl(key))}
					alt=""
					width={160}
					height={120}
					className="h-[120px] w-40 rounded-md border border-border object-cover"
				/>
			) : null}
			{hydrated ? (
				<ImageDialog
					open={open}
					withAlt={false}
					title={chooseLabel}
					submitLabel="Use this picture"
					onClose={() => setOpen(false)}
					onInsert={(image) => {
						setOpen(false)
						const chosen = mediaKeyFromUrl(image.src)
						if (!chosen) return
						changed.current = true
						setValue(chosen)
					}}
				/>
			) : null}
		</div>
	)
}
