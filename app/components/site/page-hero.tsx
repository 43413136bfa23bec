import type { ReactNode } from 'react'
import { cn } from '#app/utils/cn.ts'

/**
 * The top band of an inner public page: optional eyebrow or badge, the page's
 * one h1, a subtitle and its buttons. Text only, so it never shifts the layout.
 */
export function PageHero({
	title,
	subtitle,
	eyebrow,
	badge,
	before,
	children,
	className,
}: {
	title: string
	subtitle?: string
	/** A short line above the title. */
	eyebrow?: string
	badge?: ReactNode
	/** Rendered above everything else, e.g. a breadcrumb. */
	before?: ReactNode
	/** Buttons and other calls to action. */
	children?: ReactNode
	className?: string
}) {
	return (
		<section aria-labelledby="page-title" className={cn('bg-primary py-14 text-primary-foreground sm:py-20', className)}>
			<div className="container-page">
				{before}
				{badge ? <div className="mb-4">{badge}</div> : null}
				{eyebrow ? <p className="mb-2 text-sm font-semibold tracking-wide text-amber-300 uppercase">{eyebrow}</p> : null}
				<h1 id="page-title" className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
					{title}
				</h1>
				{subtitle ? <p className="mt-4 max-w-2xl text-lg text-slate-100">{subtitle}</p> : null}
				{children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
			</div>
		</section>
	)
}
