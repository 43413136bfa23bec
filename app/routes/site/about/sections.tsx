import { ArrowLink } from '#app/components/site/arrow-link.tsx'
import { CheckList } from '#app/components/site/check-list.tsx'
import { FeatureGrid } from '#app/components/site/feature-grid.tsx'
import { siteIcons } from '#app/components/site/icons.ts'
import { ProjectPicture, ProjectPictures } from '#app/components/site/project-pictures.tsx'
import { SectionHeading } from '#app/components/site/section-heading.tsx'
import { StatTiles, type StatTile } from '#app/components/site/stat-tiles.tsx'
import { HardHat } from '#app/components/ui/icon.tsx'
import type { GalleryItem } from '#app/domain/project/gallery.ts'
import type { TeamMember } from '#app/domain/settings/business-facts.ts'
import type { AboutValue, SafetyItem } from '#app/routes/site/about/copy.ts'

export function AboutStory({
	heading,
	paragraphs,
	stats,
	picture,
}: {
	heading: string
	paragraphs: readonly string[]
	stats: readonly StatTile[]
	picture: GalleryItem | undefined
}) {
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
			<div className="grid gap-6">
				<StatTiles items={stats} tone="muted" className="grid-cols-2" valueClassName="font-extrabold sm:text-3xl" />
				{picture ? <ProjectPicture item={picture} sizes="(min-width: 1200px) 460px, (min-width: 1024px) 38vw, 100vw" /> : null}
			</div>
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

const initials = (name: string) =>
	name
		.split(/\s+/)
		.filter(Boolean)
		.slice(0, 2)
		.map((part) => part[0]!.toUpperCase())
		.join('')

/** The small team the owner keeps on the Business tab; nothing when it is empty. */
export function AboutTeam({ heading, intro, team }: { heading: string; intro: string; team: readonly TeamMember[] }) {
	if (team.length === 0) return null
	return (
		<section aria-labelledby="about-team" className="container-page py-14">
			<SectionHeading id="about-team" title={heading} text={intro} />
			<ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="team">
				{team.map((member) => (
					<li key={member.name} className="flex gap-4 rounded-xl border border-border bg-background p-5 shadow-sm">
						<span
							aria-hidden
							className="grid size-14 shrink-0 place-items-center rounded-full bg-primary text-lg font-bold tracking-wide text-amber-300"
						>
							{initials(member.name)}
						</span>
						<div className="min-w-0">
							<h3 className="font-semibold text-foreground">{member.name}</h3>
							{member.role ? <p className="text-sm font-medium text-primary">{member.role}</p> : null}
							{member.line ? <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{member.line}</p> : null}
						</div>
					</li>
				))}
			</ul>
		</section>
	)
}

/** A few of the gallery's pictures, featured first; nothing when the gallery is empty. */
export function AboutWork({ pictures }: { pictures: readonly GalleryItem[] }) {
	if (pictures.length === 0) return null
	return (
		<section aria-labelledby="about-work" className="container-page py-14">
			<SectionHeading id="about-work" title="Our Work" text="A few recent projects from across West London." />
			<ProjectPictures items={pictures} className="mt-10" />
			<p className="mt-8 text-center">
				<ArrowLink to="/gallery">View Our Work</ArrowLink>
			</p>
		</section>
	)
}
