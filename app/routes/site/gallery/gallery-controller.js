// @ts-check
/**
 * The gallery's behaviour in plain JavaScript, inlined into the page as it is:
 * /gallery ships no framework (decision 0021). Everything it shows comes from
 * the server's markup, so nothing here builds markup of its own:
 *
 * - A card is a link to the large picture. Here it opens the page's <dialog>
 *   instead: Close has the focus, Previous/Next and the arrow keys move (and
 *   wrap), Escape closes, focus goes back to the card shown last. Title,
 *   details and "Image 3 of 12" are the card's data attributes; the large
 *   <picture> is the card's <template>. The card's thumbnail, already loaded,
 *   shows blurred until the large picture has loaded.
 * - The category chips and the page links swap the grid in place (fetching
 *   the page they link to), with the loading text, and keep the address and
 *   the back button right. Any failure falls back to loading the page.
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
	const status = root.querySelector('[data-gallery-status]')
	const loading = root.querySelector('template[data-gallery-loading]')
	let current = 0
	let request = 0
	/** The query of the grid on show, so Back across a fragment (the skip link) fetches nothing. */
	let shown = window.location.search

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
		if (target === close || close?.contains(target) || target === dialog) return dialog.close()
		const link = target?.closest('nav a[href^="/gallery"]')
		if (link instanceof HTMLAnchorElement && !dialog.contains(link)) {
			event.preventDefault()
			navigate(link.href, true, Boolean(link.closest('[data-gallery-swap="pages"]')))
		}
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

	/**
	 * Shows the page at `href` by swapping each [data-gallery-swap] part.
	 * @param {string} href @param {boolean} push @param {boolean} toTop
	 */
	async function navigate(href, push, toTop) {
		const mine = ++request
		const section = root.querySelector('section')
		section?.setAttribute('aria-busy', 'true')
		if (status && loading instanceof HTMLTemplateElement) status.replaceChildren(loading.content.cloneNode(true))
		try {
			const response = await fetch(href, { headers: { accept: 'text/html' } })
			if (!response.ok) throw new Error(`${response.status}`)
			const page = new DOMParser().parseFromString(await response.text(), 'text/html')
			if (mine !== request) return
			// The link that was clicked is replaced: its new copy gets the focus.
			const focused = document.activeElement instanceof HTMLAnchorElement ? document.activeElement.href : null
			root.querySelectorAll('[data-gallery-swap]').forEach((element) => {
				const fresh = page.querySelector(`[data-gallery-swap="${element.getAttribute('data-gallery-swap')}"]`)
				if (fresh) element.replaceWith(document.adoptNode(fresh))
			})
			document.title = page.title
			shown = new URL(href).search
			if (push) history.pushState(null, '', href)
			enhance()
			root.querySelectorAll('nav a').forEach((link) => {
				if (link instanceof HTMLAnchorElement && link.href === focused) link.focus()
			})
			if (toTop && section && section.getBoundingClientRect().top < 0) section.scrollIntoView()
		} catch {
			if (mine === request) window.location.assign(href)
		} finally {
			if (mine === request) {
				section?.removeAttribute('aria-busy')
				status?.replaceChildren()
			}
		}
	}
	window.addEventListener('popstate', () => {
		if (window.location.pathname !== '/gallery' || window.location.search === shown) return
		dialog.close()
		navigate(window.location.href, false, false)
	})

	enhance()
}
