/**
 * /reviews copy: summary, review cards, platform
 * tiles, and the loading and error states ("Error loading reviews"
 * with "Try Again").
 */

import type { ProfilePlatform } from '#app/domain/settings/opening-hours.ts'

import type { CtaCopy, SeoBlock } from '../../../content/types.ts'

export const reviewsSeo: SeoBlock = {
	title: 'Reviews from West London Customers',
	description:
		'What homeowners, landlords and property managers across West and Central London say about our refurbishments, plumbing, electrics and emergency call-outs.',
	keywords: [
		'builder reviews West London',
		'refurbishment company reviews London',
		'plumber reviews Maida Vale',
		'electrician reviews Kensington',
		'trusted tradespeople London',
		'customer testimonials home refurbishment',
	],
}

export const reviewsCopy = {
	heading: 'Customer Reviews',
	intro: 'What homeowners, landlords and property managers across West and Central London say about working with us, newest first.',
	summaryLabel: 'Rating summary',
	averageLabel: 'Average rating',
	/** "4.8 out of 5" */
	outOf: 'out of 5',
	basedOn: 'Based on',
	listHeading: 'What Our Customers Say',
	/** A spinner while loading. */
	loading: 'Loading reviews…',
	empty: {
		heading: 'No reviews yet',
		text: 'Our first published reviews will appear here soon.',
	},
	error: {
		heading: 'Error loading reviews',
		text: 'We could not load our reviews just now. Please try again in a moment.',
		retry: 'Try Again',
	},
	platforms: {
		heading: 'Review Us Elsewhere',
		text: 'Customers also share their experience on these sites. If we have worked for you, we would be grateful for a few words wherever you prefer.',
		/** When no profile link is set: no sites to promise. */
		headingWithoutSites: 'Tell Us How It Went',
		textWithoutSites: 'If we have worked for you, we would be grateful for a few words about how it went.',
		leaveReview: 'Leave us a review',
		leaveReviewText: 'Finished a project with us? Tell us how it went.',
	},
	closing: {
		heading: 'Ready to Start Your Project?',
		text: 'Tell us what you have in mind and we will reply within 2 hours during business hours.',
		primary: { label: 'Get Free Quote', to: '/contact' },
		secondary: { label: 'See Our Work', to: '/gallery' },
	} satisfies CtaCopy,
} as const

/** Plain text tiles: no logos and no ratings we cannot show. One per profile link the owner set on the Business tab. */
export const reviewPlatformText: Record<ProfilePlatform, string> = {
	google: 'Reviews on our Google Business Profile.',
	checkatrade: 'Reviews from customers who found us on Checkatrade.',
	trustpilot: 'Independent reviews on Trustpilot.',
	facebook: 'Recommendations on our Facebook page.',
	houzz: 'Our projects and reviews on Houzz.',
	yell: 'Our listing and reviews on Yell.',
}

export type ReviewPlatformLink = { name: string; text: string; url: string }
