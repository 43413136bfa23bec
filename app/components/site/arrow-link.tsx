import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { ArrowRight } from '#app/components/ui/icon.tsx'

/** A text link onwards ("See all our reviews →"), at a comfortable tap size. */
export function ArrowLink({ to, children }: { to: string; children: ReactNode }) {
	return (
		<Link to={to} className="inline-flex min-h-11 items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline">
			{children}
			<ArrowRight aria-hidden className="size-4" />
		</Link>
	)
}
