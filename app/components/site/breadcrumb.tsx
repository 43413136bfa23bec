import { Fragment } from 'react'
import { Link } from 'react-router'

import { ChevronRight } from '#app/components/ui/icon.tsx'

/** Where a page sits, for the top of a PageHero: the links above it, then the page itself (aria-current). */
export function Breadcrumb({ trail, current }: { trail: readonly { label: string; to: string }[]; current: string }) {
	return (
		<nav aria-label="Breadcrumb" className="mb-6 text-sm">
			<ol className="flex flex-wrap items-center gap-1 text-slate-100">
				{trail.map((crumb) => (
					<Fragment key={crumb.to}>
						<li>
							<Link to={crumb.to} className="underline-offset-4 hover:underline">
								{crumb.label}
							</Link>
						</li>
						<li aria-hidden>
							<ChevronRight className="size-4" />
						</li>
					</Fragment>
				))}
				<li aria-current="page" className="font-semibold text-white">
					{current}
				</li>
			</ol>
		</nav>
	)
}
