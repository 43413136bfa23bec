import type { ReactNode } from 'react'

import { CheckList } from '#app/components/site/check-list.tsx'
import { Clock, MapPin, type IconComponent } from '#app/components/ui/icon.tsx'
import { serviceLabels } from '#app/content/services-page.ts'

/** A service's feature list with its heading (cards use h4, the service page h3). */
export function FeatureList({
	features,
	headingLevel = 'h4',
	className,
}: {
	features: readonly string[]
	headingLevel?: 'h3' | 'h4'
	className?: string
}) {
	if (features.length === 0) return null
	const Heading = headingLevel
	return (
		<div className={className}>
			<Heading className="text-sm font-semibold tracking-wide uppercase">{serviceLabels.features}</Heading>
			<CheckList items={features} size="sm" className="mt-2" />
		</div>
	)
}

/** One fact of a service (timeline, coverage, price) in a <dl>. */
export function ServiceFact({ icon: Icon, label, children }: { icon: IconComponent; label: string; children: ReactNode }) {
	return (
		<div>
			<dt className="flex items-center gap-2 font-semibold">
				<Icon aria-hidden className="size-4 shrink-0 text-primary" />
				{label}
			</dt>
			<dd className="pl-6 text-muted-foreground">{children}</dd>
		</div>
	)
}

/** A service's timeline and coverage (when known), then any further facts, as one description list. */
export function ServiceFacts({
	timeline,
	coverage,
	className,
	children,
}: {
	timeline: string | null
	coverage: string | null
	className?: string
	children?: ReactNode
}) {
	return (
		<dl className={className}>
			{timeline ? (
				<ServiceFact icon={Clock} label={serviceLabels.timeline}>
					{timeline}
				</ServiceFact>
			) : null}
			{coverage ? (
				<ServiceFact icon={MapPin} label={serviceLabels.coverage}>
					{coverage}
				</ServiceFact>
			) : null}
			{children}
		</dl>
	)
}
