/**
 * /about copy: story, four values, guarantee list,
 * health and safety section and call to action.
 *
 * Claims are limited to those of the specification. The company name is configuration:
 * the copy says "we" and the page supplies the name where it needs one.
 */

import type { SiteIconName } from '#app/components/site/icons.ts'
import type { BusinessFacts } from '#app/domain/settings/business-facts.ts'

import type { CtaCopy, SeoBlock } from '../../../content/types.ts'

export type AboutValue = {
	title: string
	description: string
	icon: SiteIconName
}

export type SafetyItem = { title: string; description: string }

export const aboutSeo: SeoBlock = {
	title: 'About Our West London Trades Team',
	description:
		'A West London refurbishment and trades team established in 2020: 25+ years of combined experience, 150+ projects and a 12-month workmanship guarantee.',
	keywords: [
		'West London builders',
		'Maida Vale refurbishment company',
		'London trade services',
		'period property specialists',
		'Gas Safe registered engineers London',
		'Part P electrical work',
	],
}

export const aboutHero: { title: string; subtitle: string } = {
	title: 'About Us',
	subtitle: 'A West London team of tradespeople who turn up when we say we will, explain what we are doing and leave the job tidy.',
}

/** The story, with the figures the owner keeps on the Business tab. */
export const aboutStory = ({ figures }: BusinessFacts): { heading: string; paragraphs: string[] } => ({
	heading: 'Our Story',
	paragraphs: [
		'We were established in 2020 with a simple aim: to run a trade business the way we would want to be treated as customers. That means clear written quotations, people who arrive when they say they will, and work that is done properly the first time.',
		`Between us we bring ${figures.yearsExperience}+ years of combined experience across plumbing, heating, electrical work, carpentry, tiling and decoration. That means most jobs, from a dripping tap to a full house refurbishment, are handled by our own team, with one point of contact from the first visit to the final invoice.`,
		'Much of our work is in Victorian and Georgian properties across Maida Vale, Kensington, Westminster and Hammersmith, many of them in conservation areas or listed. We have learned to repair before we replace, to plan consents into the programme, and to look after the neighbours as well as our customers.',
		`Since we started we have completed ${figures.projectsCompleted}+ projects across ${figures.boroughsCovered}+ London boroughs, and ${figures.wouldRecommend}% of our customers say they would recommend us.`,
	],
})

export const aboutTeam = {
	heading: 'The Team',
	intro: 'The people you will deal with, from the first call to the final sign-off.',
} as const

export const aboutValuesSection: { heading: string; intro: string } = {
	heading: 'Our Values',
	intro: 'Four things we hold ourselves to on every job, whatever its size.',
}

/** Exactly four. */
export const aboutValues: readonly AboutValue[] = [
	{
		title: 'Quality Workmanship',
		description:
			'Work done to the regulations and to a standard we are happy to put our name to, backed by a minimum 12-month workmanship guarantee.',
		icon: 'Award',
	},
	{
		title: 'Honest Pricing',
		description:
			'Written quotations before we start, and any change priced and agreed with you before it is carried out. No surprises on the final invoice.',
		icon: 'ShieldCheck',
	},
	{
		title: 'Reliability',
		description: 'We arrive when we say we will, keep you updated, and are available 24 hours a day, 365 days a year for emergencies.',
		icon: 'Clock',
	},
	{
		title: 'Respect for Your Home',
		description: 'Floors and furniture protected, dust controlled, the site cleared at the end of each day, and neighbours kept informed.',
		icon: 'House',
	},
]

export const guarantees: { heading: string; intro: string; items: string[] } = {
	heading: 'Our Guarantee',
	intro: 'Every job, large or small, comes with the same commitments.',
	items: [
		'A minimum 12-month guarantee on all our workmanship',
		"Manufacturers' warranties on appliances and materials passed on to you, and registered where required",
		'A written quotation before work starts, valid for 30 days',
		'Any change to the work priced and agreed before it is carried out',
		'Electrical and gas certificates issued for the work that requires them',
		'A clean, tidy site, with waste removed and disposed of responsibly',
	],
}

export const healthAndSafety: { heading: string; intro: string; items: SafetyItem[] } = {
	heading: 'Health & Safety',
	intro: 'Building work in an occupied home needs care. These are the standards we work to on every job.',
	items: [
		{
			title: 'Risk Assessments & Method Statements',
			description:
				'We prepare risk assessments and method statements (RAMS) for our projects and share them with you, your managing agent or your building manager before work starts.',
		},
		{
			title: 'Asbestos Awareness',
			description:
				'Buildings constructed or refurbished before 2000 can contain asbestos, in textured coatings, floor tiles, boxing-in and pipe lagging. We check before we disturb anything and arrange testing by a specialist where there is any doubt. Licensable asbestos is only ever removed by a licensed contractor.',
		},
		{
			title: 'Dust Control',
			description:
				'Dust sheets and protective coverings, sealed screens around the work area, and cutting and sanding tools with dust extraction, to keep the rest of your home clean.',
		},
		{
			title: 'Gas Safety',
			description:
				"All gas work is carried out by Gas Safe registered engineers. You can ask to see the engineer's Gas Safe ID card and check it on the Gas Safe Register.",
		},
		{
			title: 'Electrical Safety',
			description:
				'Electrical work is carried out to BS 7671 and Part P of the Building Regulations. Notifiable work is certified and notified to Building Control, and you receive the appropriate certificate on completion.',
		},
		{
			title: 'A Safe, Secure Site',
			description:
				'Tools and materials are stored safely, services are left safe at the end of each day, and your home is secured when we leave.',
		},
	],
}

export const aboutCta: CtaCopy = {
	heading: 'Ready to Start Your Project?',
	text: 'Tell us what you have in mind and we will arrange a visit and a free written quotation. We reply to enquiries within 2 hours during business hours.',
	primary: { label: 'Get Free Quote', to: '/contact' },
	secondary: { label: 'View Our Work', to: '/gallery' },
}
