import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { Button } from '#app/components/ui/button.tsx'
import type { CtaCopy } from '#app/content/types.ts'

import { CallButton } from './call-button.tsx'

/** The navy band that closes a public page: heading, text, then its buttons. */
export function CallToActionBand({ id, heading, text, children }: { id: string; heading: string; text: string; children: ReactNode }) {
	return (
		<section aria-labelledby={id} className="bg-primary py-16 text-primary-foreground">
			<div className="container-page text-center">
				<h2 id={id} className="text-3xl font-bold sm:text-4xl">
					{heading}
				</h2>
				<p className="mx-auto mt-3 max-w-2xl text-lg text-slate-200">{text}</p>
				<div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
			</div>
		</section>
	)
}

/**
 * The usual closing call to action: a free-quote (amber) button, then a second
 * page link and/or a call button to the settings phone.
 */
export function CallToAction({ id, heading, text, primary, secondary, callLabel, phone }: CtaCopy & { id: string; phone?: string }) {
	return (
		<CallToActionBand id={id} heading={heading} text={text}>
			<Button asChild variant="cta" size="lg">
				<Link to={primary.to}>{primary.label}</Link>
			</Button>
			{secondary ? (
				<Button asChild variant="outline-inverse" size="lg">
					<Link to={secondary.to}>{secondary.label}</Link>
				</Button>
			) : null}
			{phone ? <CallButton phone={phone} label={callLabel} /> : null}
		</CallToActionBand>
	)
}
