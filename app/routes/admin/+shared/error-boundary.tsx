import { isRouteErrorResponse, Link, useRouteError } from 'react-router'

/**
 * What an admin page shows when its loader or action failed: refused (401/403,
 * e.g. the session ended in another tab), not found, or an unexpected error.
 */
export function AdminErrorBoundary() {
	const error = useRouteError()
	const status = isRouteErrorResponse(error) ? error.status : 500
	// Refusals carry `message` (the guard) or `formError` (the form protocol).
	const body = isRouteErrorResponse(error) && error.data && typeof error.data === 'object' ? (error.data as Record<string, unknown>) : {}
	const serverMessage = typeof body.message === 'string' ? body.message : typeof body.formError === 'string' ? body.formError : null
	const [title, text] =
		status === 401 || status === 403
			? ['Access denied', serverMessage ?? 'You need to sign in with an admin account.']
			: status === 404
				? ['Not found', serverMessage ?? 'This record does not exist (it may have been removed).']
				: // A form the protocol refused before reading it (e.g. 413, over the tab's body limit): its own words.
					status >= 400 && status < 500 && serverMessage
					? ['Not saved', serverMessage]
					: ['Something went wrong', 'The page could not be loaded. Please try again in a moment.']
	return (
		<section className="grid gap-4 rounded-lg border border-border bg-background p-6" aria-labelledby="admin-error-title">
			<title>{`${title} | Admin Dashboard`}</title>
			<h2 id="admin-error-title" className="text-xl font-bold">
				{title}
			</h2>
			<p className="text-muted-foreground">{text}</p>
			<p>
				{status === 401 || status === 403 ? (
					<Link className="font-semibold text-primary underline" to="/auth">
						Go to sign in
					</Link>
				) : (
					<Link className="font-semibold text-primary underline" to="/admin">
						Back to the dashboard
					</Link>
				)}
			</p>
		</section>
	)
}
