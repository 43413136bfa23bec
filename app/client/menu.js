// @ts-check
/**
 * The mobile menu (a <details> element, so it opens without any script) also
 * closes on Escape, giving focus back to its button, and on a tap or click
 * outside it. Plain JavaScript, inlined after the menu, so it works on pages
 * that ship no framework too (the home page, decision 0006).
 *
 * @param {Element | null} menu the <details> element
 */
export function closeMenuOnEscapeOrOutside(menu) {
	if (!(menu instanceof HTMLDetailsElement)) return
	document.addEventListener('keydown', (event) => {
		if (event.key !== 'Escape' || !menu.open) return
		menu.open = false
		menu.querySelector('summary')?.focus()
	})
	document.addEventListener('click', (event) => {
		if (menu.open && event.target instanceof Node && !menu.contains(event.target)) menu.open = false
	})
}
