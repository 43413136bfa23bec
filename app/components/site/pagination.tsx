import { Link } from 'react-router'

import { ChevronLeft, ChevronRight } from '#app/components/ui/icon.tsx'
import { cn } from '#app/utils/cn.ts'
import { pageWindow } from '#app/utils/paging.ts'

const linkClass =
	'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md border px-3 text-sm font-semibold transition-colors'
const otherPageClass = cn(linkClass, 'border-border bg-background text-foreground hover:border-primary hover:bg-primary-soft')
const currentPageClass = cn(linkClass, 'border-primary bg-primary text-primary-foreground')
const unavailableClass = cn(linkClass, 'border-border bg-muted text-muted-foreground opacity-60')

/**
 * Previous, the page numbers (the first, the last and the current page's
 * neighbours) and Next, as plain links, so every page can be reached and
 * shared without JavaScript. Nothing when the list fits on one page.
 */
export function Pagination({
	page,
	pageCount,
	href,
	className,
}: {
	page: number
	pageCount: number
	/** The address of a page (page 1 without `?page=`). */
	href: (page: number) => string
	className?: string
}) {
	if (pageCount <= 1) return null
	return (
		<nav aria-label="Pagination" className={cn('mt-10', className)}>
			<ul className="flex flex-wrap items-center justify-center gap-2">
				<li>
					{page > 1 ? (
						<Link to={href(page - 1)} rel="prev" className={otherPageClass}>
							<ChevronLeft aria-hidden className="size-4" />
							Previous
						</Link>
					) : (
						<span aria-disabled="true" className={unavailableClass}>
							<ChevronLeft aria-hidden className="size-4" />
							Previous
						</span>
					)}
				</li>
				{pageWindow(page, pageCount).map((number, index) =>
					number === null ? (
						<li key={`gap-${index}`} aria-hidden className="px-1 text-muted-foreground">
							…
						</li>
					) : (
						<li key={number}>
							<Link
								to={href(number)}
								aria-label={`Page ${number}`}
								aria-current={number === page ? 'page' : undefined}
								className={number === page ? currentPageClass : otherPageClass}
							>
								{number}
							</Link>
						</li>
					),
				)}
				<li>
					{page < pageCount ? (
						<Link to={href(page + 1)} rel="next" className={otherPageClass}>
							Next
							<ChevronRight aria-hidden className="size-4" />
						</Link>
					) : (
						<span aria-disabled="true" className={unavailableClass}>
							Next
							<ChevronRight aria-hidden className="size-4" />
						</span>
					)}
				</li>
			</ul>
		</nav>
	)
}
