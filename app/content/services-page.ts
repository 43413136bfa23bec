/**
 * Copy of the /services page and the shared parts of every /services/{slug}
 * page (admin-edited service fields come from the
 * database). The cards themselves are the static service cards in
 * `services.ts`.
 *
 * Pure data: no company name, phone number or e-mail address appears here;
 * pages insert those from configuration.
 */

import type { CtaCopy, SeoBlock } from './types.ts'

export const servicesSeo: SeoBlock = {
	title: 'Services: Kitchens, Bathrooms, Plumbing & Electrical',
	description:
		'Kitchens, bathrooms, refurbishments, plumbing, electrics, heating, carpentry, decorating and repairs across London. Free quotes, 24/7 emergency call-outs.',
	keywords: [
		'home refurbishment services London',
		'kitchen refurbishment West London',
		'bathroom installation London',
		'plumber Maida Vale',
		'electrician West London',
		'boiler repair London',
		'carpentry and joinery London',
		'painting and decorating W9',
		'tiling and flooring London',
		'handyman West London',
	],
}

export const servicesHero: { badge: string; title: string; subtitle: string } = {
	badge: 'Ten Trades, One Team',
	title: 'Our Services',
	subtitle:
		'From a dripping tap to a whole-house refurbishment, our own tradespeople plan, carry out and guarantee the work. Every job gets a clear written quotation, and all workmanship is guaranteed for a minimum of 12 months.',
}

export const servicesIntro: { heading: string; text: string } = {
	heading: 'What We Do',
	text: 'Choose a service to see what is included, how long it usually takes and where we work. Typical timelines are time on site once the work is agreed.',
}

/** Labels used on every service card and service page. */
export const serviceLabels: {
	features: string
	timeline: string
	coverage: string
	more: string
	priceFrom: string
} = {
	features: "What's included",
	timeline: 'Typical timeline',
	coverage: 'Coverage',
	more: 'Find out more',
	priceFrom: 'From',
}

/** The red 24/7 call to action below the cards. */
export const servicesEmergencyCta: { heading: string; text: string; callLabel: string; moreLabel: string } = {
	heading: 'Need an Emergency Repair?',
	text: 'Burst pipe, no heating or an electrical fault? We answer 24 hours a day, 365 days a year, and aim to be with you within 60 minutes for genuine emergencies.',
	callLabel: 'Call Now',
	moreLabel: 'Emergency Services',
}

export const servicesQuoteCta: { heading: string; text: string; label: string } = {
	heading: 'Get Your Free Quote',
	text: 'Tell us what you need and we will reply within 2 hours during business hours, arrange a visit and give you a written quotation with no obligation.',
	label: 'Get Free Quote',
}

/** The shared parts of a /services/{slug} page. */
export const servicePageCopy: {
	breadcrumb: { home: string; services: string }
	aboutHeading: string
	detailsHeading: string
	priceLabel: string
	priceNote: string
	projectsHeading: string
	projectsText: string
	galleryLabel: string
	/** The closing call to action; its primary button is also the page's free-quote button. */
	cta: CtaCopy
} = {
	breadcrumb: { home: 'Home', services: 'Services' },
	aboutHeading: 'About This Service',
	detailsHeading: 'At a Glance',
	priceLabel: 'Price',
	priceNote: 'Every job is quoted in writing after a visit. The starting price is a guide, not a quotation.',
	projectsHeading: 'Recent Projects',
	projectsText: 'A selection of recent work from our gallery.',
	galleryLabel: 'View the full gallery',
	cta: {
		heading: 'Ready to Talk About Your Project?',
		text: 'Send us a few details for a free, no-obligation quotation. We reply within 2 hours during business hours, or call us now to talk it through.',
		primary: { label: 'Get Free Quote', to: '/contact' },
	},
}
