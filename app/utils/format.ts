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

const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** An article's ISO date (yyyy-mm-dd) as en-GB text, e.g. "12 March 2024". */
export function formatArticleDate(isoDate: string): string {
	return longDate.format(new Date(`${isoDate}T00:00:00Z`))
}

// The zone is fixed so the server and the browser render the same month.
const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'Europe/London' })

/** A review's date as month and year, e.g. "March 2025". */
export function formatReviewDate(date: Date | string): string {
	return monthYear.format(typeof date === 'string' ? new Date(date) : date)
}

/** "1 review", "3 reviews". */
export const countOf = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** Text written to sit mid-sentence (an SEO anchor text) as a title: its first letter capitalised, the rest as written. */
export function sentenceCase(text: string): string {
	const trimmed = text.trim()
	return trimmed.charAt(0).toLocaleUpperCase('en-GB') + trimmed.slice(1)
}
