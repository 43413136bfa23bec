import { defaultBusinessFacts, type BusinessFacts } from '#app/domain/settings/business-facts.ts'

import type {
	CitationStatus,
	CompetitionLevel,
	GeographicRelevance,
	LinkStrength,
	PriorityLevel,
	ProjectStatus,
} from '../db/schema/index.ts'

/**
 * Starting content for a fresh installation. Every record has a natural key so
 * seeding twice adds nothing twice. Dates are relative to the seeding day so a
 * new site never looks stale.
 */

export type SeedReview = {
	reviewerName: string
	location: string
	title: string
	body: string
	rating: number
	isPublished: boolean
	/** Quoted on the home page (decision 0044). */
	featured?: boolean
	daysAgo: number
}

/**
 * The starting reviews. They are the site's only testimonials: the home and
 * area pages quote published reviews (decision 0044), so every quote is one the
 * owner can edit, unpublish or delete. Titles are unique (the seed's key), every
 * location is in one of the area pages, and no reviewer is one of the team.
 */
export const seedReviews: SeedReview[] = [
	{
		reviewerName: 'Sarah Mitchell',
		location: 'Maida Vale, W9',
		title: 'Burst pipe sorted within the hour',
		body: 'Water was coming through the kitchen ceiling on a Sunday evening. The engineer arrived in about 40 minutes, isolated the supply, found the failed joint under the bath and had it repaired before midnight. He came back on Tuesday to check the ceiling had dried out properly.',
		rating: 5,
		isPublished: true,
		daysAgo: 9,
	},
	{
		reviewerName: 'James Okafor',
		location: 'Notting Hill, W11',
		title: 'Kitchen refurbishment done properly',
		body: 'We had our galley kitchen opened up and refitted. The quote was itemised, the programme was realistic and the site was cleaned every evening. Electrics were certified at the end and we were given copies of everything.',
		rating: 5,
		isPublished: true,
		daysAgo: 24,
	},
	{
		reviewerName: 'Anjali Mehta',
		location: 'Kensington, W8',
		title: 'Careful work in a listed building',
		body: 'Our flat is in a Grade II listed terrace and the team understood what that means. They liaised with the conservation officer before touching the sash windows and matched the original cornicing where the new bathroom went in.',
		rating: 5,
		isPublished: true,
		daysAgo: 41,
	},
	{
		reviewerName: 'Tom Reynolds',
		location: 'Fulham, SW6',
		title: 'New boiler and radiators',
		body: 'Old system boiler replaced with a combi and four radiators moved. Finished in two days as promised. The only reason for four stars is that one radiator valve needed a second visit, which they did the next morning without fuss.',
		rating: 4,
		isPublished: true,
		daysAgo: 63,
	},
	{
		reviewerName: 'Helen Carter',
		location: 'Westminster, SW1',
		title: 'Reliable maintenance for our office',
		body: 'We use them for planned maintenance across two floors of offices. Jobs are booked for the next working day, the engineers sign in and out, and every visit comes with a short report and photographs.',
		rating: 5,
		isPublished: true,
		daysAgo: 88,
	},
	{
		reviewerName: 'Daniel Novak',
		location: 'Hammersmith, W6',
		title: 'Bathroom transformed',
		body: 'Small Victorian bathroom turned into a proper shower room with underfloor heating. They tanked the walls before tiling and explained why. Tidy, polite and on budget.',
		rating: 5,
		isPublished: true,
		daysAgo: 120,
	},
	{
		reviewerName: 'Grace Whitfield',
		location: 'Little Venice, W2',
		title: 'Full refurbishment of our mansion flat',
		body: 'Twelve weeks from strip-out to handover, including a rewire, replastering and new floors. We had a weekly update every Friday and always knew what was happening next.',
		rating: 5,
		isPublished: true,
		daysAgo: 160,
	},
	{
		reviewerName: 'Marcus Bell',
		location: "Shepherd's Bush, W12",
		title: 'Quick fix for a tripping circuit',
		body: 'Electrician traced a fault on the kitchen ring to a damaged socket behind the fridge, replaced it and tested the circuit. Clear explanation and a fair price.',
		rating: 4,
		isPublished: true,
		daysAgo: 205,
	},
	{
		reviewerName: 'Rebecca H.',
		location: 'Maida Vale, W9',
		title: 'Victorian kitchen brought back to life',
		body: 'They turned our tired Victorian kitchen into the heart of the house. The team kept the site spotless and finished a day early.',
		rating: 5,
		isPublished: true,
		featured: true,
		daysAgo: 15,
	},
	{
		reviewerName: 'Andrew P.',
		location: 'Kensington, W8',
		title: 'Late-night burst pipe',
		body: 'A pipe burst at 11pm and an engineer was with us in under an hour. Calm, professional and the repair has held perfectly.',
		rating: 5,
		isPublished: true,
		featured: true,
		daysAgo: 32,
	},
	{
		reviewerName: 'Fatima K.',
		location: 'Fulham, SW6',
		title: 'Bathroom refit, loft next',
		body: 'Our bathroom refit was quoted clearly, started when promised and the tiling is immaculate. We have already booked them for the loft.',
		rating: 5,
		isPublished: true,
		featured: true,
		daysAgo: 50,
	},
	{
		reviewerName: 'Helen R.',
		location: 'Maida Vale, W9',
		title: 'Leak from the flat above made safe',
		body: 'Water was coming through the ceiling of our mansion flat late on a Sunday. Someone was with us quickly, traced the leak to the flat above and made everything safe before the managing agent had even replied.',
		rating: 5,
		isPublished: true,
		daysAgo: 72,
	},
	{
		reviewerName: 'James K.',
		location: 'Little Venice, W2',
		title: 'Kitchen and bathroom in a canal-side flat',
		body: "They refurbished the kitchen and bathroom in our canal-side flat and dealt with the freeholder's paperwork for us. Tidy, on programme and honest about what the building would allow.",
		rating: 5,
		isPublished: true,
		daysAgo: 101,
	},
	{
		reviewerName: 'Charlotte W.',
		location: 'Chelsea, SW3',
		title: 'Two bathrooms in a listed townhouse',
		body: "They refurbished two bathrooms in our listed townhouse without a mark on the staircase or on the neighbours' patience. The finish is exactly what we asked for.",
		rating: 5,
		isPublished: true,
		daysAgo: 137,
	},
	{
		reviewerName: 'Richard P.',
		location: 'Kensington, W8',
		title: 'Heating back on the same night',
		body: 'Our boiler failed on a winter evening and an engineer was with us well within the hour. A clear price before any work, and the heating was back on that night.',
		rating: 5,
		isPublished: true,
		daysAgo: 182,
	},
	{
		reviewerName: 'David L.',
		location: 'Marylebone, W1',
		title: 'Office leak fixed over the weekend',
		body: 'A leak through the ceiling of our office on a Saturday was made safe the same day, and they came back out of hours to finish the repairs so we could open as normal on Monday.',
		rating: 5,
		isPublished: true,
		daysAgo: 231,
	},
	{
		reviewerName: 'Amira S.',
		location: 'Pimlico, SW1',
		title: 'Flat refurbishment in a period block',
		body: 'A full refurbishment of our flat in a period block. They handled everything the managing agent asked for and kept us updated in writing throughout.',
		rating: 5,
		isPublished: true,
		daysAgo: 262,
	},
	{
		reviewerName: 'Sophie T.',
		location: 'Fulham, SW6',
		title: 'Rewired while we lived in it',
		body: 'We had our Victorian terrace rewired while we were living in it. They worked room by room, cleaned up every evening and left us with all the certificates.',
		rating: 5,
		isPublished: true,
		daysAgo: 291,
	},
	{
		reviewerName: 'Mark D.',
		location: 'Hammersmith, W6',
		title: 'Maintenance for our rental flats',
		body: 'They look after the maintenance on our two rental flats. Jobs get done quickly, the tenants are kept informed and the invoices match the quotes.',
		rating: 4,
		isPublished: true,
		daysAgo: 323,
	},
	{
		reviewerName: 'Olivia Grant',
		location: 'Chelsea, SW3',
		title: 'Awaiting final snagging',
		body: 'Decorating nearly finished; will update this review after the final walk-round.',
		rating: 5,
		isPublished: false,
		daysAgo: 3,
	},
]

