// @ts-check
/**
 * The gallery's dialog in plain JavaScript, inlined into the page as it is:
 * /gallery ships no framework (decision 0021). The chips, the grid and the
 * page links are a region of the swap controller (decision 0020), which
 * loads them in place; this script only opens the pictures, and listens on
 * the gallery's root, which stays, so cards that arrive in a swap work too.
 * Everything it shows comes from the server's markup:
 *
 * - A card is a link to the large picture. Here it opens the page's <dialog>
 *   instead: Close has the focus, Previous/Next and the arrow keys move (and
 *   wrap), Escape closes, focus goes back to the card shown last. Title,
 *   details and "Image 3 of 12" are the card's data attributes; the large
 *   <picture> is the card's <template>. The card's thumbnail, already loaded,
 *   shows blurred until the large picture has loaded.
 * - Back or Forward to another grid closes the dialog.
 * - Pictures resist the context menu.
 *
 * @param {Element | null} element the element with [data-gallery]
 */
export function startGallery(element) {
	const found = element?.querySelector('dialog')
	if (!(element instanceof HTMLElement) || !(found instanceof HTMLDialogElement)) return
	const root = element
	const dialog = found
	/** @param {string} name */
	const part = (name) => dialog.querySelector(`[data-gallery-${name}]`)
	const stage = part('stage')
	const preview = part('preview')
	const large = part('large')
	const title = part('title')
	const details = part('details')
	const position = part('position')
	const close = part('close')
	let current = 0
	/** The query of the grid on show, so Back across a fragment (the skip link) leaves the dialog open. */
	let shown = location.search

	const items = () => Array.from(root.querySelectorAll('a[data-gallery-item]'))
	const enhance = () => items().forEach((link) => link.setAttribute('aria-haspopup', 'dialog'))

	/** @param {number} index */
	function show(index) {
		const links = items()
		const link = links[(index + links.length) % links.length]
		const template = link?.parentElement?.querySelector('template')
		if (!(link instanceof HTMLAnchorElement) || !(template instanceof HTMLTemplateElement) || !stage || !large) return
		current = links.indexOf(link)
		// With one picture there is nowhere to move.
		dialog.querySelectorAll('[data-gallery-several]').forEach((element) => element.toggleAttribute('hidden', links.length < 2))
		if (title) title.textContent = link.dataset.title ?? ''
		if (details) details.textContent = link.dataset.details ?? ''
		if (position) position.textContent = link.dataset.position ?? ''
		// The very file the card shows (so it is in the cache), not a new pick from its srcset.
		const thumbnail = link.querySelector('img')
		if (preview instanceof HTMLImageElement) preview.src = thumbnail?.currentSrc || thumbnail?.src || ''
		stage.setAttribute('data-loaded', 'false')
		large.replaceChildren(template.content.cloneNode(true))
		const image = large.querySelector('img')
		const loaded = () => {
			if (image === large.querySelector('img')) stage.setAttribute('data-loaded', 'true')
		}
		if (image?.complete && image.naturalWidth > 0) loaded()
		else image?.addEventListener('load', loaded, { once: true })
	}

	root.addEventListener('click', (event) => {
		if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
		const target = event.target instanceof Element ? event.target : null
		const item = target?.closest('a[data-gallery-item]')
		if (item) {
			event.preventDefault()
			show(items().indexOf(item))
			// The page behind stays still (its scrollbar's room kept, so nothing moves sideways).
			Object.assign(document.documentElement.style, { overflow: 'hidden', scrollbarGutter: 'stable' })
			dialog.showModal()
			if (close instanceof HTMLElement) close.focus()
			return
		}
		const move = target?.closest('[data-gallery-move]')
		if (move instanceof HTMLElement) return show(current + Number(move.dataset.galleryMove))
		if (target === close || close?.contains(target) || target === dialog) dialog.close()
	})
	dialog.addEventListener('keydown', (event) => {
		if (items().length < 2) return
		if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
		event.preventDefault()
		show(current + (event.key === 'ArrowLeft' ? -1 : 1))
	})
	dialog.addEventListener('close', () => {
		Object.assign(document.documentElement.style, { overflow: '', scrollbarGutter: '' })
		const link = items()[current]
		if (link instanceof HTMLElement) link.focus()
		large?.replaceChildren()
		preview?.removeAttribute('src')
	})
	root.addEventListener('contextmenu', (event) => {
		if (event.target instanceof HTMLImageElement) event.preventDefault()
	})

	// The swap controller shows the grid of the address Back or Forward reach: the dialog, showing a card of this one, goes first.
	addEventListener('popstate', () => {
		if (location.search !== shown) dialog.close()
	})
	// A new grid (a chip, a page link, Back): its cards open the dialog too.
	root.addEventListener('swapped', () => {
		shown = location.search
		enhance()
	})

	enhance()
}
