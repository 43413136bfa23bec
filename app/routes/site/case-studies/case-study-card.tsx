import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { IconFact } from '#app/components/site/icon-fact.tsx'
import { ResponsivePicture } from '#app/components/site/responsive-picture.tsx'
import { Stars } from '#app/components/site/stars.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import {
	ArrowRight,
	Building2,
	CalendarCheck,
	Clock,
	MapPin,
	PoundSterling,
	Sparkles,
	Tag,
	User,
	type IconComponent,
} from '#app/components/ui/icon.tsx'
import type { caseStudiesPage } from '#app/content/pages.ts'
import { caseStudyPath, shownCaseStudyPictures, type CaseStudy, type CaseStudyPictureOverrides } from '#app/domain/case-study/case-study.ts'
import { caseStudyPicture } from '#app/domain/media/picture-presets.ts'

export type CaseStudyCopy = Pick<typeof caseStudiesPage, 'badges' | 'details' | 'headings'>

/*
 * The parts of a case study that the list's card and the case study's own
 * page (/case-studies/:slug) both show, so they stay alike.
 */

/** The facts each case study shows under its title, in this order. */
const details = [
	['location', MapPin],
	['timeline', Clock],
	['budget', PoundSterling],
	['client', User],
	['category', Building2],
	['completion', CalendarCheck],
] as const satisfies readonly (readonly [keyof CaseStudyCopy['details'] & keyof CaseStudy, IconComponent])[]

/** The facts as a <dl>; `children` are further facts after them (the page's area). */
export function CaseStudyFacts({
	study,
	copy,
	className,
	children,
}: {
	study: CaseStudy
	copy: CaseStudyCopy
	className: string
	children?: ReactNode
}) {
	return (
		<dl className={className}>
			{details.map(([key, icon]) => (
				<IconFact key={key} icon={icon} label={copy.details[key]} look="caption">
					{String(study[key])}
				</IconFact>
			))}
			{children}
		</dl>
	)
}

function PointList({
	id,
	heading,
	items,
	marker,
	level,
}: {
	id: string
	heading: string
	items: readonly string[]
	marker: string
	level: 'h2' | 'h3'
}) {
	const Heading = level
	return (
		<div>
			<Heading id={id} className={level === 'h2' ? 'text-xl font-bold' : 'text-base font-semibold'}>
				{heading}
			</Heading>
			<ul aria-labelledby={id} className={`space-y-2 ${level === 'h2' ? 'mt-3' : 'mt-2 text-sm'}`}>
				{items.map((item) => (
					<li key={item} className="flex gap-2">
						<span aria-hidden className={`mt-1.5 size-2 shrink-0 rounded-full ${marker}`} />
						<span>{item}</span>
					</li>
				))}
			</ul>
		</div>
	)
}

/** The challenges, solutions and key features side by side; headings of `level` (h3 in a card, h2 on the page). */
export function CaseStudyPoints({
	study,
	copy,
	prefix,
	level,
}: {
	study: CaseStudy
	copy: CaseStudyCopy
	prefix: string
	level: 'h2' | 'h3'
}) {
	return (
		<div className="grid gap-6 md:grid-cols-3">
			<PointList
				id={`${prefix}-challenges`}
				heading={copy.headings.challenges}
				items={study.challenges}
				marker="bg-amber-500"
				level={level}
			/>
			<PointList id={`${prefix}-solutions`} heading={copy.headings.solutions} items={study.solutions} marker="bg-primary" level={level} />
			<PointList id={`${prefix}-features`} heading={copy.headings.features} items={study.features} marker="bg-green-600" level={level} />
		</div>
	)
}

/** The client's words with their rating. */
export function CaseStudyTestimonial({ study, className = '' }: { study: CaseStudy; className?: string }) {
	return (
		<figure className={`rounded-lg border-l-4 border-cta bg-muted p-5 ${className}`}>
			<Stars rating={study.testimonial.rating} />
			<blockquote className="mt-2 text-foreground italic">
				<p>“{study.testimonial.quote}”</p>
			</blockquote>
			<figcaption className="mt-3 text-sm font-semibold">
				<span aria-hidden>— </span>
				{study.testimonial.author}, {study.location}
			</figcaption>
		</figure>
	)
}

