/**
 * Page copy that the content modules of /case-studies, /blog, /blog/{slug} and
 * the newsletter pages do not hold: search metadata, headings, introductions,
 * filter labels and calls to action. Copy only: the articles, studies and their
 * filters live in blog.ts and case-studies.ts (so this module stays small in
 * the browser).
 */

import type { BlogCategory } from '#app/domain/article/article.ts'
import { countOf } from '#app/utils/format.ts'

import type { CtaCopy, SeoBlock } from './types.ts'

const freeQuote = { label: 'Get Free Quote', to: '/contact' }

// ---------------------------------------------------------------- case studies

export const caseStudiesSeo: SeoBlock = {
	title: 'Case Studies: Refurbishments in West London',
	description:
		'Recent projects in Maida Vale, Kensington & Chelsea, Westminster and Hammersmith & Fulham: the brief, the challenges, the solutions, timelines and budgets.',
	keywords: [
		'refurbishment case studies London',
		'Maida Vale refurbishment project',
		'Kensington listed kitchen',
		'Westminster office refit',
		'Fulham side return extension',
		'period property renovation examples',
	],
}

export const caseStudiesPage = {
	hero: {
		eyebrow: 'Our Work',
		title: 'Case Studies',
		text: 'A closer look at recent projects across West and Central London: what our customers asked for, what we found when we opened things up, and how we put it right.',
	},
	filterLabel: 'Filter case studies by area',
	/** "Showing 6 case studies" / "Showing 2 case studies in Westminster". */
	countText: (count: number, areaLabel: string | null) =>
		`Showing ${countOf(count, 'case study', 'case studies')}${areaLabel ? ` in ${areaLabel}` : ''}`,
	badges: { featured: 'Featured Project', beforeAfter: 'Before & After Available' },
	details: {
		location: 'Location',
		timeline: 'Timeline',
		budget: 'Budget',
		client: 'Client',
		category: 'Category',
		completion: 'Completed',
	},
	headings: { challenges: 'The Challenges', solutions: 'Our Solutions', features: 'Key Features' },
	readMore: 'Read the case study',
	cta: {
		heading: 'Planning a Project of Your Own?',
		text: 'Tell us about your property and what you have in mind. We reply to enquiries within 2 hours during business hours and will arrange a visit and a free written quotation.',
		primary: freeQuote,
	} satisfies CtaCopy,
} as const

/** A case study's own page (/case-studies/{slug}); its facts, headings and call to action are the list's. */
export const caseStudyPage = {
	breadcrumb: { home: 'Home', caseStudies: 'Case studies' },
	area: 'Area',
	testimonialHeading: 'What the Client Said',
	backToList: 'Back to all case studies',
	/** "More case studies in Westminster". */
	moreInArea: (areaLabel: string) => `More case studies in ${areaLabel}`,
} as const

// ---------------------------------------------------------------- blog

export const blogSeo: SeoBlock = {
	title: 'Blog: Guides for London Homeowners',
	description:
		'Practical guides from our tradespeople on period homes, plumbing emergencies, planning and building regulations, kitchens, bathrooms and heating in London.',
	keywords: [
		'home refurbishment advice London',
		'period property guide',
		'emergency plumbing advice',
		'planning permission London guide',
		'kitchen design tips',
		'bathroom design London',
		'boiler and heat pump advice',
	],
}

/** Featured cards show at most this many tags. */
export const featuredTagLimit = 3

export const blogPage = {
	hero: {
		eyebrow: 'Blog',
		title: 'Refurbishment Guides & Advice',
		text: 'Practical advice from our tradespeople on looking after and improving London homes, from Victorian sash windows to burst pipes, planning rules and new boilers.',
	},
	filterLabel: 'Filter articles by category',
	featuredHeading: 'Featured Articles',
	listHeading: (category: BlogCategory | null) => (category ? `${category} Articles` : 'All Articles'),
	countText: (count: number) => countOf(count, 'article', 'articles'),
	readMore: 'Read Full Article',
	newsletter: {
		heading: 'Get Our Latest Guides',
		text: 'New guides and seasonal maintenance tips from our tradespeople, straight to your inbox. You can unsubscribe at any time.',
		emailLabel: 'Email address',
		emailPlaceholder: 'you@example.com',
		submit: 'Subscribe',
		pending: 'Subscribing…',
		privacyNote: 'We use your email address only to send the newsletter. See our',
		privacyLink: 'Privacy Policy',
	},
	cta: {
		heading: 'Need Help With Your Own Project?',
		text: 'Our guides can only go so far. For advice on your home, a site visit and a free written quotation, get in touch. We reply within 2 hours during business hours.',
		primary: freeQuote,
	} satisfies CtaCopy,
} as const

export const blogArticlePage = {
	breadcrumb: { home: 'Home', blog: 'Blog' },
	backToBlog: 'Back to all articles',
	relatedHeading: 'Related Articles',
	cta: {
		heading: 'Talk to Us About Your Home',
		text: 'If this article raised questions about your own property, we are happy to help. Book a visit and a free written quotation, or call us now.',
		primary: freeQuote,
	} satisfies CtaCopy,
} as const

// ---------------------------------------------------------------- newsletter

export const unsubscribeSeo: SeoBlock = {
	title: 'Unsubscribe from Our Newsletter',
	description: 'Stop receiving our newsletter.',
	keywords: [],
}

export const unsubscribePage = {
	title: 'Unsubscribe from Our Newsletter',
	confirm: (email: string) => `Do you want to stop receiving our newsletter at ${email}?`,
	button: 'Unsubscribe',
	pending: 'Unsubscribing…',
	done: {
		heading: 'You have been unsubscribed',
		text: (email: string) => `We will not send our newsletter to ${email} again. You can subscribe again on our blog at any time.`,
	},
	already: {
		heading: 'You are already unsubscribed',
		text: (email: string) => `${email} is not on our newsletter list, so there is nothing more to do.`,
	},
	failed: 'Sorry, something went wrong and you have not been unsubscribed. Please try again in a few minutes.',
	backToBlog: 'Back to the blog',
	home: 'Go to the home page',
} as const
