/**
 * Money as the site shows it: pounds with en-GB grouping, no pence when the
 * amount is whole (£95, £8,500), two decimals otherwise (£95.50).
 */
export function formatPounds(amount: number): string {
	const digits = Number.isInteger(amount) ? 0 : 2
	return new Intl.NumberFormat('en-GB', {
		style: 'currency',
		currency: 'GBP',
		minimumFractionDigits: digits,
		maximumFractionDigits: digits,
	}).format(amount)
}

/** A description stored as paragraphs separated by blank lines. */
export function paragraphs(text: string | null | undefined): string[] {
	return (text ?? '')
		.split(/\r?\n\s*\r?\n/)
		.map((paragraph) => paragraph.trim())
		.filter((paragraph) => paragraph.length > 0)
}
