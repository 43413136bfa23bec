import { Award, CircleCheck, Clock, House, ShieldCheck, HardHat, type LucideIcon } from 'lucide-react'
import { SectionHeading } from '#app/components/site/section-heading.tsx'
import type { AboutStat, AboutValue, SafetyItem } from '#app/content/about.ts'
import { FeatureGrid } from '#app/components/site/feature-grid.tsx'

/** The value icons named in app/content/about.ts (imported one by one to keep the bundle small). */
const valueIcons: Record<string, LucideIcon> = { Award, ShieldCheck, Clock, House }

export function AboutStory({ heading, paragraphs, stats }: { heading: string; paragraphs: readonly string[]; stats: readonly AboutStat[] }) {
	return (
		<section aria-labelledby="about-story" className="container-page grid gap-10 py-14 lg:grid-cols-[3fr_2fr] lg:items-start">
			<div>
				<SectionHeading id="about-story" title={heading} align="left" />
				<div className="mt-6 space-y-4 text-lg leading-relaxed text-foreground">
					{paragraphs.map((paragraph) => (
						<p key={paragraph}>{paragraph}</p>
					))}
				</div>
			</div>
			<dl className="grid grid-cols-2 gap-4">
				{stats.map((stat) => (
					<div key={stat.label} className="flex flex-col-reverse rounded-lg border border-border bg-muted p-5 text-center">
						<dt className="mt-1 text-sm text-muted-foreground">{stat.label}</dt>
						<dd className="text-3xl font-extrabold text-primary">{stat.value}</dd>
					</div>
				))}
			</dl>
		</section>
	)
}

export function AboutValues({ heading, intro, values }: { heading: string; intro: string; values: readonly AboutValue[] }) {
	return (
		<section aria-labelledby="about-values" className="bg-muted py-14">
			<div className="container-page">
				<SectionHeading id="about-values" title={heading} text={intro} />
				<FeatureGrid
					look="badge"
					items={values.map((value) => ({ title: value.title, description: value.description, icon: valueIcons[value.icon] ?? Award }))}
				/>
			</div>
		</section>
	)
}

export function AboutGuarantee({ heading, intro, items }: { heading: string; intro: string; items: readonly string[] }) {
	return (
		<section aria-labelledby="about-guarantee" className="container-page py-14">
			<div className="grid gap-8 lg:grid-cols-[2fr_3fr] lg:items-start">
				<SectionHeading id="about-guarantee" title={heading} text={intro} align="left" />
				<ul className="grid gap-3 sm:grid-cols-2">
					{items.map((item) => (
						<li key={item} className="flex items-start gap-3 rounded-lg border border-border p-4">
							<CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
							<span>{item}</span>
						</li>
					))}
				</ul>
			</div>
		</section>
	)
}

export function AboutHealthAndSafety({ heading, intro, items }: { heading: string; intro: string; items: readonly SafetyItem[] }) {
	return (
		<section aria-labelledby="about-safety" className="bg-muted py-14">
			<div className="container-page">
				<SectionHeading id="about-safety" title={heading} text={intro} />
				<ul className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
					{items.map((item) => (
						<li key={item.title} className="rounded-lg border border-border bg-background p-6 shadow-sm">
							<h3 className="flex items-start gap-2 text-lg font-semibold">
								<HardHat aria-hidden className="mt-1 size-5 shrink-0 text-primary" />
								{item.title}
							</h3>
							<p className="mt-2 text-sm text-muted-foreground">{item.description}</p>
						</li>
					))}
				</ul>
			</div>
		</section>
	)
}
