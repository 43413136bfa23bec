// @ts-check
/**
 * The home hero's behaviour, in plain JavaScript: the home page ships no
 * framework (see docs/decisions/0006-home-page-without-hydration.md), so this
 * module is inlined into the page as it is. It only sets attributes; the look
 * of each state lives in the markup's classes (data-[active=true]:…,
 * group-aria-pressed:…).
 *
 * - Backgrounds rotate every `slideMs` once the page has loaded; slides other
 *   than the first are <template>s until needed, so they never compete with
 *   the first paint.
 * - The dots jump to a slide (and restart the rotation).
 * - The headline changes every `headlineMs` with a `fadeMs` fade.
 * - Nothing moves when the visitor prefers reduced motion (the dots still work).
 *
 * @param {Element | null} root the element with [data-hero]
 * @param {{ slideMs: number, headlineMs: number, fadeMs: number }} timings
 */
export function startHero(root, timings) {
	if (!(root instanceof HTMLElement)) return
	const stage = root.querySelector('[data-hero-slides]')
	const headline = root.querySelector('[data-hero-headline]')
	const dots = Array.from(root.querySelectorAll('[data-hero-dot]'))
	if (!stage || !(headline instanceof HTMLElement)) return

	/** @type {string[]} */
	const headlines = JSON.parse(headline.dataset.headlines ?? '[]')
	const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches
	let current = 0
	/** @type {number | undefined} */
	let rotation

	/** The slide element, taking it out of its <template> on first use. @param {number} index */
	function slide(index) {
		const existing = stage?.querySelector(`[data-hero-slide="${index}"]`)
		if (existing) return existing
		const template = stage?.querySelector(`template[data-hero-template="${index}"]`)
		if (!(template instanceof HTMLTemplateElement)) return null
		const element = template.content.firstElementChild?.cloneNode(true)
		if (!(element instanceof HTMLElement)) return null
		template.replaceWith(element)
		return element
	}

	/** @param {number} index */
	function show(index) {
		if (!slide(index)) return
		current = index
		stage?.querySelectorAll('[data-hero-slide]').forEach((element) => {
			const active = element.getAttribute('data-hero-slide') === String(index)
			element.setAttribute('data-active', String(active))
			element.setAttribute('aria-hidden', String(!active))
		})
		dots.forEach((dot, position) => dot.setAttribute('aria-pressed', String(position === index)))
	}

	function rotate() {
		window.clearInterval(rotation)
		if (still) return
		rotation = window.setInterval(() => show((current + 1) % dots.length), timings.slideMs)
	}

	dots.forEach((dot, index) =>
		dot.addEventListener('click', () => {
			show(index)
			rotate()
		}),
	)
	root.addEventListener('contextmenu', (event) => {
		if (event.target instanceof HTMLImageElement) event.preventDefault()
	})

	if (still) return
	const begin = () => {
		for (let index = 1; index < dots.length; index++) slide(index)
		rotate()
	}
	if (document.readyState === 'complete') begin()
	else window.addEventListener('load', begin, { once: true })

	let line = 0
	window.setInterval(() => {
		headline.setAttribute('data-fading', 'true')
		window.setTimeout(() => {
			line = (line + 1) % headlines.length
			headline.textContent = headlines[line] ?? ''
			headline.setAttribute('data-fading', 'false')
		}, timings.fadeMs)
	}, timings.headlineMs)
}
