import type { ReactNode } from 'react'

import type { IconComponent } from '#app/components/ui/icon.tsx'

const looks = {
	/** A service's facts: the label in bold beside its icon, the value below it, indented to the label. */
	plain: { term: 'flex items-center gap-2 font-semibold', value: 'pl-6 text-muted-foreground' },
	/** A case study's details: the label small and in capitals, the value below it. */
	caption: {
		term: 'flex items-center gap-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase',
		value: 'mt-0.5 text-sm font-medium',
	},
} as const

/** One fact in a <dl>: its label after a (decorative) icon, then its value. */
export function IconFact({
	icon: Icon,
	label,
	look = 'plain',
	children,
}: {
	icon: IconComponent
	label: string
	look?: keyof typeof looks
	children: ReactNode
}) {
	return (
		<div>
			<dt className={looks[look].term}>
				<Icon aria-hidden className="size-4 shrink-0 text-primary" />
				{label}
			</dt>
			<dd className={looks[look].value}>{children}</dd>
		</div>
	)
}
