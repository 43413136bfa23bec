import { Link } from 'react-router'

import { PageHero } from '#app/components/site/page-hero.tsx'
import type { LegalDocument as LegalDocumentContent } from '#app/content/legal.ts'
import { mailtoHref, telHref } from '#app/domain/settings/contact.ts'
import { categorySlug } from '#app/domain/slug.ts'

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** "December 2024" as "2024-12" for <time dateTime>. */
function monthIso(text: string): string | undefined {
	const match = /^([A-Za-z]+) (\d{4})$/.exec(text.trim())
	const month = match ? months.indexOf(match[1]!) : -1
	return match && month >= 0 ? `${match[2]}-${String(month + 1).padStart(2, '0')}` : undefined
}

type ContactDetails = { businessName: string; address: string; officeEmail: string; phone: string }

/**
 * A legal page (/privacy, /terms): title and last-updated date, a contents
 * list, the numbered sections, and who we are with a link to /contact.
 */
export function LegalDocument({ document, contact }: { document: LegalDocumentContent; contact: ContactDetails }) {
	const sections = document.sections.map((section) => ({ ...section, id: categorySlug(section.heading) }))
	return (
		<>
			<PageHero title={document.title}>
				<p className="-mt-4 text-slate-200">
					Last updated <time dateTime={monthIso(document.lastUpdated)}>{document.lastUpdated}</time>
				</p>
			</PageHero>
			<div className="container-page grid gap-10 py-12 lg:grid-cols-[16rem_1fr]">
				<nav aria-labelledby="legal-contents" className="lg:sticky lg:top-28 lg:self-start">
					<p id="legal-contents" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
						Contents
					</p>
					<ol className="mt-3 space-y-1 text-sm">
						{sections.map((section, index) => (
							<li key={section.id}>
								<a
									href={`#${section.id}`}
									className="flex min-h-11 items-center gap-2 rounded-md px-2 text-foreground hover:bg-muted hover:text-primary"
								>
									<span className="text-muted-foreground tabular-nums">{index + 1}.</span> {section.heading}
								</a>
							</li>
						))}
					</ol>
				</nav>
				<article aria-labelledby="page-title" className="max-w-3xl">
					{sections.map((section, index) => (
						<section key={section.id} aria-labelledby={section.id} className="border-b border-border py-8 first:pt-0 last:border-b-0">
							<h2 id={section.id} className="scroll-mt-28 text-2xl font-bold">
								<span className="text-muted-foreground tabular-nums">{index + 1}.</span> {section.heading}
							</h2>
							<div className="mt-4 space-y-4 leading-relaxed">
								{section.paragraphs.map((paragraph) => (
									<p key={paragraph}>{paragraph}</p>
								))}
								{section.list ? (
									<ul className="list-disc space-y-2 pl-6 marker:text-primary">
										{section.list.map((item) => (
											<li key={item}>{item}</li>
										))}
									</ul>
								) : null}
							</div>
						</section>
					))}
					<div className="mt-8 rounded-lg border border-border bg-muted p-6">
						<p className="font-semibold">{contact.businessName}</p>
						<p className="mt-1 text-muted-foreground">{contact.address}</p>
						<p className="mt-3">
							Questions about this page? Visit our{' '}
							<Link to="/contact" className="font-semibold text-primary underline underline-offset-4">
								Contact page
							</Link>
							, e-mail{' '}
							<a href={mailtoHref(contact.officeEmail)} className="font-semibold text-primary underline underline-offset-4">
								{contact.officeEmail}
							</a>{' '}
							or call{' '}
							<a href={telHref(contact.phone)} className="font-semibold whitespace-nowrap text-primary underline underline-offset-4">
								{contact.phone}
							</a>
							.
						</p>
					</div>
				</article>
			</div>
		</>
	)
}
