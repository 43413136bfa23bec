import { ArrowLink } from '#app/components/site/arrow-link.tsx'
import { CheckList } from '#app/components/site/check-list.tsx'
import { FeatureGrid } from '#app/components/site/feature-grid.tsx'
import { SectionHeading } from '#app/components/site/section-heading.tsx'
import { StatTiles } from '#app/components/site/stat-tiles.tsx'
import { Building2, Clock, Landmark, MapPin, Star } from '#app/components/ui/icon.tsx'
import {
	beyondLondon,
	emergencyResponseTimes,
	localExpertise,
	londonBoroughsCopy,
	priorityArea,
	serviceAreasLabels,
	type LondonRegion,
} from '#app/content/service-areas.ts'

export function PriorityArea() {
	return (
		<section aria-labelledby="areas-priority" className="container-page py-14">
			<div className="grid gap-8 rounded-xl border border-border bg-primary-soft p-6 sm:p-10 md:grid-cols-[minmax(0,1fr)_auto] md:items-center">
				<div>
					<p className="inline-flex items-center gap-1.5 text-sm font-semibold tracking-wide text-primary uppercase">
						<Star aria-hidden className="size-4" />
						{priorityArea.heading}
					</p>
					<h2 id="areas-priority" className="mt-2 text-3xl font-bold">
						{priorityArea.name}
					</h2>
					<p className="mt-3 max-w-2xl text-lg">{priorityArea.body}</p>
					<p className="mt-4">
						<ArrowLink to={serviceAreasLabels.priorityAreaLink.to}>{serviceAreasLabels.priorityAreaLink.label}</ArrowLink>
					</p>
				</div>
				<dl className="rounded-lg bg-background p-6 text-center shadow-sm">
					<dt className="text-sm font-semibold text-muted-foreground">{serviceAreasLabels.responseLabel}</dt>
					<dd className="mt-1 text-2xl font-bold text-primary">{priorityArea.responseTime}</dd>
					<dt className="mt-4 text-sm font-semibold text-muted-foreground">{serviceAreasLabels.postcodesLabel}</dt>
					<dd className="mt-1 font-semibold">{priorityArea.postcodes.join(', ')}</dd>
				</dl>
			</div>
		</section>
	)
}

export function ResponseTimes() {
	return (
		<section aria-labelledby="areas-response" className="bg-muted py-14">
			<div className="container-page">
				<SectionHeading id="areas-response" title={emergencyResponseTimes.heading} />
				<StatTiles
					className="mx-auto mt-10 max-w-4xl gap-5 md:grid-cols-3"
					valueClassName="flex items-center gap-2 text-foreground sm:text-3xl"
					items={emergencyResponseTimes.times.map((item) => ({
						label: item.area,
						value: (
							<>
								<Clock aria-hidden className="size-6 text-primary" />
								{item.time}
							</>
						),
					}))}
				/>
				<p className="mx-auto mt-6 max-w-2xl text-center text-sm text-muted-foreground">{emergencyResponseTimes.footnote}</p>
			</div>
		</section>
	)
}

export function LocalExpertise() {
	return (
		<section aria-labelledby="areas-expertise" className="container-page py-14">
			<SectionHeading id="areas-expertise" title={localExpertise.heading} text={localExpertise.body} />
			<FeatureGrid items={localExpertise.points.map((point) => ({ title: point.title, description: point.description, icon: Landmark }))} />
			<div className="mt-8 text-center">
				<h3 className="font-semibold">{localExpertise.postcodesHeading}</h3>
				<ul className="mt-3 flex flex-wrap justify-center gap-2">
					{localExpertise.postcodes.map((postcode) => (
						<li key={postcode} className="rounded-full bg-primary px-4 py-1.5 font-semibold text-primary-foreground">
							{postcode}
						</li>
					))}
				</ul>
			</div>
		</section>
	)
}

export function BoroughLists({ regions }: { regions: readonly LondonRegion[] }) {
	return (
		<section aria-labelledby="areas-boroughs" className="bg-muted py-14">
			<div className="container-page">
				<SectionHeading id="areas-boroughs" title={londonBoroughsCopy.heading} text={londonBoroughsCopy.text} />
				<div className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
					{regions.map((region) => {
						const id = `region-${region.name.toLowerCase().replace(/\s+/g, '-')}`
						return (
							<section key={region.name} aria-labelledby={id} className="rounded-lg border border-border bg-background p-5 shadow-sm">
								<h3 id={id} className="flex items-center gap-2 font-semibold">
									<Building2 aria-hidden className="size-5 text-primary" />
									{region.name}
								</h3>
								<ul className="mt-3 space-y-1 text-sm">
									{region.boroughs.map((borough) => (
										<li key={borough} className="flex items-start gap-1.5">
											<MapPin aria-hidden className="mt-0.5 size-3.5 shrink-0 text-muted-foreground" />
											{borough}
										</li>
									))}
								</ul>
							</section>
						)
					})}
				</div>
			</div>
		</section>
	)
}

export function BeyondLondon() {
	return (
		<section aria-labelledby="areas-beyond" className="container-page py-14">
			<div className="grid gap-8 md:grid-cols-2">
				<div>
					<h2 id="areas-beyond" className="text-3xl font-bold">
						{beyondLondon.heading}
					</h2>
					<p className="mt-3 text-lg text-muted-foreground">{beyondLondon.body}</p>
					<h3 className="mt-6 font-semibold">{serviceAreasLabels.homeCountiesHeading}</h3>
					<ul className="mt-3 flex flex-wrap gap-2">
						{beyondLondon.homeCounties.map((county) => (
							<li key={county} className="rounded-full border border-border px-4 py-1.5">
								{county}
							</li>
						))}
					</ul>
				</div>
				<CheckList items={beyondLondon.points} className="self-center rounded-lg border border-border bg-muted p-6" />
			</div>
		</section>
	)
}