export type SeedProject = {
	title: string
	location: string | null
	category: string
	serviceSlug: string | null
	status: ProjectStatus
	daysAgo: number
	isFeatured?: boolean
}

export const seedProjects: SeedProject[] = [
	{
		title: 'Shaker kitchen with island',
		location: 'Maida Vale, W9',
		category: 'Kitchens',
		serviceSlug: 'kitchens',
		status: 'published',
		daysAgo: 12,
		isFeatured: true,
	},
	{
		title: 'Galley kitchen opened up',
		location: 'Notting Hill, W11',
		category: 'Kitchens',
		serviceSlug: 'kitchens',
		status: 'published',
		daysAgo: 40,
	},
	{
		title: 'Handleless kitchen in a mansion flat',
		location: 'Kensington, W8',
		category: 'Kitchens',
		serviceSlug: 'kitchens',
		status: 'published',
		daysAgo: 95,
	},
	{
		title: 'Roll-top bath family bathroom',
		location: 'Little Venice, W2',
		category: 'Bathrooms',
		serviceSlug: 'bathrooms',
		status: 'published',
		daysAgo: 18,
		isFeatured: false,
	},
	{
		title: 'Walk-in shower room',
		location: 'Hammersmith, W6',
		category: 'Bathrooms',
		serviceSlug: 'bathrooms',
		status: 'published',
		isFeatured: true,
		daysAgo: 70,
	},
	{
		title: 'Period living room restored',
		location: 'Westbourne Park, W2',
		category: 'Living Rooms',
		serviceSlug: 'decorating',
		status: 'published',
		isFeatured: true,
		daysAgo: 25,
	},
	{
		title: 'Herringbone floor and panelling',
		location: 'Chelsea, SW3',
		category: 'Living Rooms',
		serviceSlug: 'tiling',
		status: 'published',
		isFeatured: true,
		daysAgo: 130,
	},
	{
		title: 'Loft bedroom with fitted wardrobes',
		location: 'Fulham, SW6',
		category: 'Bedrooms',
		serviceSlug: 'carpentry',
		status: 'published',
		daysAgo: 55,
	},
	{
		title: 'Victorian terrace frontage',
		location: 'Maida Vale, W9',
		category: 'Exterior',
		serviceSlug: 'refurbishment',
		status: 'published',
		daysAgo: 32,
	},
	{
		title: 'Stucco repairs and repainting',
		location: 'Bayswater, W2',
		category: 'Exterior',
		serviceSlug: 'decorating',
		status: 'published',
		daysAgo: 150,
	},
	{
		title: 'Whole-house refurbishment',
		location: 'Kensal Rise, W10',
		category: 'Full Refurbishment',
		serviceSlug: 'refurbishment',
		status: 'published',
		daysAgo: 60,
		isFeatured: false,
	},
	{
		title: 'Boiler and cylinder upgrade',
		location: 'Westminster, SW1',
		category: 'Other',
		serviceSlug: 'heating',
		status: 'published',
		daysAgo: 80,
	},
	{
		title: 'Consumer unit replacement (in progress)',
		location: 'Pimlico, SW1',
		category: 'Other',
		serviceSlug: 'electrical',
		status: 'draft',
		daysAgo: 2,
	},
]

