import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { ArrowLeft, LockKeyhole } from '#app/components/ui/icon.tsx'

/** The frame of the sign-in pages (password, then code): a card in the middle of the page, its heading, and the way back home. */
export function AuthCard({ title, lead, children, footer }: { title: string; lead: ReactNode; children: ReactNode; footer?: ReactNode }) {
	return (
		<main id="main" className="flex min-h-dvh items-center justify-center bg-muted px-4 py-10">
			<div className="w-full max-w-md rounded-lg border border-border bg-background p-6 shadow-sm sm:p-8">
				<div className="mb-6 grid justify-items-center gap-3 text-center">
					<span className="inline-flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
						<LockKeyhole aria-hidden className="size-6" />
					</span>
					<h1 className="text-2xl font-bold">{title}</h1>
					<p className="text-sm text-muted-foreground">{lead}</p>
				</div>
				{children}
				{footer}
				<p className="mt-4 text-center">
					<Link
						to="/"
						className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-primary underline-offset-4 hover:underline"
					>
						<ArrowLeft aria-hidden className="size-4" />
						Back to Home
					</Link>
				</p>
			</div>
		</main>
	)
}
