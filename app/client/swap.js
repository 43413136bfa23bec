// @ts-check
/**
 * In-place updates for public pages sent without React (decision 0020). The
 * server renders every state; this script only fetches the server's HTML and
 * swaps one marked region of the page for the same region of the answer.
 *
 * - `<form data-swap="REGION">` posts in the background (a GET form is a link
 *   to its query). The region comes back with field errors, a confirmation or
 *   a message. On a failed connection, a 5xx or a 429 the form is left as it
 *   is, with everything typed, and the toast says so.
 * - Links inside `[data-swap="REGION"]` (filters, paging, tabs) load in place
 *   and into the history; any failure falls back to an ordinary page load.
 * - `[data-toast-source]` in a swapped region (a refusal) moves into the
 *   form's toast (`[data-toast-slot]`, below the sticky header), one at a time
 *   per form. A confirmation stays in the form and takes the focus instead.
 * - A region just swapped in fires `swapped` (it bubbles), so a page's own
 *   script can enhance what arrived in it.
 * - A form marked `data-swap-progress` (one that sends files) is posted with
 *   XMLHttpRequest, whose upload reports its bytes: the form fires
 *   `swap-progress` with `{ loaded, total }` as they go, for the page's own
 *   script to show (fetch has no upload progress).
 *
 * Without this script every one of these is an ordinary link or form.
 */

/** Statuses after which a form is left as it was: the server (or a proxy) could not take it. */
export const keepsForm = (/** @type {number} */ status) => status === 429 || status >= 500

/** Whether a click should be left to the browser (new tab, download, another site). */
export function isPlainClick(/** @type {MouseEvent} */ event, /** @type {HTMLAnchorElement} */ link) {
	return (
		event.button === 0 &&
		!event.metaKey &&
		!event.ctrlKey &&
		!event.shiftKey &&
		!event.altKey &&
		!link.hasAttribute('download') &&
		(!link.target || link.target === '_self') &&
		link.origin === location.origin
	)
}

/**
 * POSTs `body` like fetch, telling `form` how much has gone (`swap-progress`).
 * Resolves with the answer, or null when there was none (no connection).
 * @param {HTMLFormElement} form @param {FormData} body @param {Record<string, string>} headers
 * @returns {Promise<Response | null>}
 */
export function postWithProgress(form, body, headers) {
	return new Promise((resolve) => {
		const request = new XMLHttpRequest()
		request.open('POST', form.action)
		for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value)
		const report = (/** @type {number} */ loaded, /** @type {number} */ total) =>
			form.dispatchEvent(new CustomEvent('swap-progress', { bubbles: true, detail: { loaded, total } }))
		request.upload.addEventListener('progress', (event) => {
			if (event.lengthComputable) report(event.loaded, event.total)
		})
		request.upload.addEventListener('load', () => report(1, 1))
		request.addEventListener('load', () =>
			resolve(request.status >= 200 && request.status <= 599 ? new Response(request.responseText, { status: request.status }) : null),
		)
		request.addEventListener('error', () => resolve(null))
		request.addEventListener('abort', () => resolve(null))
		request.send(body)
	})
}

