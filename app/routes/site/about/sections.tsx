import { CheckList } from '#app/components/site/check-list.tsx'
import { FeatureGrid } from '#app/components/site/feature-grid.tsx'
import { siteIcons } from '#app/components/site/icons.ts'
import { SectionHeading } from '#app/components/site/section-heading.tsx'
import { StatTiles, type StatTile } from '#app/components/site/stat-tiles.tsx'
import { HardHat } from '#app/components/ui/icon.tsx'
import type { AboutValue, SafetyItem } from '#app/routes/site/about/copy.ts'

export function AboutStory({ heading, paragraphs, stats }: { heading: string; paragraphs: readonly string[]; stats: readonly StatTile[] }) {
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
			<StatTiles items={stats} tone="muted" className="grid-cols-2" valueClassName="font-extrabold sm:text-3xl" />
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
					items={values.map((value) => ({ title: value.title, description: value.description, icon: siteIcons[value.icon] }))}
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
				<CheckList items={items} className="sm:grid-cols-2" itemClassName="gap-3 rounded-lg border border-border p-4" />
			</div>
		</section>
	)
}

export function AboutHealthAndSafety({ heading, intro, items }: { heading: string; intro: string; items: readonly SafetyItem[] }) {
	return (
		<section aria-labelledby="about-safety" className="bg-muted py-14">
			<div className="container-page">
				<SectionHeading id="about-safety" title={heading} text={intro} />
				<FeatureGrid columns={3} items={items.map((item) => ({ ...item, icon: HardHat }))} />
			</div>
		</section>
	)
}