export type SeedInternalLink = {
	sourcePage: string
	targetPage: string
	anchorText: string
	linkContext: string
	linkStrength: LinkStrength
	geographicRelevance: GeographicRelevance | null
	isActive: boolean
}

export const seedInternalLinks: SeedInternalLink[] = [
	{
		sourcePage: '/',
		targetPage: '/areas/maida-vale',
		anchorText: 'Maida Vale refurbishment specialists',
		linkContext: 'Local area page for our priority area',
		linkStrength: 'strong',
		geographicRelevance: 'maida-vale',
		isActive: true,
	},
	{
		sourcePage: '/',
		targetPage: '/emergency',
		anchorText: '24/7 emergency plumbers in West London',
		linkContext: 'Emergency call-out page',
		linkStrength: 'strong',
		geographicRelevance: 'west-london',
		isActive: true,
	},
	{
		sourcePage: '/',
		targetPage: '/case-studies',
		anchorText: 'recent refurbishment case studies',
		linkContext: 'Proof of work',
		linkStrength: 'standard',
		geographicRelevance: null,
		isActive: true,
	},
	{
		sourcePage: '/',
		targetPage: '/blog',
		anchorText: 'period property advice',
		linkContext: 'Guides for owners of older homes',
		linkStrength: 'weak',
		geographicRelevance: null,
		isActive: true,
	},
	{
		sourcePage: '/services',
		targetPage: '/areas/kensington-chelsea',
		anchorText: 'kitchens and bathrooms in Kensington & Chelsea',
		linkContext: 'Area page for luxury refurbishment',
		linkStrength: 'standard',
		geographicRelevance: 'kensington-chelsea',
		isActive: true,
	},
	{
		sourcePage: '/services',
		targetPage: '/areas/westminster',
		anchorText: 'commercial refurbishment in Westminster',
		linkContext: 'Area page for commercial work',
		linkStrength: 'standard',
		geographicRelevance: 'westminster',
		isActive: true,
	},
	{
		sourcePage: '/services',
		targetPage: '/areas/hammersmith-fulham',
		anchorText: 'family home renovations in Hammersmith & Fulham',
		linkContext: 'Area page for family homes',
		linkStrength: 'weak',
		geographicRelevance: 'hammersmith-fulham',
		isActive: true,
	},
	{
		sourcePage: '/emergency',
		targetPage: '/service-areas',
		anchorText: 'emergency response times by area',
		linkContext: 'Coverage and response times',
		linkStrength: 'strong',
		geographicRelevance: 'west-london',
		isActive: true,
	},
	{
		sourcePage: '/emergency',
		targetPage: '/contact',
		anchorText: 'book a non-urgent repair',
		linkContext: 'For jobs that can wait',
		linkStrength: 'weak',
		geographicRelevance: null,
		isActive: false,
	},
]

