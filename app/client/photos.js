// @ts-check
/**
 * The contact form's photos (decision 0048), on top of the swap controller
 * (decision 0020), which posts the form and reports its upload's bytes
 * (`swap-progress`):
 *
 * - Chosen photos are listed, each with its size and its own progress bar.
 *   One too large (10 MB), one past the fifth or past 30 MB in all, or a file
 *   that says it is not an image is set aside at once, beside the field, with
 *   the server's own words (the input's `data-refusal-*`), so it is never sent.
 * - While the form is sent, each photo's bar follows its share of the bytes
 *   (the parts of a form go in order, so a photo's bytes are a known stretch).
 * - When the answer is a refusal of the typed fields (kept by the server), the
 *   chosen photos are put back into the new file input, and the note that they
 *   must be chosen again goes.
 *
 * Without this script the input is a plain multiple file input.
 */

/** @typedef {{ file: File, bar: HTMLProgressElement, state: HTMLElement }} Row */

/**
 * Which files go and which are set aside, by the form's limits.
 * @param {File[]} files @param {{ maxFiles: number, maxFileBytes: number, maxTotalBytes: number }} limits
 * @returns {{ kept: File[], refused: { file: File, reason: string }[] }}
 */
export function choosePhotos(files, limits) {
	/** @type {File[]} */
	const kept = []
	/** @type {{ file: File, reason: string }[]} */
	const refused = []
	let total = 0
	for (const file of files) {
		// An empty type is common for HEIC: the server decides by the bytes.
		if (file.type !== '' && !file.type.startsWith('image/')) refused.push({ file, reason: 'type' })
		else if (file.size > limits.maxFileBytes) refused.push({ file, reason: 'size' })
		else if (kept.length >= limits.maxFiles) refused.push({ file, reason: 'count' })
		else if (total + file.size > limits.maxTotalBytes) refused.push({ file, reason: 'total' })
		else {
			kept.push(file)
			total += file.size
		}
	}
	return { kept, refused }
}

/**
 * Each photo's share of an upload of `loaded` of `total` bytes, 0 to 1: the
 * photos' bytes are the stretch just before the fields that follow them
 * (`after` bytes, the consent tick and the button), in the order chosen.
 * @param {number[]} sizes @param {number} loaded @param {number} total @param {number} after
 */
export function photoShares(sizes, loaded, total, after = 200) {
	const photos = sizes.reduce((sum, size) => sum + size, 0)
	let start = Math.max(0, total - after - photos)
	return sizes.map((size) => {
		const share = size === 0 ? 1 : Math.min(1, Math.max(0, (loaded - start) / size))
		start += size
		return share
	})
}

const sizeText = (/** @type {number} */ bytes) =>
	bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`

/** @param {Document} root */
export function startEnquiryPhotos(root) {
	/** The photos that go with the next post, kept across a refused post's new form. @type {File[]} */
	let chosen = []
	/** @type {Row[]} */
	let rows = []

	/** @param {HTMLInputElement} input */
	const limitsOf = (input) => ({
		maxFiles: Number(input.dataset.maxFiles),
		maxFileBytes: Number(input.dataset.maxFileBytes),
		maxTotalBytes: Number(input.dataset.maxTotalBytes),
	})

	/** Sets the input's files, where the browser allows it. @param {HTMLInputElement} input @param {File[]} files */
	function setFiles(input, files) {
		try {
			const transfer = new DataTransfer()
			for (const file of files) transfer.items.add(file)
			input.files = transfer.files
			return true
		} catch {
			return false
		}
	}

	/** @param {HTMLInputElement} input @param {{ file: File, reason: string }[]} refused */
	function render(input, refused) {
		const list = input.closest('[data-photo-field]')?.querySelector('[data-photo-list]')
		if (!list) return
		rows = []
		const items = chosen.map((file) => {
			const item = root.createElement('li')
			item.className = 'grid gap-1 rounded-md border border-border p-2 text-sm'
			const line = root.createElement('span')
			line.className = 'flex min-w-0 justify-between gap-2'
			const name = root.createElement('span')
			name.className = 'min-w-0 truncate font-medium'
			name.textContent = file.name
			const state = root.createElement('span')
			state.className = 'shrink-0 text-muted-foreground'
			state.textContent = sizeText(file.size)
			line.append(name, state)
			const bar = root.createElement('progress')
			bar.max = 100
			bar.value = 0
			bar.className = 'h-2 w-full accent-primary'
			bar.setAttribute('aria-label', `Sending ${file.name}`)
			bar.hidden = true
			item.append(line, bar)
			rows.push({ file, bar, state })
			return item
		})
		for (const { file, reason } of refused) {
			const item = root.createElement('li')
			item.className = 'rounded-md border border-emergency/40 bg-emergency-soft p-2 text-sm [overflow-wrap:anywhere]'
			item.dataset.photoRefused = reason
			item.textContent = `${file.name}: ${input.dataset[`refusal${reason[0]?.toUpperCase()}${reason.slice(1)}`] ?? ''} (not sent)`
			items.push(item)
		}
		list.replaceChildren(...items)
	}

	/** Drops the server's "choose your photos again" note: they are back. @param {HTMLInputElement} input */
	function clearNote(input) {
		if (input.getAttribute('aria-invalid') !== 'true') return
		input.removeAttribute('aria-invalid')
		const kept = []
		for (const id of (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)) {
			const message = root.getElementById(id)
			if (message?.hasAttribute('data-field-error')) message.remove()
			else kept.push(id)
		}
		if (kept.length > 0) input.setAttribute('aria-describedby', kept.join(' '))
		else input.removeAttribute('aria-describedby')
	}

	root.addEventListener('change', (event) => {
		const input = event.target
		if (!(input instanceof HTMLInputElement) || !input.hasAttribute('data-photo-input')) return
		const { kept, refused } = choosePhotos([...(input.files ?? [])], limitsOf(input))
		// Where the browser cannot drop files from the input, the server refuses them instead.
		chosen = refused.length === 0 || setFiles(input, kept) ? kept : [...(input.files ?? [])]
		clearNote(input)
		render(input, refused)
	})

	root.addEventListener('swap-progress', (event) => {
		const detail = /** @type {CustomEvent<{ loaded: number, total: number }>} */ (event).detail
		if (rows.length === 0 || !detail) return
		const done = detail.loaded >= detail.total
		const shares = photoShares(
			rows.map((row) => row.file.size),
			detail.loaded,
			detail.total,
		)
		rows.forEach((row, index) => {
			const share = done ? 1 : (shares[index] ?? 0)
			row.bar.hidden = false
			row.bar.value = Math.round(share * 100)
			row.state.textContent = share >= 1 ? (done ? 'Sent, checking…' : 'Sent') : `${Math.round(share * 100)}%`
		})
	})

	root.addEventListener('swapped', (event) => {
		const region = event.target
		if (!(region instanceof HTMLElement)) return
		const input = region.querySelector('[data-photo-input]')
		if (!(input instanceof HTMLInputElement)) return
		// Taken: the form starts afresh. Refused: the same photos go with the next try.
		if (region.querySelector('[data-focus-after-swap]') || chosen.length === 0 || !setFiles(input, chosen)) {
			chosen = []
			rows = []
			return
		}
		clearNote(input)
		render(input, [])
	})
}