/** The category, featured and before-and-after labels. */
export function CaseStudyLabels({
	study,
	copy,
	overrides,
}: {
	study: CaseStudy
	copy: CaseStudyCopy
	overrides: CaseStudyPictureOverrides
}) {
	return (
		<ul aria-label="Labels" className="flex flex-wrap gap-2">
			<li>
				<Badge variant="outline" className="bg-background">
					<Tag aria-hidden />
					{study.category}
				</Badge>
			</li>
			{study.featured ? (
				<li>
					<Badge variant="cta">
						<Sparkles aria-hidden />
						{copy.badges.featured}
					</Badge>
				</li>
			) : null}
			{shownCaseStudyPictures(study, overrides).before ? (
				<li>
					<Badge variant="secondary">{copy.badges.beforeAfter}</Badge>
				</li>
			) : null}
		</ul>
	)
}

function Picture({ url, alt, sizes, eager }: { url: string; alt: string; sizes: string; eager: boolean }) {
	return (
		<ResponsivePicture
			url={url}
			alt={alt}
			{...caseStudyPicture}
			sizes={sizes}
			width={1600}
			height={1000}
			loading={eager ? 'eager' : 'lazy'}
			className="aspect-[16/10] w-full bg-muted object-cover"
		/>
	)
}

/**
 * The finished work, or before and after side by side (stacked on a phone)
 * when the case study has both: plain figures, so it works without JavaScript.
 * Nothing when the case study has no picture yet (no broken image). `eager`
 * on a page where they are the first thing seen.
 */
export function CaseStudyPictures({
	study,
	prefix,
	overrides,
	eager = false,
}: {
	study: CaseStudy
	prefix: string
	overrides: CaseStudyPictureOverrides
	eager?: boolean
}) {
	const { after, before } = shownCaseStudyPictures(study, overrides)
	if (!after) return null
	if (!before) return <Picture url={after.url} alt={after.alt} sizes="(min-width: 1200px) 1150px, 100vw" eager={eager} />
	return (
		<div
			role="group"
			aria-label="Before and after"
			id={`${prefix}-before-after`}
			data-testid="before-after"
			className="grid gap-px bg-border sm:grid-cols-2"
		>
			{[
				{ label: 'Before', picture: before },
				{ label: 'After', picture: after },
			].map(({ label, picture }) => (
				<figure key={label} className="relative bg-background">
					<Picture
						url={picture.url}
						alt={`${label}: ${picture.alt}`}
						sizes="(min-width: 1200px) 575px, (min-width: 640px) 50vw, 100vw"
						eager={eager}
					/>
					<figcaption
						className={`absolute top-3 left-3 rounded-full px-3 py-1 text-xs font-bold tracking-wide uppercase shadow ${label === 'After' ? 'bg-cta text-cta-foreground' : 'bg-slate-900/80 text-white'}`}
					>
						{label}
					</figcaption>
				</figure>
			))}
		</div>
	)
}

/**
 * One case study with every field of the specification, in the list; its
 * title and "Read the case study" lead to its own page. `overrides` are the
 * owner's replaced pictures.
 */
export function CaseStudyCard({
	study,
	copy,
	overrides,
}: {
	study: CaseStudy
	copy: CaseStudyCopy & Pick<typeof caseStudiesPage, 'readMore'>
	overrides: CaseStudyPictureOverrides
}) {
	const prefix = `case-study-${study.id}`
	const path = caseStudyPath(study)
	return (
		<article aria-labelledby={`${prefix}-title`} className="overflow-hidden rounded-lg border border-border bg-background shadow-sm">
			<CaseStudyPictures study={study} prefix={prefix} overrides={overrides} />
			<header className="border-b border-border bg-muted px-4 py-5 sm:px-6">
				<CaseStudyLabels study={study} copy={copy} overrides={overrides} />
				<h2 id={`${prefix}-title`} className="mt-3 text-2xl font-bold">
					<Link to={path} className="underline-offset-4 hover:text-primary hover:underline">
						{study.title}
					</Link>
				</h2>
				<p className="mt-1 flex items-center gap-1.5 text-muted-foreground">
					<MapPin aria-hidden className="size-4" />
					{study.location}
				</p>
			</header>
			<div className="space-y-6 px-4 py-6 sm:px-6">
				<CaseStudyFacts study={study} copy={copy} className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6" />
				<p className="leading-relaxed">{study.description}</p>
				<CaseStudyPoints study={study} copy={copy} prefix={prefix} level="h3" />
				<CaseStudyTestimonial study={study} />
				<p>
					<Link
						to={path}
						aria-describedby={`${prefix}-title`}
						className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
					>
						{copy.readMore}
						<ArrowRight aria-hidden className="size-4" />
					</Link>
				</p>
			</div>
		</article>
	)
}