export type SeedCitation = {
	directoryName: string
	directoryUrl: string
	businessListingUrl: string | null
	localArea: string
	priorityLevel: PriorityLevel
	citationStatus: CitationStatus
	napConsistencyScore: number
	notes: string | null
}

export const seedCitations: SeedCitation[] = [
	{
		directoryName: 'Google Business Profile',
		directoryUrl: 'https://business.google.com',
		businessListingUrl: null,
		localArea: 'West London',
		priorityLevel: 'high',
		citationStatus: 'approved',
		napConsistencyScore: 100,
		notes: 'Primary listing; post updates weekly.',
	},
	{
		directoryName: 'Bing Places for Business',
		directoryUrl: 'https://www.bingplaces.com',
		businessListingUrl: null,
		localArea: 'West London',
		priorityLevel: 'high',
		citationStatus: 'approved',
		napConsistencyScore: 95,
		notes: null,
	},
	{
		directoryName: 'Apple Business Connect',
		directoryUrl: 'https://businessconnect.apple.com',
		businessListingUrl: null,
		localArea: 'West London',
		priorityLevel: 'high',
		citationStatus: 'submitted',
		napConsistencyScore: 0,
		notes: 'Awaiting verification call.',
	},
	{
		directoryName: 'Yell',
		directoryUrl: 'https://www.yell.com',
		businessListingUrl: null,
		localArea: 'Maida Vale',
		priorityLevel: 'medium',
		citationStatus: 'needs_update',
		napConsistencyScore: 70,
		notes: 'Old mobile number still listed.',
	},
	{
		directoryName: 'Thomson Local',
		directoryUrl: 'https://www.thomsonlocal.com',
		businessListingUrl: null,
		localArea: 'Kensington & Chelsea',
		priorityLevel: 'medium',
		citationStatus: 'pending',
		napConsistencyScore: 0,
		notes: null,
	},
	{
		directoryName: 'FreeIndex',
		directoryUrl: 'https://www.freeindex.co.uk',
		businessListingUrl: null,
		localArea: 'Westminster',
		priorityLevel: 'low',
		citationStatus: 'approved',
		napConsistencyScore: 90,
		notes: null,
	},
	{
		directoryName: 'Hotfrog UK',
		directoryUrl: 'https://www.hotfrog.co.uk',
		businessListingUrl: null,
		localArea: 'Hammersmith & Fulham',
		priorityLevel: 'low',
		citationStatus: 'rejected',
		napConsistencyScore: 0,
		notes: 'Rejected: duplicate listing found; ask for merge.',
	},
	{
		directoryName: 'Yelp UK',
		directoryUrl: 'https://www.yelp.co.uk',
		businessListingUrl: null,
		localArea: 'Westminster',
		priorityLevel: 'medium',
		citationStatus: 'approved',
		napConsistencyScore: 88,
		notes: null,
	},
	{
		directoryName: 'Cylex UK',
		directoryUrl: 'https://www.cylex-uk.co.uk',
		businessListingUrl: null,
		localArea: 'Hammersmith & Fulham',
		priorityLevel: 'medium',
		citationStatus: 'submitted',
		napConsistencyScore: 0,
		notes: 'Submitted with the office address.',
	},
	{
		directoryName: 'Scoot',
		directoryUrl: 'https://www.scoot.co.uk',
		businessListingUrl: null,
		localArea: 'Maida Vale',
		priorityLevel: 'low',
		citationStatus: 'pending',
		napConsistencyScore: 0,
		notes: null,
	},
]

