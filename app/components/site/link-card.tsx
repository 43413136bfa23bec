import { Link } from 'react-router'

import { ArrowRight } from '#app/components/ui/icon.tsx'

/** A card that links to another page of the site: its title, a line of context when there is one, and an arrow. */
export function LinkCard({ to, title, context }: { to: string; title: string; context?: string | null }) {
	return (
		<Link
			to={to}
			className="group flex h-full items-start justify-between gap-3 rounded-lg border border-border bg-background p-4 hover:border-primary"
		>
			<span className="min-w-0">
				<span className="block font-semibold break-words text-primary group-hover:underline">{title}</span>
				{context ? <span className="mt-1 block text-sm text-muted-foreground">{context}</span> : null}
			</span>
			<ArrowRight aria-hidden className="mt-1 size-4 shrink-0 text-muted-foreground" />
		</Link>
	)
}
