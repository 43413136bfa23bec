import { Mail, MapPin, MessageCircle, Phone } from 'lucide-react'
import { Link } from 'react-router'
import { openingHours } from '#app/content/business.ts'
import { services } from '#app/content/services.ts'
import { mailtoHref, telHref, whatsappHref } from '#app/utils/contact.ts'
import { Logo } from './logo.tsx'
import { companyLinks, legalLinks } from './nav-items.ts'

type FooterProps = {
	businessName: string
	phone: string
	email: string
	address: string
	whatsappPhone: string
	logoUrl: string | null
	logoHeight: number
}

/** Footer logo: 75% of the header's logo height, never below 24px (public spec §1). */
export function footerLogoHeight(headerHeight: number) {
	return Math.max(24, Math.round(headerHeight * 0.75))
}

const linkClass = 'inline-flex min-h-8 items-center text-slate-200 hover:text-white hover:underline'

export function SiteFooter(props: FooterProps) {
	const year = new Date().getFullYear()
	return (
		<footer className="bg-slate-950 text-slate-200">
			<div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
				<section aria-labelledby="footer-contact">
					<Logo
						businessName={props.businessName}
						logoUrl={props.logoUrl}
						height={footerLogoHeight(props.logoHeight)}
						inverse
					/>
					<h2 id="footer-contact" className="sr-only">
						Contact information
					</h2>
					<ul className="mt-4 space-y-2 text-sm">
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
							{openingHours.summary} · Sat 8AM-4PM · {openingHours.emergency}
						</li>
					</ul>
				</section>

				<nav aria-labelledby="footer-services">
					<h2 id="footer-services" className="text-base font-semibold text-white">
						Services
					</h2>
					<ul className="mt-4 grid gap-1 text-sm">
						{services.map((service) => (
							<li key={service.slug}>
								<Link className={linkClass} to={`/services/${service.slug}`}>
									{service.name}
								</Link>
							</li>
						))}
					</ul>
				</nav>

				<nav aria-labelledby="footer-company">
					<h2 id="footer-company" className="text-base font-semibold text-white">
						Company
					</h2>
					<ul className="mt-4 grid gap-1 text-sm">
						{companyLinks.map((link) => (
							<li key={link.to}>
								<Link className={linkClass} to={link.to}>
									{link.label}
								</Link>
							</li>
						))}
					</ul>
				</nav>

				<nav aria-labelledby="footer-legal">
					<h2 id="footer-legal" className="text-base font-semibold text-white">
						Legal
					</h2>
					<ul className="mt-4 grid gap-1 text-sm">
						{legalLinks.map((link) => (
							<li key={link.to}>
								<Link className={linkClass} to={link.to}>
									{link.label}
								</Link>
							</li>
						))}
					</ul>
				</nav>
			</div>
			<div className="border-t border-white/10">
				<p className="container-page py-5 text-sm text-slate-300">
					© {year} {props.businessName}. All rights reserved. Established 2020 · Serving West
					&amp; Central London.
				</p>
			</div>
		</footer>
	)
}
