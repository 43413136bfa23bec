import type { CtaCopy, SeoBlock } from '../../../content/types.ts'

/** Home page copy. */

export const homeSeo: SeoBlock = {
	title: 'West London Refurbishment & Trades',
	description:
		'Kitchens, bathrooms, refurbishments, plumbing, electrics and heating across West and Central London. Free quotes, a 12-month guarantee and 24/7 call-outs.',
	keywords: [
		'home refurbishment West London',
		'kitchen refurbishment London',
		'bathroom installation London',
		'emergency plumber West London',
		'electrician Maida Vale',
		'period property renovation',
		'builders W9',
	],
}

/** The four headlines the hero cycles through (every 4 s, 300 ms fade). */
export const heroHeadlines = [
	'Home Refurbishment Specialists in West London',
	'Kitchens, Bathrooms & Full Refurbishments',
	'24/7 Emergency Plumbing & Electrical Call-Outs',
	'Period Property Experts from Maida Vale to Fulham',
] as const

export const heroIntro =
	'Trusted trades for homeowners, landlords and property managers across West and Central London. Clear written quotes, tidy sites and work guaranteed for a minimum of 12 months.'

export const trustHighlights = [
	{
		key: 'guarantee',
		title: 'Quality Guarantee',
		text: 'All workmanship guaranteed for a minimum of 12 months.',
	},
	{
		key: 'emergency',
		title: '24/7 Emergency',
		text: 'Response within 60 minutes for genuine emergencies.',
	},
] as const

export const homeSections = {
	areas: {
		heading: 'Local Specialists Across West London',
		text: 'Dedicated teams for the areas we know best.',
	},
	services: {
		heading: 'Our Most Requested Services',
		text: 'From a dripping tap to a whole-house refurbishment, one team handles the lot.',
	},
	coverage: {
		heading: 'Where We Work and What We Do',
		text: 'We cover West and Central London every day, with emergency call-outs up to 25 miles from central London.',
	},
	testimonials: {
		heading: 'What Our Customers Say',
		/** Replaced by the rating the site claims (ratingSentence). The quotes are published reviews (decision 0044). */
		text: 'Rated 4.9 out of 5 from 50+ reviews.',
	},
	closing: {
		heading: 'Ready to Start Your Project?',
		text: 'Tell us what you have in mind and we will reply within 2 hours during business hours with next steps and a free quote.',
		primary: { label: 'Get Free Quote', to: '/contact' },
		secondary: { label: 'View Our Work', to: '/gallery' },
	} satisfies CtaCopy,
} as const