/** @param {Document} root */
export function enhance(root) {
	/** @type {WeakSet<HTMLFormElement>} */
	const sending = new WeakSet()
	let navigation = 0
	// The address the regions show, to tell a visit from a jump to an anchor of the same page.
	const addressOf = (/** @type {string} */ href) => href.split('#')[0]
	let shown = addressOf(location.href)

	/** @param {string} html */
	const parse = (html) => new DOMParser().parseFromString(html, 'text/html')

	/**
	 * Replaces the region `id` with the same region of `next`. A live region
	 * (`role=status`, `aria-live`) with an id that is in both keeps its element
	 * and takes the new content, so the change is announced.
	 * @param {string} id @param {Document} next @returns {HTMLElement | null} the new region
	 */
	function swap(id, next) {
		const current = root.getElementById(id)
		const fresh = next.getElementById(id)
		if (!current || !fresh) return null
		for (const live of current.querySelectorAll('[role="status"][id], [aria-live][id]')) {
			const counterpart = fresh.querySelector(`#${CSS.escape(live.id)}`)
			if (!counterpart) continue
			live.replaceChildren(...counterpart.childNodes)
			counterpart.replaceWith(live)
		}
		const adopted = /** @type {HTMLElement} */ (root.adoptNode(fresh))
		current.replaceWith(adopted)
		adopted.dispatchEvent(new Event('swapped', { bubbles: true }))
		return adopted
	}

	/**
	 * Marks the region busy, or the part of it marked `data-swap-busy` (the
	 * gallery's grid, not its chips), and shows the loading text.
	 * @param {HTMLElement | null} region @param {boolean} busy
	 */
	function setBusy(region, busy) {
		if (!region) return
		const part = region.querySelector('[data-swap-busy]') ?? region
		part.setAttribute('aria-busy', String(busy))
		const status = region.querySelector('[data-busy-label]')
		if (status instanceof HTMLElement) status.textContent = busy ? (status.dataset.busyLabel ?? '') : ''
	}

	/** The toast slot of a form (or of the region it is in). @param {string} id */
	const slotFor = (id) => root.querySelector(`[data-toast-slot="${CSS.escape(id)}"]`)

	/** @param {string} id */
	function clearToast(id) {
		slotFor(id)?.querySelector('[data-toast]')?.remove()
	}

	/**
	 * Shows `source` (a message rendered by the server) as the region's toast,
	 * replacing any before it. It stays until the problem is fixed or it is closed.
	 * @param {string} id @param {Element} source
	 */
	function showToast(id, source) {
		const slot = slotFor(id)
		const template = slot?.querySelector('template')
		if (!slot || !template) return
		const toast = /** @type {DocumentFragment} */ (template.content.cloneNode(true))
		const body = toast.querySelector('[data-toast-body]')
		const message = source.cloneNode(true)
		if (message instanceof HTMLElement) {
			message.removeAttribute('id')
			message.removeAttribute('tabindex')
			message.removeAttribute('data-toast-source')
		}
		body?.replaceChildren(message)
		toast.querySelector('[data-toast-close]')?.addEventListener('click', () => clearToast(id))
		clearToast(id)
		// Below the sticky header, whatever height the logo gives it.
		const header = root.querySelector('header')
		if (slot instanceof HTMLElement && header) slot.style.top = `${header.offsetHeight}px`
		slot.append(toast)
	}

	/**
	 * The messages of a region just rendered: a message meant as a toast is
	 * moved there (`data-toast-source`); then focus goes to the first field in
	 * error, or the element marked `data-focus-after-swap` (a confirmation,
	 * which focusing scrolls into view: one message, where it is).
	 * @param {string} id @param {HTMLElement} region @param {boolean} focus
	 */
	function settle(id, region, focus) {
		for (const source of region.querySelectorAll('[data-toast-source]')) {
			showToast(id, source)
			source.remove()
		}
		if (!focus) return
		const target = region.querySelector('[aria-invalid="true"]') ?? region.querySelector('[data-focus-after-swap]')
		if (target instanceof HTMLElement) target.focus()
	}

	/** @param {HTMLFormElement} form @param {HTMLElement | null} submitter */
	async function send(form, submitter) {
		const id = form.dataset.swap ?? ''
		const region = root.getElementById(id)
		const button = form.querySelector('[data-pending-label]')
		const label = button?.querySelector('[data-label]')
		const idleLabel = label?.textContent ?? ''
		sending.add(form)
		clearToast(id)
		if (button instanceof HTMLButtonElement) button.disabled = true
		if (label && button instanceof HTMLElement) label.textContent = button.dataset.pendingLabel ?? idleLabel
		setBusy(region, true)
		// X-Swap: a refusal comes back as 200 with the page (its real status in X-Swap), so the console logs no failed resource.
		const headers = { Accept: 'text/html', 'X-Swap': '1' }
		const body = new FormData(form, submitter)
		const response = form.hasAttribute('data-swap-progress')
			? await postWithProgress(form, body, headers)
			: await fetch(form.action, { method: 'POST', body, headers }).catch(() => null)
		const html = response ? await response.text().catch(() => '') : ''
		sending.delete(form)
		setBusy(region, false)
		if (button instanceof HTMLButtonElement) button.disabled = false
		if (label) label.textContent = idleLabel
		const next = parse(html)
		if (!response || keepsForm(response.status)) {
			// Our own refusal (a rate limit, a store that failed) says why; anything else is the form's failure text.
			const said = next.getElementById(id)?.querySelector('[data-toast-source]')
			const fallback = form.querySelector('template[data-failure-toast]')
			const message = said ?? (fallback instanceof HTMLTemplateElement ? fallback.content.firstElementChild : null)
			if (message) {
				showToast(id, message)
				return
			}
			// A form with no toast (nothing typed to keep) shows the server's own answer; without one, a page load.
			const shown = response ? swap(id, next) : null
			if (shown) settle(id, shown, true)
			else form.submit()
			return
		}
		const swapped = swap(id, next)
		if (swapped) settle(id, swapped, true)
		else form.submit()
	}

	/**
	 * Shows `url` in place: the region `id` of that page replaces this one.
	 * @param {string} id @param {URL} url @param {{ push: boolean, focusOn?: HTMLAnchorElement }} options
	 */
	async function visit(id, url, { push, focusOn }) {
		const ticket = ++navigation
		const region = root.getElementById(id)
		setBusy(region, true)
		try {
			const response = await fetch(url, { headers: { Accept: 'text/html' } })
			if (!response.ok) throw new Error(String(response.status))
			const next = parse(await response.text())
			if (ticket !== navigation) return
			if (push) history.pushState({ swap: id }, '', url)
			shown = addressOf(url.href)
			root.title = next.title
			// The head's links follow the address too: canonical, and rel=prev/next of a paged list.
			const links = 'link[rel="canonical"],link[rel="prev"],link[rel="next"]'
			for (const link of root.head.querySelectorAll(links)) link.remove()
			root.head.append(...next.head.querySelectorAll(links))
			const swapped = swap(id, next)
			if (!swapped) throw new Error('region missing')
			settle(id, swapped, false)
			const top = swapped.getBoundingClientRect().top
			if (top < 0) swapped.scrollIntoView({ block: 'start' })
			// The link chosen, in its new state, keeps the focus (two links may share an address: the text tells them apart).
			const href = focusOn?.getAttribute('href')
			const candidates = href ? [...swapped.querySelectorAll('a[href]')].filter((link) => link.getAttribute('href') === href) : []
			const same = candidates.find((link) => link.textContent === focusOn?.textContent) ?? candidates[0]
			if (same instanceof HTMLElement) same.focus({ preventScroll: true })
			else if (!root.activeElement || root.activeElement === root.body) {
				// The focused control went with the old region (Try Again): the region takes it.
				swapped.tabIndex = -1
				swapped.focus({ preventScroll: true })
			}
		} catch {
			if (ticket === navigation) location.assign(url)
		}
	}

	root.addEventListener('click', (event) => {
		const target = event.target instanceof Element ? event.target : null
		const link = target?.closest('a[href]')
		const scope = link?.closest('[data-swap]')
		if (!(link instanceof HTMLAnchorElement) || !(scope instanceof HTMLElement) || scope instanceof HTMLFormElement) return
		if (event.defaultPrevented || !isPlainClick(event, link)) return
		event.preventDefault()
		const url = new URL(link.href)
		const here = url.href === location.href
		void visit(scope.dataset.swap ?? '', url, { push: !here, focusOn: link })
	})

	root.addEventListener('submit', (event) => {
		const form = event.target
		if (!(form instanceof HTMLFormElement) || !form.dataset.swap || event.defaultPrevented) return
		event.preventDefault()
		if (form.method.toLowerCase() === 'get') {
			const url = new URL(form.action)
			url.search = new URLSearchParams(/** @type {never} */ (new FormData(form))).toString()
			void visit(form.dataset.swap, url, { push: url.href !== location.href })
			return
		}
		if (sending.has(form)) return
		const submitter = event.submitter instanceof HTMLElement ? event.submitter : null
		void send(form, submitter)
	})

	// A field in error that is being corrected loses its message; the form's toast goes with the last one.
	root.addEventListener('input', (event) => {
		const field = event.target
		if (!(field instanceof HTMLElement) || field.getAttribute('aria-invalid') !== 'true') return
		const form = field.closest('form[data-swap]')
		if (!(form instanceof HTMLFormElement)) return
		field.removeAttribute('aria-invalid')
		const kept = []
		for (const describedBy of (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)) {
			const message = root.getElementById(describedBy)
			if (message?.hasAttribute('data-field-error')) message.remove()
			else {
				message?.querySelector('[data-field-error]')?.remove()
				kept.push(describedBy)
			}
		}
		// Described only by what is still there.
		if (kept.length > 0) field.setAttribute('aria-describedby', kept.join(' '))
		else field.removeAttribute('aria-describedby')
		if (!form.querySelector('[aria-invalid="true"]')) clearToast(form.dataset.swap ?? '')
	})

	// Back and forward between entries made here: the region of that address again.
	addEventListener('popstate', () => {
		if (addressOf(location.href) === shown) return
		const id = /** @type {{ swap?: string } | null} */ (history.state)?.swap ?? root.querySelector('[data-swap-region]')?.id
		if (id) void visit(id, new URL(location.href), { push: false })
	})
	if (!history.state) history.replaceState({ swap: root.querySelector('[data-swap-region]')?.id }, '')

	// A page answered to a post made before this script ran shows its messages the same way.
	for (const region of root.querySelectorAll('[data-swap-region]')) {
		if (region instanceof HTMLElement) settle(region.id, region, false)
	}
}
