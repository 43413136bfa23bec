import { SectionHeading } from '#app/components/site/section-heading.tsx'
import type { galleryCopy, galleryStats } from '#app/content/gallery.ts'
import { CallToAction } from '#app/components/site/call-to-action.tsx'

export function GalleryStats({ copy, stats }: { copy: (typeof galleryCopy)['stats']; stats: typeof galleryStats }) {
	return (
		<section aria-labelledby="gallery-stats" className="bg-muted py-14">
			<div className="container-page">
				<SectionHeading id="gallery-stats" title={copy.heading} text={copy.text} />
				<dl className="mt-10 grid grid-cols-2 gap-4 lg:grid-cols-4">
					{stats.map((stat) => (
						<div key={stat.label} className="flex flex-col-reverse rounded-lg border border-border bg-background p-6 text-center shadow-sm">
							<dt className="mt-1 text-sm text-muted-foreground">{stat.label}</dt>
							<dd className="text-3xl font-bold text-primary sm:text-4xl">{stat.value}</dd>
						</div>
					))}
				</dl>
			</div>
		</section>
	)
}

export function GalleryClosing({ copy }: { copy: (typeof galleryCopy)['closing'] }) {
	return (
		<CallToAction
			id="gallery-closing"
			heading={copy.heading}
			text={copy.text}
			primary={{ label: copy.primary, to: '/contact' }}
			secondary={{ label: copy.secondary, to: '/reviews' }}
		/>
	)
}
