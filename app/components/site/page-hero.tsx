import type { ReactNode } from 'react'

import { Clock, ShieldCheck, Siren, type IconComponent } from '#app/components/ui/icon.tsx'
import type { HeroTone } from '#app/content/types.ts'
import { heroPicture } from '#app/domain/media/picture-presets.ts'
import { reviewCountLabel } from '#app/domain/review/reviews.ts'
import { cn } from '#app/utils/cn.ts'
import { useRatingClaim } from '#app/utils/root-data.ts'

import { ResponsivePicture } from './responsive-picture.tsx'
import { Stars } from './stars.tsx'

/** The colours of a hero band: navy by default; areas pick the one that suits them. */
export type { HeroTone }

const tones: Record<HeroTone, { band: string; eyebrow: string; glow: string }> = {
	navy: { band: 'bg-primary', eyebrow: 'text-amber-300', glow: 'from-sky-400/15' },
	// Kensington & Chelsea: near-black with a brass line, the look of the borough's best addresses.
	premium: { band: 'bg-[#10141c]', eyebrow: 'text-[#e2c27a]', glow: 'from-[#e2c27a]/15' },
	canal: { band: 'bg-[#0f3a44]', eyebrow: 'text-amber-300', glow: 'from-teal-300/15' },
	river: { band: 'bg-[#1d3146]', eyebrow: 'text-amber-300', glow: 'from-indigo-300/15' },
}

/**
 * The top band of an inner public page: optional eyebrow or badge, the page's
 * one h1, a subtitle and its buttons, and on the right the proof panel
 * (rating, response times, guarantee) unless the page gives its own `aside`
 * (a picture) or `aside={false}`. Everything is sized by its text, so it never
 * shifts the layout.
 */
export function PageHero({
	title,
	titleId = 'page-title',
	subtitle,
	eyebrow,
	badge,
	before,
	children,
	aside,
	tone = 'navy',
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
	/** The right-hand column: the proof panel by default. */
	aside?: ReactNode | false
	tone?: HeroTone
	className?: string
}) {
	const look = tones[tone]
	const side = aside === undefined ? <ProofPanel /> : aside
	return (
		<section
			aria-labelledby={titleId}
			data-tone={tone}
			className={cn('relative isolate overflow-hidden py-12 text-primary-foreground sm:py-16 lg:py-20', look.band, className)}
		>
			<div aria-hidden className={cn('absolute inset-y-0 right-0 -z-10 w-2/3 bg-gradient-to-l to-transparent', look.glow)} />
			{tone === 'premium' ? <div aria-hidden className="absolute inset-x-0 bottom-0 h-px bg-[#e2c27a]/60" /> : null}
			<div className={cn('container-page', side && 'grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-center')}>
				<div className="min-w-0">
					{before}
					{badge ? <div className="mb-4">{badge}</div> : null}
					{eyebrow ? <p className={cn('mb-2 text-sm font-semibold tracking-wide uppercase', look.eyebrow)}>{eyebrow}</p> : null}
					<h1 id={titleId} className="max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">
						{title}
					</h1>
					{subtitle ? <p className="mt-4 max-w-2xl text-lg text-slate-100">{subtitle}</p> : null}
					{children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
				</div>
				{side ? <div className="min-w-0">{side}</div> : null}
			</div>
		</section>
	)
}

/**
 * What a visitor wants to check before calling: the rating (the published
 * reviews', or the stated figures while there are none), how fast we answer,
 * and the guarantee.
 */
export function ProofPanel() {
	const rating = useRatingClaim()
	const count = rating.fromReviews ? reviewCountLabel(rating.reviewCount) : `${rating.reviewCount}+ reviews`
	return (
		<div data-testid="proof-panel" className="rounded-xl border border-white/15 bg-white/[0.06] p-5 backdrop-blur-sm sm:p-6">
			<a
				href="/reviews"
				className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white"
			>
				<span className="text-4xl leading-none font-bold">{rating.ratingValue.toFixed(1)}</span>
				<span className="grid gap-1">
					<Stars rating={rating.ratingValue} className="[&_svg]:size-5" />
					<span className="text-sm text-slate-200 underline-offset-2 hover:underline">out of 5 from {count}</span>
				</span>
			</a>
			<ul className="mt-5 grid gap-3 border-t border-white/15 pt-5 text-sm">
				<ProofLine icon={Clock} title="Reply within 2 hours" detail="During business hours" />
				<ProofLine icon={Siren} title="Emergencies within 60 minutes" detail="24/7, 365 days a year" />
				<ProofLine icon={ShieldCheck} title="12-month workmanship guarantee" detail="Written quotation before we start" />
			</ul>
		</div>
	)
}

/**
 * A picture for a hero's right-hand column (a service's own photograph), with
 * the rating on it. It is the page's largest image, so it loads first.
 */
export function HeroPicture({ url, alt }: { url: string; alt: string }) {
	const rating = useRatingClaim()
	return (
		<figure className="relative">
			<ResponsivePicture
				url={url}
				alt={alt}
				{...heroPicture}
				sizes="(min-width: 1200px) 480px, (min-width: 1024px) 40vw, 100vw"
				width={1600}
				height={1000}
				loading="eager"
				fetchPriority="high"
				className="aspect-[16/10] w-full rounded-xl bg-white/10 object-cover shadow-2xl ring-1 ring-white/15"
			/>
			<figcaption className="absolute bottom-3 left-3 flex items-center gap-2 rounded-full bg-white px-3 py-1.5 text-sm font-semibold text-foreground shadow">
				<Stars rating={rating.ratingValue} />
				{rating.ratingValue.toFixed(1)} out of 5
			</figcaption>
		</figure>
	)
}

function ProofLine({ icon: Icon, title, detail }: { icon: IconComponent; title: string; detail: string }) {
	return (
		<li className="flex gap-3">
			<Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-300" />
			<span>
				<span className="block font-semibold">{title}</span>
				<span className="block text-slate-300">{detail}</span>
			</span>
		</li>
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
