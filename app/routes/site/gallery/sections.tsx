import { SectionHeading } from '#app/components/site/section-heading.tsx'
import { StatTiles, type StatTile } from '#app/components/site/stat-tiles.tsx'
import type { galleryCopy } from '#app/routes/site/gallery/copy.ts'

export function GalleryStats({ copy, stats }: { copy: (typeof galleryCopy)['stats']; stats: readonly StatTile[] }) {
	return (
		<section aria-labelledby="gallery-stats" className="bg-muted py-14">
			<div className="container-page">
				<SectionHeading id="gallery-stats" title={copy.heading} text={copy.text} />
				<StatTiles items={stats} className="mt-10 grid-cols-2 lg:grid-cols-4" />
			</div>
		</section>
	)
}
