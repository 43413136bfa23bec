import { queryValues } from '#app/domain/form.ts'

/** A subscriber's state in the admin list (issue 24): unsubscribed wins; otherwise confirmed, or waiting for confirmation. */
export const newsletterStateValues = ['pending', 'confirmed', 'unsubscribed'] as const
export type NewsletterState = (typeof newsletterStateValues)[number]

export const newsletterStateLabels: Record<NewsletterState, string> = {
	pending: 'Pending confirmation',
	confirmed: 'Confirmed',
	unsubscribed: 'Unsubscribed',
}

export const newsletterState = (row: { confirmedAt: Date | null; unsubscribedAt: Date | null }): NewsletterState =>
	row.unsubscribedAt ? 'unsubscribed' : row.confirmedAt ? 'confirmed' : 'pending'

const isState = (value: string | undefined): value is NewsletterState =>
	value !== undefined && (newsletterStateValues as readonly string[]).includes(value)

export const NEWSLETTER_QUERY_MAX = 200

/** The list's search (`?q=`), state filter (`?state=`), page (`?page=`, from 1) and row to confirm deleting (`?delete=`), read leniently. */
export function newsletterQuery(url: URL) {
	const query = queryValues(url)
	const q = Array.from((query.q ?? '').trim())
		.slice(0, NEWSLETTER_QUERY_MAX)
		.join('')
	const state = isState(query.state) ? query.state : null
	const page = Math.min(100_000, Math.max(1, Math.floor(Number(query.page) || 1)))
	return { q, state, page, confirmDelete: query.delete ?? null }
}
