import { Link } from 'react-router'

import { ArrowLeft } from '#app/components/ui/icon.tsx'

/** The way back to the list or page an admin page belongs to, above its heading: a thumb-sized target. */
export function BackLink({ to, children }: { to: string; children: string }) {
	return (
		<p>
			<Link
				to={to}
				className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-primary underline-offset-4 hover:underline"
			>
				<ArrowLeft aria-hidden className="size-4" />
				{children}
			</Link>
		</p>
	)
}
