import type { ReactNode } from 'react'

import type { IconComponent } from '#app/components/ui/icon.tsx'
import { cn } from '#app/utils/cn.ts'

/**
 * The top band of an inner public page: optional eyebrow or badge, the page's
 * one h1, a subtitle and its buttons. Text only, so it never shifts the layout.
 */
export function PageHero({
	title,
	titleId = 'page-title',
	subtitle,
	eyebrow,
	badge,
	before,
	children,
	className,
}: {
	title: string
	/** The h1's id, which names the section; for a page whose other parts refer to the title too. */
	titleId?: string
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
		<section aria-labelledby={titleId} className={cn('bg-primary py-14 text-primary-foreground sm:py-20', className)}>
			<div className="container-page">
				{before}
				{badge ? <div className="mb-4">{badge}</div> : null}
				{eyebrow ? <p className="mb-2 text-sm font-semibold tracking-wide text-amber-300 uppercase">{eyebrow}</p> : null}
				<h1 id={titleId} className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
					{title}
				</h1>
				{subtitle ? <p className="mt-4 max-w-2xl text-lg text-slate-100">{subtitle}</p> : null}
				{children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
			</div>
		</section>
	)
}

/** The white pill above a PageHero's title (a price, a response time, "24/7"). */
export function HeroBadge({
	icon: Icon,
	tone = 'primary',
	children,
}: {
	icon: IconComponent
	tone?: 'primary' | 'emergency'
	children: ReactNode
}) {
	return (
		<p
			className={cn(
				'inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-sm',
				tone === 'emergency' ? 'font-bold text-emergency' : 'font-semibold text-primary',
			)}
		>
			<Icon aria-hidden className="size-4" />
			{children}
		</p>
	)
}

/**
 * A plain page start (no navy band) for pages that are mostly their content:
 * the h1 and an introduction, then the content in the same section.
 */
export function PageIntro({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
	return (
		<section aria-labelledby={id} className="container-page py-12 sm:py-16">
			<div className="max-w-3xl">
				<h1 id={id} className="text-4xl font-bold tracking-tight sm:text-5xl">
					{title}
				</h1>
				<p className="mt-4 text-lg text-muted-foreground">{intro}</p>
			</div>
			{children}
		</section>
	)
}
