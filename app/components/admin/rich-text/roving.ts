/**
 * Roving focus in a toolbar (WAI-ARIA toolbar pattern): one button is in the
 * tab order; the arrow keys move to the next or previous enabled one (wrapping),
 * Home and End to the first and last. Returns the index to focus, or null when
 * the key is not one of these.
 */
export function nextToolbarIndex(key: string, current: number, enabled: readonly boolean[]): number | null {
	const count = enabled.length
	if (count === 0) return null
	const step = (from: number, direction: 1 | -1) => {
		for (let moved = 1; moved <= count; moved++) {
			const index = (((from + direction * moved) % count) + count) % count
			if (enabled[index]) return index
		}
		return null
	}
	switch (key) {
		case 'ArrowRight':
		case 'ArrowDown':
			return step(current, 1)
		case 'ArrowLeft':
		case 'ArrowUp':
			return step(current, -1)
		case 'Home':
			return step(-1, 1)
		case 'End':
			return step(count, -1)
		default:
			return null
	}
}
