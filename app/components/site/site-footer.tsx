import { Link } from 'react-router'

import { Mail, MapPin, MessageCircle, Phone } from '#app/components/ui/icon.tsx'
import type { ServiceLink } from '#app/domain/service/cards.ts'
import { established } from '#app/domain/settings/business.ts'
import { mailtoHref, telHref, whatsappHref } from '#app/domain/settings/contact.ts'
import { hoursSummaryParts, type OpeningHours } from '#app/domain/settings/opening-hours.ts'
import { footerLogoHeight } from '#app/domain/settings/public-settings.ts'

import { Logo } from './logo.tsx'
import { companyLinks, legalLinks } from './nav-items.ts'

type FooterProps = {
	businessName: string
	phone: string
	email: string
	address: string
	whatsappPhone: string
	/** The stored hours and the line about the emergency line. */
	hours: OpeningHours
	emergencyNote: string
	logoUrl: string | null
	logoHeight: number
	/** The active services, linked to their pages. */
	services: readonly ServiceLink[]
}

export { footerLogoHeight }

// 44 px tall: a finger finds each link (and the lists need no gap between them).
const linkClass = 'inline-flex min-h-11 items-center text-slate-200 hover:text-white hover:underline'

function FooterLinks({ id, title, links }: { id: string; title: string; links: readonly { to: string; label: string }[] }) {
	return (
		<nav aria-labelledby={id}>
			<h2 id={id} className="text-base font-semibold text-white">
				{title}
			</h2>
			<ul className="mt-4 grid text-sm">
				{links.map((link) => (
					<li key={link.to}>
						<Link className={linkClass} to={link.to}>
							{link.label}
						</Link>
					</li>
				))}
			</ul>
		</nav>
	)
}

export function SiteFooter(props: FooterProps) {
	const year = new Date().getFullYear()
	return (
		<footer className="bg-slate-950 text-slate-200">
			<div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
				<section aria-labelledby="footer-contact">
					<Logo businessName={props.businessName} logoUrl={props.logoUrl} height={footerLogoHeight(props.logoHeight)} inverse />
					<h2 id="footer-contact" className="sr-only">
						Contact information
					</h2>
					<ul className="mt-4 text-sm">
						<li>
							<a className={`${linkClass} gap-2`} href={telHref(props.phone)}>
								<Phone aria-hidden className="size-4" /> {props.phone}
							</a>
						</li>
						<li>
							<a className={`${linkClass} gap-2`} href={mailtoHref(props.email)}>
								<Mail aria-hidden className="size-4" /> {props.email}
							</a>
						</li>
						<li>
							<a className={`${linkClass} gap-2`} href={whatsappHref(props.whatsappPhone)} rel="noopener" target="_blank">
								<MessageCircle aria-hidden className="size-4" /> WhatsApp us
							</a>
						</li>
						<li className="flex items-center gap-2">
							<MapPin aria-hidden className="size-4" /> {props.address}
						</li>
						<li className="pt-2 text-slate-300">
							{hoursSummaryParts(props.hours).map((part) => (
								<span key={part} className="block">
									{part}
								</span>
							))}
							<span className="block">{props.emergencyNote}</span>
						</li>
					</ul>
				</section>

				<FooterLinks
					id="footer-services"
					title="Services"
					links={props.services.map((service) => ({ to: `/services/${service.slug}`, label: service.name }))}
				/>
				<FooterLinks id="footer-company" title="Company" links={companyLinks} />
				<FooterLinks id="footer-legal" title="Legal" links={legalLinks} />
			</div>
			<div className="border-t border-white/10">
				{/* Room below the last line for the floating Emergency button on phones. */}
				<p className="container-page pt-5 pb-24 text-sm text-slate-300 md:pb-5">
					© {year} {props.businessName}. All rights reserved. Established {established} · Serving West &amp; Central London.
				</p>
			</div>
		</footer>
	)
}
