import { Link } from 'react-router'

import { ArrowRight } from '#app/components/ui/icon.tsx'
import { sentenceCase } from '#app/utils/format.ts'

type InternalLinkItem = { id: string; targetPage: string; anchorText: string; linkContext: string | null }

/** "Related pages" for the current page (spec "Internal link"); renders nothing when there are none. */
export function InternalLinks({ links }: { links: readonly InternalLinkItem[] }) {
	if (links.length === 0) return null
	return (
		<nav aria-labelledby="related-pages" className="border-t border-border bg-muted">
			<div className="container-page py-10">
				<h2 id="related-pages" className="text-xl font-semibold">
					Related pages
				</h2>
				<ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
					{links.map((link) => (
						<li key={link.id}>
							<Link
								to={link.targetPage}
								className="group flex h-full items-start justify-between gap-3 rounded-lg border border-border bg-background p-4 hover:border-primary"
							>
								<span>
									<span className="block font-semibold text-primary group-hover:underline">{sentenceCase(link.anchorText)}</span>
									{link.linkContext ? <span className="mt-1 block text-sm text-muted-foreground">{link.linkContext}</span> : null}
								</span>
								<ArrowRight aria-hidden className="mt-1 size-4 shrink-0 text-muted-foreground" />
							</Link>
						</li>
					))}
				</ul>
			</div>
		</nav>
	)
}
