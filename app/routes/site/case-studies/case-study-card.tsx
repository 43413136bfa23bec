import { IconFact } from '#app/components/site/icon-fact.tsx'
import { ResponsivePicture } from '#app/components/site/responsive-picture.tsx'
import { Stars } from '#app/components/site/stars.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import {
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
import { shownCaseStudyPictures, type CaseStudy, type CaseStudyPictureOverrides } from '#app/domain/case-study/case-study.ts'
import { caseStudyPicture } from '#app/domain/media/picture-presets.ts'

type Copy = Pick<typeof caseStudiesPage, 'badges' | 'details' | 'headings'>

/** The facts each case study shows under its title, in this order. */
const details = [
	['location', MapPin],
	['timeline', Clock],
	['budget', PoundSterling],
	['client', User],
	['category', Building2],
	['completion', CalendarCheck],
] as const satisfies readonly (readonly [keyof Copy['details'] & keyof CaseStudy, IconComponent])[]

function PointList({ id, heading, items, marker }: { id: string; heading: string; items: readonly string[]; marker: string }) {
	return (
		<div>
			<h3 id={id} className="text-base font-semibold">
				{heading}
			</h3>
			<ul aria-labelledby={id} className="mt-2 space-y-2 text-sm">
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

function Picture({ url, alt, sizes }: { url: string; alt: string; sizes: string }) {
	return (
		<ResponsivePicture
			url={url}
			alt={alt}
			{...caseStudyPicture}
			sizes={sizes}
			width={1600}
			height={1000}
			loading="lazy"
			className="aspect-[16/10] w-full bg-muted object-cover"
		/>
	)
}

/**
 * The finished work, or before and after side by side (stacked on a phone)
 * when the case study has both: plain figures, so it works without JavaScript.
 * Nothing when the case study has no picture yet (no broken image).
 */
function CaseStudyPictures({ study, prefix, overrides }: { study: CaseStudy; prefix: string; overrides: CaseStudyPictureOverrides }) {
	const { after, before } = shownCaseStudyPictures(study, overrides)
	if (!after) return null
	if (!before) return <Picture url={after.url} alt={after.alt} sizes="(min-width: 1200px) 1150px, 100vw" />
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
					<Picture url={picture.url} alt={`${label}: ${picture.alt}`} sizes="(min-width: 1200px) 575px, (min-width: 640px) 50vw, 100vw" />
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

/** One case study with every field of the specification; `overrides` are the owner's replaced pictures. */
export function CaseStudyCard({ study, copy, overrides }: { study: CaseStudy; copy: Copy; overrides: CaseStudyPictureOverrides }) {
	const prefix = `case-study-${study.id}`
	return (
		<article aria-labelledby={`${prefix}-title`} className="overflow-hidden rounded-lg border border-border bg-background shadow-sm">
			<CaseStudyPictures study={study} prefix={prefix} overrides={overrides} />
			<header className="border-b border-border bg-muted px-4 py-5 sm:px-6">
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
				<h2 id={`${prefix}-title`} className="mt-3 text-2xl font-bold">
					{study.title}
				</h2>
				<p className="mt-1 flex items-center gap-1.5 text-muted-foreground">
					<MapPin aria-hidden className="size-4" />
					{study.location}
				</p>
			</header>
			<div className="space-y-6 px-4 py-6 sm:px-6">
				<dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
					{details.map(([key, icon]) => (
						<IconFact key={key} icon={icon} label={copy.details[key]} look="caption">
							{String(study[key])}
						</IconFact>
					))}
				</dl>
				<p className="leading-relaxed">{study.description}</p>
				<div className="grid gap-6 md:grid-cols-3">
					<PointList id={`${prefix}-challenges`} heading={copy.headings.challenges} items={study.challenges} marker="bg-amber-500" />
					<PointList id={`${prefix}-solutions`} heading={copy.headings.solutions} items={study.solutions} marker="bg-primary" />
					<PointList id={`${prefix}-features`} heading={copy.headings.features} items={study.features} marker="bg-green-600" />
				</div>
				<figure className="rounded-lg border-l-4 border-cta bg-muted p-5">
					<Stars rating={study.testimonial.rating} />
					<blockquote className="mt-2 text-foreground italic">
						<p>“{study.testimonial.quote}”</p>
					</blockquote>
					<figcaption className="mt-3 text-sm font-semibold">
						<span aria-hidden>— </span>
						{study.testimonial.author}, {study.location}
					</figcaption>
				</figure>
			</div>
		</article>
	)
}
