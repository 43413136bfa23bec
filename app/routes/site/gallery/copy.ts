/**
 * /gallery copy: heading, category chips, the
 * large-image dialog, the stats heading and the loading text. The stats
 * themselves are the editable business facts (factStats).
 */

import type { CtaCopy, SeoBlock } from '../../../content/types.ts'

export const gallerySeo: SeoBlock = {
	title: 'Gallery: Kitchens, Bathrooms & Refurbishments',
	description:
		'Recent kitchens, bathrooms, period living rooms and whole-house refurbishments we completed in Maida Vale, Kensington, Westminster, Hammersmith and Fulham.',
	keywords: [
		'refurbishment gallery London',
		'kitchen refurbishment photos West London',
		'bathroom renovation examples London',
		'period property renovation Maida Vale',
		'builders portfolio Kensington',
		'home improvement projects Fulham',
	],
}

export const galleryCopy = {
	heading: 'Our Work',
	intro:
		'A selection of recent projects across West and Central London, from single-room refits to whole-house refurbishments. Choose a picture to see it larger.',
	filterLabel: 'Filter projects by category',
	allLabel: 'All',
	gridLabel: 'Projects',
	/** The text while the gallery loads. */
	loading: 'Loading gallery...',
	openImage: 'View larger image:',
	empty: {
		heading: 'No projects to show just now',
		text: 'Our latest work will appear here shortly. In the meantime, tell us about your project and we will send you examples of similar jobs.',
	},
	dialog: {
		previous: 'Previous image',
		next: 'Next image',
		close: 'Close',
		keyboardHint: 'Use the left and right arrow keys to move between images.',
		/** "Image 2 of 12" */
		position: (index: number, total: number) => `Image ${index + 1} of ${total}`,
	},
	stats: {
		heading: 'Work You Can Check',
		text: 'Numbers behind the pictures.',
	},
	closing: {
		heading: 'Planning Something Similar?',
		text: 'Tell us about your home and what you have in mind. We reply within 2 hours during business hours with next steps and a free quote.',
		primary: { label: 'Get Free Quote', to: '/contact' },
		secondary: { label: 'Read Our Reviews', to: '/reviews' },
	} satisfies CtaCopy,
} as const
