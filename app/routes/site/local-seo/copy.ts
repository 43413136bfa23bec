/**
 * /local-seo copy: the performance tiles (static scores), the area filter and
 * tabs, the lists' headings and empty texts, and the Optimization tab.
 */

import type { SeoBlock } from '../../../content/types.ts'

export const localSeoSeo: SeoBlock = {
	title: 'Our Local Listings & Rankings',
	description:
		'How people find us across West London: our directory listings, search rankings by area, Google Business Profile and the pages that link our local services.',
	keywords: [
		'local SEO West London',
		'local citations London',
		'search rankings Maida Vale',
		'Google Business Profile West London',
		'Kensington Chelsea local search',
		'Hammersmith Fulham builders directory',
	],
}

export const localSeoCopy = {
	heading: 'Local SEO Dashboard',
	intro:
		'Where customers can find us across West London: our directory listings, how we rank for local searches and how our pages link our services and areas together.',
	/** The dashboard's own summary for search engines (a WebPage beside the business). */
	pageName: 'Local SEO Dashboard',
	performance: {
		heading: 'Performance Overview',
		scoreLabel: 'score',
		tiles: [
			{ key: 'profile', title: 'Google Business Profile', status: 'Fully optimised', score: 95 },
			{ key: 'citations', title: 'Local Citations', status: 'Strong coverage', score: 85 },
			{ key: 'rankings', title: 'Search Rankings', status: 'Improving', score: 78 },
			{ key: 'links', title: 'Internal Links', status: 'Well structured', score: 92 },
		],
	},
	topKeywords: {
		heading: 'Top Keywords',
		text: 'Our best-placed local searches.',
		position: 'Position',
		topThree: 'Top 3',
	},
	areaFilterLabel: 'Filter by area',
	tabsLabel: 'Dashboard sections',
	loading: 'Loading local SEO data…',
	citations: {
		heading: 'Local Citations',
		text: 'Directories that list our business name, address and phone number, most important first.',
		area: 'Area',
		priority: 'priority',
		nap: 'NAP',
		napTitle: 'Name, address and phone consistency',
		viewListing: 'View listing',
		empty: 'No citations found for the specified criteria.',
	},
	rankings: {
		heading: 'Search Rankings',
		text: 'Where we appear in local search results, best position first.',
		keyword: 'Keyword',
		location: 'Location',
		position: 'Position',
		change: 'Change',
		volume: 'Monthly searches',
		competition: 'Competition',
		noChange: 'New',
		topThree: 'Top 3',
		empty: 'No search ranking data available.',
	},
	links: {
		heading: 'Internal Links',
		text: 'How our pages point visitors to the right local service. These links cover the whole site, whichever area is chosen.',
		home: 'From the home page',
		services: 'From the services page',
	},
	optimization: {
		heading: 'Optimization',
		profile: {
			heading: 'Google Business Profile',
			items: [
				{ label: 'Profile completion', value: '95%' },
				{ label: 'Photos', value: 'Before and after photos of recent projects, added every month' },
				{ label: 'Reviews', value: 'Every review answered, usually within two working days' },
				{ label: 'Posts', value: 'Recommended 2-3 times per week' },
			],
		},
		directories: {
			heading: 'Directory Status',
			items: [
				{ label: 'High-priority directories', value: '8/8 listed' },
				{ label: 'Medium-priority directories', value: '5/7 listed' },
				{ label: 'NAP consistency', value: '95%' },
				{ label: 'Pending submissions', value: '3 pending' },
			],
		},
		recommendations: {
			heading: 'Recommendations',
			items: [
				'Post project updates on Google 2-3 times per week, naming the area of each job.',
				'Correct the listings marked needs update so every directory shows the same phone number and address.',
				'Add photos of finished work in Maida Vale and Kensington & Chelsea to the Google Business Profile.',
			],
		},
	},
} as const
