import type { ReactNode } from 'react'

/** One part of an admin page: a card named by its heading. */
export function TitledCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
	return (
		<section aria-labelledby={id} className="grid content-start gap-5 rounded-lg border border-border bg-background p-4 sm:p-6">
			<h3 id={id} className="text-lg font-bold">
				{title}
			</h3>
			{children}
		</section>
	)
}