export type SeedRanking = {
	keyword: string
	location: string
	searchVolume: number
	currentPosition: number
	previousPosition: number | null
	competitionLevel: CompetitionLevel
	notes: string | null
}

export const seedRankings: SeedRanking[] = [
	{
		keyword: 'emergency plumber maida vale',
		location: 'Maida Vale',
		searchVolume: 320,
		currentPosition: 2,
		previousPosition: 4,
		competitionLevel: 'high',
		notes: null,
	},
	{
		keyword: 'kitchen refurbishment kensington',
		location: 'Kensington & Chelsea',
		searchVolume: 480,
		currentPosition: 7,
		previousPosition: 9,
		competitionLevel: 'high',
		notes: null,
	},
	{
		keyword: 'bathroom fitters west london',
		location: 'West London',
		searchVolume: 880,
		currentPosition: 12,
		previousPosition: 10,
		competitionLevel: 'medium',
		notes: 'Dropped after competitor launched new site.',
	},
	{
		keyword: 'commercial refurbishment westminster',
		location: 'Westminster',
		searchVolume: 210,
		currentPosition: 5,
		previousPosition: 5,
		competitionLevel: 'medium',
		notes: null,
	},
	{
		keyword: 'electrician hammersmith',
		location: 'Hammersmith & Fulham',
		searchVolume: 590,
		currentPosition: 3,
		previousPosition: 6,
		competitionLevel: 'low',
		notes: null,
	},
	{
		keyword: 'period property renovation w9',
		location: 'Maida Vale',
		searchVolume: 90,
		currentPosition: 1,
		previousPosition: null,
		competitionLevel: 'low',
		notes: 'New keyword this month.',
	},
	{
		keyword: 'house refurbishment west london',
		location: 'West London',
		searchVolume: 720,
		currentPosition: 6,
		previousPosition: 8,
		competitionLevel: 'high',
		notes: null,
	},
	{
		keyword: 'boiler repair fulham',
		location: 'Hammersmith & Fulham',
		searchVolume: 390,
		currentPosition: 9,
		previousPosition: 14,
		competitionLevel: 'medium',
		notes: null,
	},
	{
		keyword: 'bathroom refurbishment chelsea',
		location: 'Kensington & Chelsea',
		searchVolume: 260,
		currentPosition: 15,
		previousPosition: 13,
		competitionLevel: 'high',
		notes: 'Competitors publishing more project photos.',
	},
	{
		keyword: 'plumber westminster',
		location: 'Westminster',
		searchVolume: 1300,
		currentPosition: 18,
		previousPosition: null,
		competitionLevel: 'high',
		notes: null,
	},
]

/**
 * The business facts a fresh installation starts with (decision 0022): the
 * spec's figures, the schemes the service copy already names (Gas Safe for gas
 * work, a Part P scheme for electrics) with the public registers' check pages
 * but no numbers, and an example team. No number is invented: the company and
 * registration numbers stay blank, and so hidden, until the owner enters the
 * real ones on the Business tab, which says the rest are examples to replace.
 */
export const seedBusinessFacts: BusinessFacts = {
	...defaultBusinessFacts,
	insurance: '£5 million public liability insurance',
	registrations: [
		{ name: 'Gas Safe Register', number: '', url: 'https://www.gassaferegister.co.uk/' },
		{ name: 'NICEIC approved contractor', number: '', url: 'https://www.niceic.com/' },
	],
	team: [
		{
			name: 'Daniel Hughes',
			role: 'Founder and contracts manager',
			line: 'Plans every job, prices it in writing and is your one contact from survey to sign-off.',
		},
		{
			name: 'Priya Shah',
			role: 'Office and scheduling',
			line: 'Answers enquiries within two hours and books surveys and call-outs around you.',
		},
		{
			name: 'Tom Fletcher',
			role: 'Lead plumbing and heating engineer',
			line: 'Gas Safe registered; looks after boilers, bathrooms and our 24/7 emergency call-outs.',
		},
	],
}
