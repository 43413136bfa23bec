import { Link } from 'react-router'

import { DeliveryBadge, DueBadge, EnquiryStageBadge } from '#app/components/admin/enquiry-badges.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Mail, MessageCircle, Phone } from '#app/components/ui/icon.tsx'
import { mailtoHref, telHref, whatsappHref } from '#app/domain/settings/contact.ts'
import { countOf } from '#app/utils/format.ts'

import type { Route } from '../+types/enquiry.ts'

type View = Route.ComponentProps['loaderData']
type Enquiry = View['enquiry']

/** The name, stage, value and next action: what the owner reads first. */
export function EnquiryHeader({ enquiry, delivery }: { enquiry: Enquiry; delivery: View['delivery'] }) {
	return (
		<div className="grid gap-2">
			<h2 id="enquiry-title" className="text-xl font-bold break-words">
				Enquiry from {enquiry.name}
			</h2>
			<p className="text-sm text-muted-foreground">
				{enquiry.service} · {enquiry.postcode} · received <time dateTime={enquiry.receivedIso}>{enquiry.received}</time>
			</p>
			<div className="flex flex-wrap items-center gap-2">
				<EnquiryStageBadge stage={enquiry.stage} />
				{enquiry.value ? <span className="text-sm font-semibold">{enquiry.value}</span> : null}
				<DeliveryBadge delivery={delivery} />
				{enquiry.due ? <DueBadge due={enquiry.due} /> : null}
			</div>
			{enquiry.message ? (
				<blockquote aria-label="Message" className="border-l-4 border-border pl-3 text-sm break-words whitespace-pre-line">
					{enquiry.message}
				</blockquote>
			) : null}
			{enquiry.nextActionOn ? (
				<p className="text-sm">
					<span className="font-semibold">Next action {enquiry.nextActionDay}</span>
					{enquiry.nextActionNote ? <span className="break-words">: {enquiry.nextActionNote}</span> : null}
				</p>
			) : null}
		</div>
	)
}

/** Call, WhatsApp and e-mail the customer with one tap (big targets, side by side on a phone). */
export function ContactActions({ enquiry }: { enquiry: Pick<Enquiry, 'name' | 'phone' | 'email'> }) {
	return (
		<nav aria-label={`Contact ${enquiry.name}`} className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
			<Button asChild size="lg" className="px-3">
				<a href={telHref(enquiry.phone)}>
					<Phone aria-hidden />
					Call
				</a>
			</Button>
			<Button asChild size="lg" variant="outline" className="px-3">
				<a href={whatsappHref(enquiry.phone)} target="_blank" rel="noopener noreferrer">
					<MessageCircle aria-hidden />
					WhatsApp
				</a>
			</Button>
			<Button asChild size="lg" variant="outline" className="px-3">
				<a href={mailtoHref(enquiry.email)}>
					<Mail aria-hidden />
					E-mail
				</a>
			</Button>
		</nav>
	)
}

/** "2 earlier enquiries": the same person's others (same e-mail or phone), with their stage. */
export function SamePerson({ related }: { related: View['related'] }) {
	if (related.total === 0) return null
	const earlier = related.items.filter((item) => item.earlier).length
	const later = related.items.length - earlier
	const summary = [
		earlier ? countOf(earlier, 'earlier enquiry', 'earlier enquiries') : null,
		later ? countOf(later, 'later enquiry', 'later enquiries') : null,
	]
		.filter(Boolean)
		.join(' and ')
	return (
		<section aria-labelledby="same-person-title" className="grid gap-2 rounded-lg border border-border bg-background p-4">
			<h3 id="same-person-title" className="text-base font-semibold">
				Same person: {summary}
			</h3>
			<ul className="grid gap-1">
				{related.items.map((item) => (
					<li key={item.id}>
						<Link
							to={`/admin/enquiries/${item.id}`}
							className="flex min-h-11 flex-wrap items-center gap-x-2 gap-y-1 rounded-md py-1 text-sm text-primary underline-offset-4 hover:underline"
						>
							<span className="font-semibold">{item.received}</span>
							<span className="break-words">{item.service}</span>
							<EnquiryStageBadge stage={item.stage} />
							<span className="text-xs text-muted-foreground">same {item.match}</span>
						</Link>
					</li>
				))}
			</ul>
			{related.total > related.items.length ? (
				<p className="text-sm text-muted-foreground">
					{related.total - related.items.length} more not shown: search the inbox for this e-mail address.
				</p>
			) : null}
		</section>
	)
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
	return (
		<div className="grid gap-1 sm:grid-cols-[12rem_1fr] sm:gap-4">
			<dt className="text-sm font-semibold text-muted-foreground">{label}</dt>
			<dd className="min-w-0 text-sm break-words">{children ?? '—'}</dd>
		</div>
	)
}

/** Every other field of the enquiry, as received (the message is in the header). */
export function EnquiryDetails({ enquiry }: { enquiry: Enquiry }) {
	return (
		<section aria-labelledby="details-title" className="grid gap-3">
			<h3 id="details-title" className="text-base font-semibold">
				Details
			</h3>
			<dl className="grid content-start gap-3 rounded-lg border border-border bg-background p-4 sm:p-5">
				<Detail label="Name">{enquiry.name}</Detail>
				<Detail label="E-mail">
					<a className="text-primary underline" href={mailtoHref(enquiry.email)}>
						{enquiry.email}
					</a>
				</Detail>
				<Detail label="Phone">
					<a className="text-primary underline" href={telHref(enquiry.phone)}>
						{enquiry.phone}
					</a>
				</Detail>
				<Detail label="Postcode">{enquiry.postcode}</Detail>
				<Detail label="Service">{enquiry.service}</Detail>
				{enquiry.lostReason ? <Detail label="Lost because">{enquiry.lostReason}</Detail> : null}
				<Detail label="Received">{enquiry.received}</Detail>
				<Detail label="Consent given">{enquiry.consent}</Detail>
				<Detail label="Source page">{enquiry.sourcePage}</Detail>
				<Detail label="Browser">{enquiry.userAgent}</Detail>
				<Detail label="IP (hashed)">{enquiry.ipHash ? <code>{enquiry.ipHash}</code> : null}</Detail>
				<Detail label="Last updated">{enquiry.updated}</Detail>
			</dl>
		</section>
	)
}
