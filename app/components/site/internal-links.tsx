import { LinkCard } from '#app/components/site/link-card.tsx'
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
							<LinkCard to={link.targetPage} title={sentenceCase(link.anchorText)} context={link.linkContext} />
						</li>
					))}
				</ul>
			</div>
		</nav>
	)
}
