import type { ReactNode } from 'react'

import { CheckList } from '#app/components/site/check-list.tsx'
import { IconFact } from '#app/components/site/icon-fact.tsx'
import { Clock, MapPin } from '#app/components/ui/icon.tsx'
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
				<IconFact icon={Clock} label={serviceLabels.timeline}>
					{timeline}
				</IconFact>
			) : null}
			{coverage ? (
				<IconFact icon={MapPin} label={serviceLabels.coverage}>
					{coverage}
				</IconFact>
			) : null}
			{children}
		</dl>
	)
}
