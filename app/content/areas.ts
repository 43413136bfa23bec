/**
 * The four area landing pages: hero, local
 * specialists block, area list, response times, four service cards, property
 * types and a closing call to action, plus the
 * area-specific parts of the structured data. Its testimonials are published
 * reviews from the area (decision 0044), never quotes written here.
 *
 * Exact texts from the spec: the Westminster and Hammersmith & Fulham hero
 * titles and button labels, the Westminster response times and the
 * Hammersmith & Fulham coverage list, services, property types and note.
 *
 * SEO titles carry no company name; the page appends it from configuration.
 * The emergency button is rendered as a tel: link to the configured phone.
 */

import type { CoverageArea } from './service-areas.ts'
import type { CtaCopy, HeroTone, SeoBlock, SiteIconName } from './types.ts'

export type AreaSlug = 'maida-vale' | 'kensington-chelsea' | 'westminster' | 'hammersmith-fulham'

type AreaService = {
	name: string
	description: string
	features: string[]
	icon: SiteIconName
}

export type AreaPage = {
	slug: AreaSlug
	path: `/areas/${AreaSlug}`
	name: string
	shortName: string
	postcodes: string[]
	seo: SeoBlock
	hero: {
		title: string
		subtitle: string
		primaryCta: { label: string; to: '/contact' }
		/** Rendered as a tel: link to the configured phone number. */
		emergencyCta: { label: string }
	}
	responseClaim: string
	/** What makes the page look like its area: the hero's colours and a line on its streets and buildings. */
	look: { tone: HeroTone; landmark: string }
	specialists: { heading: string; body: string; points: string[] }
	coverageHeading: string
	coverage: CoverageArea[]
	responseTimes: { label: string; time: string }[]
	/** Exactly four. */
	services: AreaService[]
	propertyTypes: { name: string; description: string }[]
	note?: string
	/** With the shared buttons of `areaClosingLinks`. */
	closing: Pick<CtaCopy, 'heading' | 'text'>
	jsonLd: { areaServed: string[]; priceRange: '££' | '£££' }
}

const maidaVale: AreaPage = {
	slug: 'maida-vale',
	path: '/areas/maida-vale',
	name: 'Maida Vale',
	shortName: 'Maida Vale',
	postcodes: ['W9', 'W2', 'NW6', 'NW8'],
	seo: {
		title: 'Builders, Plumbers & Electricians in Maida Vale W9',
		description:
			'Refurbishment, plumbing, electrical and heating work in Maida Vale, Little Venice and W9, with a 15–30 minute emergency response, 24/7. Free quotes.',
		keywords: [
			'builders Maida Vale',
			'plumber Maida Vale',
			'electrician W9',
			'emergency plumber W9',
			'refurbishment Maida Vale',
			'mansion flat refurbishment',
			'Little Venice handyman',
		],
	},
	hero: {
		title: 'Home Refurbishment & Repairs in Maida Vale W9',
		subtitle:
			'Our priority service area. Local tradespeople for Maida Vale, Little Venice and the surrounding streets, with a 15–30 minute emergency response, day or night.',
		primaryCta: { label: 'Get Maida Vale Quote', to: '/contact' },
		emergencyCta: { label: 'Emergency Call-Out W9' },
	},
	responseClaim: '15–30 minute emergency response across Maida Vale and W9',
	look: { tone: 'canal', landmark: 'Little Venice, the canal and the mansion blocks' },
	specialists: {
		heading: "Maida Vale's Local Property Specialists",
		body: 'Maida Vale is our priority area, so our team is rarely far away. We know the red-brick mansion blocks, the stucco villas around Little Venice and the canal-side terraces, and the practical details that come with them: managing agent approvals, permitted working hours and the conservation-area rules of Westminster City Council.',
		points: [
			'Mansion block and leasehold flat refurbishments',
			'Period features repaired and matched',
			'Conservation-area and listed-building experience',
			'Work coordinated with managing agents and freeholders',
		],
	},
	coverageHeading: 'Areas We Cover Around Maida Vale',
	coverage: [
		{ name: 'Maida Vale', postcode: 'W9' },
		{ name: 'Little Venice', postcode: 'W2' },
		{ name: 'Warwick Avenue', postcode: 'W9' },
		{ name: 'Westbourne Green', postcode: 'W2' },
		{ name: 'Paddington', postcode: 'W2' },
		{ name: "St John's Wood", postcode: 'NW8' },
		{ name: 'Kilburn', postcode: 'NW6' },
		{ name: "Queen's Park", postcode: 'W10' },
	],
	responseTimes: [
		{ label: 'Emergency Call-Out', time: '15–30 minutes' },
		{ label: 'Standard Appointments', time: '24–48 hours' },
		{ label: 'Enquiry Replies', time: 'Within 2 hours (business hours)' },
	],
	services: [
		{
			name: 'Period Property Refurbishment',
			description:
				'Refurbishment of mansion flats, villas and terraces, with original cornicing, joinery and fireplaces kept and repaired wherever possible.',
			features: [
				'Full and partial refurbishments',
				'Cornicing and joinery matched to profile',
				'Conservation-area and listed-building advice',
				'Managing agent and freeholder liaison',
			],
			icon: 'House',
		},
		{
			name: 'Emergency Plumbing',
			description: 'Leaks, burst pipes and overflowing tanks dealt with quickly, including leaks between flats in mansion blocks.',
			features: [
				'15–30 minute response in W9',
				'Leak tracing between flats',
				'Burst pipes and failed joints',
				'Make-safe first, then a written quote',
			],
			icon: 'Droplets',
		},
		{
			name: 'Electrical Services',
			description: 'Rewires, consumer unit upgrades, lighting and fault finding, tested and certified to BS 7671 and Part P.',
			features: ['Rewires for older flats and houses', 'Consumer unit upgrades', 'EICRs for landlords', 'Emergency fault finding'],
			icon: 'Zap',
		},
		{
			name: 'Kitchens & Bathrooms',
			description:
				'Kitchens and bathrooms designed around the space you have, including compact layouts for mansion flats and conversions.',
			features: [
				'Layouts for smaller rooms',
				'Tanked showers and wet rooms',
				'Gas connections by Gas Safe registered engineers',
				'Tiling, flooring and decoration',
			],
			icon: 'ChefHat',
		},
	],
	propertyTypes: [
		{
			name: 'Mansion Blocks',
			description:
				'Red-brick Edwardian mansion flats, where work is planned around the lease, the managing agent and the neighbours above and below.',
		},
		{
			name: 'Victorian & Edwardian Villas',
			description: 'Stucco-fronted villas and semi-detached houses with original plasterwork, sash windows and period joinery.',
		},
		{
			name: 'Canal-Side Homes',
			description:
				'Houses and flats around Little Venice and the Grand Union Canal, many in conservation areas with rules on external changes.',
		},
		{
			name: 'Converted Flats',
			description: 'Houses divided into flats, where fire separation, sound insulation and shared services need care during any work.',
		},
	],
	note: 'Maida Vale is our priority area: emergency call-outs in W9 get a 15–30 minute response, 24 hours a day, 365 days a year.',
	closing: {
		heading: 'Need a Tradesperson in Maida Vale?',
		text: 'Tell us what needs doing and we will arrange a visit and a written quotation. For emergencies in W9, call us at any time, day or night.',
	},
	jsonLd: {
		areaServed: [
			'Maida Vale',
			'Little Venice',
			'Warwick Avenue',
			'Westbourne Green',
			'Paddington',
			"St John's Wood",
			'Kilburn',
			"Queen's Park",
		],
		priceRange: '££',
	},
}

const kensingtonChelsea: AreaPage = {
	slug: 'kensington-chelsea',
	path: '/areas/kensington-chelsea',
	name: 'Kensington & Chelsea',
	shortName: 'K&C',
	postcodes: ['SW3', 'SW5', 'SW7', 'SW10', 'W8', 'W10', 'W11'],
	seo: {
		title: 'Luxury Home Refurbishment in Kensington & Chelsea',
		description:
			'High-specification refurbishment, kitchens, bathrooms and joinery for period homes in Kensington, Chelsea and Notting Hill; emergencies in 30–45 minutes.',
		keywords: [
			'luxury refurbishment Kensington',
			'Chelsea builders',
			'period property refurbishment SW3',
			'listed building refurbishment Kensington',
			'emergency plumber Chelsea',
			'Notting Hill builders',
			'mews house refurbishment',
		],
	},
	hero: {
		title: 'Luxury Home Refurbishment Kensington & Chelsea',
		subtitle:
			'Careful, high-specification refurbishment for period townhouses, mansion flats and mews houses across SW3, SW5, SW7, SW10, W8 and W11, with a 30–45 minute emergency response.',
		primaryCta: { label: 'Get K&C Quote', to: '/contact' },
		emergencyCta: { label: 'Emergency Call-Out SW3/W8' },
	},
	responseClaim: '30–45 minute emergency response across Kensington & Chelsea',
	look: { tone: 'premium', landmark: 'Stucco terraces, garden squares and mews' },
	specialists: {
		heading: 'Kensington & Chelsea Refurbishment Specialists',
		body: 'Homes in the Royal Borough are among the most carefully protected in London. Most streets are in a conservation area and many houses are listed, so good work here starts with the right consents and a contractor who respects original fabric. We plan around stucco facades, lath-and-plaster ceilings, cornicing and original joinery, and we keep neighbours, porters and managing agents informed throughout.',
		points: [
			'High-specification kitchens, bathrooms and joinery',
			'Listed-building and conservation-area experience',
			'Discreet, tidy and protected working areas',
			'One point of contact from survey to handover',
		],
	},
	coverageHeading: 'Kensington & Chelsea Areas We Cover',
	coverage: [
		{ name: 'Kensington', postcode: 'W8' },
		{ name: 'Chelsea', postcode: 'SW3' },
		{ name: 'South Kensington', postcode: 'SW7' },
		{ name: 'Knightsbridge', postcode: 'SW7' },
		{ name: "Earl's Court", postcode: 'SW5' },
		{ name: 'Notting Hill', postcode: 'W11' },
		{ name: 'Holland Park', postcode: 'W11' },
		{ name: "World's End", postcode: 'SW10' },
		{ name: 'North Kensington', postcode: 'W10' },
	],
	responseTimes: [
		{ label: 'Emergency Call-Out', time: '30–45 minutes' },
		{ label: 'Standard Appointments', time: '24–48 hours' },
		{ label: 'Enquiry Replies', time: 'Within 2 hours (business hours)' },
	],
	services: [
		{
			name: 'Luxury Kitchens & Bathrooms',
			description:
				'Bespoke kitchens, bathrooms and en-suites, fitted to a high standard with natural stone, hidden services and careful detailing.',
			features: [
				'Natural stone and bespoke cabinetry fitted',
				'Tanked wet rooms and walk-in showers',
				'Underfloor heating',
				'Electrics certified to Part P',
			],
			icon: 'Bath',
		},
		{
			name: 'Period Property Restoration',
			description: 'Georgian and Victorian houses refurbished with original features retained, and consents in place before work begins.',
			features: [
				'Listed building consent advice',
				'Cornicing, ceiling roses and plasterwork',
				'Sash window overhauls',
				'Lime and traditional materials where appropriate',
			],
			icon: 'Landmark',
		},
		{
			name: 'Bespoke Joinery',
			description: 'Made-to-measure wardrobes, libraries, alcove units and panelling, designed to sit naturally in a period room.',
			features: [
				'Fitted wardrobes and dressing rooms',
				'Alcove units and bookcases',
				'Wall panelling',
				'Mouldings matched to the existing profile',
			],
			icon: 'Hammer',
		},
		{
			name: 'Emergency Repairs',
			description: 'Leaks, heating failures and electrical faults dealt with quickly and cleanly, with finishes protected while we work.',
			features: [
				'30–45 minute emergency response',
				'Leaks and burst pipes',
				'Boiler breakdowns by Gas Safe registered engineers',
				'Electrical fault finding',
			],
			icon: 'Wrench',
		},
	],
	propertyTypes: [
		{
			name: 'Georgian & Victorian Townhouses',
			description:
				'Multi-storey houses with original plasterwork, stone stairs and sash windows, refurbished floor by floor or all at once.',
		},
		{
			name: 'Mansion Flats',
			description: "Apartments in managed blocks, where work follows the lease, the porter's access rules and agreed working hours.",
		},
		{
			name: 'Mews Houses',
			description: 'Former stables and coach houses, often compact, with narrow access that needs planning for deliveries and waste.',
		},
		{
			name: 'Listed Buildings',
			description: "Homes where any change to the building's character needs listed building consent, and repairs use matching materials.",
		},
	],
	note: "We work to porters' and managing agents' requirements, including booked lift use, floor protection and permitted working hours.",
	closing: {
		heading: 'Planning Work in Kensington & Chelsea?',
		text: 'Book a survey and we will give you a detailed written quotation, advise on the consents you may need and agree a programme that suits your household.',
	},
	jsonLd: {
		areaServed: [
			'Kensington',
			'Chelsea',
			'South Kensington',
			'Knightsbridge',
			"Earl's Court",
			'Notting Hill',
			'Holland Park',
			"World's End",
			'North Kensington',
		],
		priceRange: '£££',
	},
}

const westminster: AreaPage = {
	slug: 'westminster',
	path: '/areas/westminster',
	name: 'Westminster',
	shortName: 'Westminster',
	postcodes: ['W1', 'SW1', 'WC2', 'W2', 'NW8'],
	seo: {
		title: 'Commercial & Home Refurbishment in Westminster',
		description:
			'Office, retail and home refurbishment, maintenance and 24/7 emergency trades in Mayfair, Marylebone, Soho, Pimlico and Belgravia, within 30–45 minutes.',
		keywords: [
			'commercial refurbishment Westminster',
			'office refurbishment W1',
			'residential refurbishment Westminster',
			'emergency maintenance Westminster',
			'Mayfair builders',
			'Marylebone electrician',
			'Pimlico plumber',
		],
	},
	hero: {
		title: 'Commercial & Residential Refurbishment Westminster',
		subtitle:
			'Refurbishment, maintenance and emergency repairs for offices, shops, restaurants and homes across W1, SW1, WC2 and W2, planned around your business.',
		primaryCta: { label: 'Get Westminster Quote', to: '/contact' },
		emergencyCta: { label: '24/7 Commercial Emergency' },
	},
	responseClaim: '30–45 minute commercial emergency response across Westminster',
	look: { tone: 'navy', landmark: 'Mansion blocks, Georgian terraces and listed buildings' },
	specialists: {
		heading: 'Westminster Commercial & Residential Specialists',
		body: 'Westminster mixes offices, shops and restaurants with mansion blocks, townhouses and some of the most important listed buildings in the country. Much of the borough is in conservation areas, and Westminster City Council expects building work to respect neighbours and permitted working hours. We schedule noisy work within those hours, work out of hours where your business needs it and the rules allow, and keep landlords and building managers updated in writing.',
		points: [
			'Out-of-hours and weekend working for businesses',
			'Planned maintenance for landlords and managing agents',
			'Listed-building and conservation-area experience',
			'Risk assessments and method statements before work starts',
		],
	},
	coverageHeading: 'Westminster Areas We Cover',
	coverage: [
		{ name: 'Mayfair', postcode: 'W1' },
		{ name: 'Marylebone', postcode: 'W1' },
		{ name: 'Soho', postcode: 'W1' },
		{ name: 'Fitzrovia', postcode: 'W1' },
		{ name: 'Covent Garden', postcode: 'WC2' },
		{ name: "St James's", postcode: 'SW1' },
		{ name: 'Belgravia', postcode: 'SW1' },
		{ name: 'Pimlico', postcode: 'SW1' },
		{ name: 'Victoria', postcode: 'SW1' },
		{ name: 'Bayswater', postcode: 'W2' },
		{ name: 'Paddington', postcode: 'W2' },
		{ name: "St John's Wood", postcode: 'NW8' },
	],
	responseTimes: [
		{ label: 'Commercial Emergency', time: '30–45 minutes' },
		{ label: 'Residential Emergency', time: '45–60 minutes' },
		{ label: 'Planned Work', time: 'Next day scheduling' },
	],
	services: [
		{
			name: 'Office & Retail Refurbishment',
			description: 'Fit-outs and refurbishments for offices, shops and restaurants, phased so you can keep trading wherever possible.',
			features: [
				'Phased and out-of-hours working',
				'Partitions, ceilings and flooring',
				'Lighting and small power',
				'Decoration to brand specifications',
			],
			icon: 'Building2',
		},
		{
			name: 'Commercial Maintenance',
			description:
				'Reactive and planned maintenance for landlords, managing agents and businesses, with a 30–45 minute commercial emergency response.',
			features: [
				'24/7 commercial emergency call-outs',
				'Planned maintenance visits',
				'Plumbing, electrical and carpentry repairs',
				'Written reports with photographs',
			],
			icon: 'Wrench',
		},
		{
			name: 'Residential Refurbishment',
			description:
				'Refurbishment of flats and townhouses, including mansion blocks and listed buildings, with consents and building management handled carefully.',
			features: ['Full and partial refurbishments', 'Kitchens and bathrooms', 'Listed building consent advice', 'Managing agent liaison'],
			icon: 'House',
		},
		{
			name: 'Electrical & Compliance',
			description: 'Electrical installation, testing and remedial work for commercial and residential properties, certified to BS 7671.',
			features: [
				'EICRs and remedial work',
				'Emergency lighting installation',
				'Consumer unit and distribution board upgrades',
				'Fault finding and emergency repairs',
			],
			icon: 'Zap',
		},
	],
	propertyTypes: [
		{
			name: 'Offices & Shops',
			description: "Commercial premises where work is phased around opening hours and the landlord's requirements.",
		},
		{
			name: 'Restaurants & Hospitality',
			description: 'Kitchens, washrooms and front-of-house areas, with repairs scheduled outside service wherever possible.',
		},
		{
			name: 'Mansion Blocks & Apartments',
			description: 'Flats in managed buildings, where access, lift use and working hours are agreed with the building manager in advance.',
		},
		{
			name: 'Listed & Period Buildings',
			description: 'Georgian and Victorian townhouses and listed buildings, where repairs match the original and consents come first.',
		},
	],
	note: 'Commercial emergencies in Westminster get a 30–45 minute response and residential emergencies a 45–60 minute response, 24 hours a day, 365 days a year.',
	closing: {
		heading: 'Commercial or Residential Work in Westminster?',
		text: 'Tell us about the property and your timescale. We will visit, give you a written quotation and schedule planned work from the next day.',
	},
	jsonLd: {
		areaServed: [
			'Westminster',
			'Mayfair',
			'Marylebone',
			'Soho',
			'Fitzrovia',
			'Covent Garden',
			"St James's",
			'Belgravia',
			'Pimlico',
			'Victoria',
			'Bayswater',
			'Paddington',
			"St John's Wood",
		],
		priceRange: '££',
	},
}

const hammersmithFulham: AreaPage = {
	slug: 'hammersmith-fulham',
	path: '/areas/hammersmith-fulham',
	name: 'Hammersmith & Fulham',
	shortName: 'H&F',
	postcodes: ['W6', 'W12', 'W14', 'SW6'],
	seo: {
		title: 'Home Refurbishment in Hammersmith & Fulham W6',
		description:
			'Refurbishment, maintenance, rewiring and family renovations in Hammersmith, Fulham, Shepherds Bush and West Kensington. Emergencies within 45–60 minutes.',
		keywords: [
			'home refurbishment Hammersmith',
			'builders Fulham',
			'electrical rewiring W6',
			'property maintenance Hammersmith',
			'family home renovation Fulham',
			'Victorian terrace refurbishment SW6',
			'emergency plumber Shepherds Bush',
		],
	},
	hero: {
		title: 'Home Refurbishment Hammersmith & Fulham',
		subtitle:
			'Refurbishment, maintenance and electrical work for Victorian terraces, family homes and converted flats across W6, W12, W14 and SW6, with weekend and evening appointments.',
		primaryCta: { label: 'Get H&F Quote', to: '/contact' },
		emergencyCta: { label: 'Emergency Call-Out W6/SW6' },
	},
	responseClaim: '45–60 minute response to all H&F postcodes',
	look: { tone: 'river', landmark: 'Victorian terraces by the river' },
	specialists: {
		heading: 'Hammersmith & Fulham Home Specialists',
		body: 'Hammersmith & Fulham is largely Victorian and Edwardian terraces, many now family homes or converted into flats, alongside newer developments around White City and the river. We know the common jobs well: kitchen-diner knock-throughs, loft bathrooms, ageing wiring in older houses and the maintenance that keeps rented flats safe and compliant.',
		points: [
			'Weekend and evening appointments',
			'Family homes refurbished room by room or all at once',
			'Landlord maintenance and compliance checks',
			'Rewiring tested and certified to Part P',
		],
	},
	coverageHeading: 'Hammersmith & Fulham Areas We Cover',
	coverage: [
		{ name: 'Hammersmith', postcode: 'W6' },
		{ name: 'Fulham', postcode: 'SW6' },
		{ name: 'Shepherds Bush', postcode: 'W12' },
		{ name: 'White City', postcode: 'W12' },
		{ name: "Baron's Court", postcode: 'W14' },
		{ name: 'West Kensington', postcode: 'W14' },
		{ name: 'Parsons Green', postcode: 'SW6' },
		{ name: 'Putney Bridge', postcode: 'SW6' },
	],
	responseTimes: [
		{ label: 'Emergency Response', time: '45–60 minutes' },
		{ label: 'Standard Appointments', time: '24–48 hours' },
		{ label: 'Weekend & Evening Appointments', time: 'Available' },
	],
	services: [
		{
			name: 'Property Refurbishment',
			description: 'Full and partial refurbishments of houses and flats, managed by one team from the first survey to the final clean.',
			features: [
				"Kitchen-diner knock-throughs to an engineer's design",
				'Kitchens and bathrooms',
				'Plastering, flooring and decoration',
				'Building control coordinated',
			],
			icon: 'House',
		},
		{
			name: 'Building Maintenance',
			description:
				'Planned and reactive maintenance for homeowners, landlords and managing agents, from gutters and leaks to tenancy turnarounds.',
			features: [
				'Planned maintenance visits',
				'Reactive repairs and emergency call-outs',
				'Pre-tenancy and check-out repairs',
				'Landlord gas and electrical safety checks',
			],
			icon: 'Wrench',
		},
		{
			name: 'Electrical Rewiring',
			description: 'Full and partial rewires for Victorian and Edwardian houses, planned so you can stay in the property where possible.',
			features: [
				'Room-by-room rewiring',
				'Consumer unit upgrades',
				'EICRs for landlords and buyers',
				'Certified and notified under Part P',
			],
			icon: 'Zap',
		},
		{
			name: 'Family Home Renovations',
			description: 'Renovations planned around family life, with safe, tidy working areas and a programme agreed before we start.',
			features: [
				'Phased work so the house stays usable',
				'Dust control and daily clean-up',
				'Loft bathrooms and extra storage',
				'Bespoke joinery for alcoves and under-stairs',
			],
			icon: 'House',
		},
	],
	propertyTypes: [
		{
			name: 'Victorian Terraces',
			description: 'Two- and three-storey terraces with original sash windows, fireplaces and often ageing wiring and plumbing.',
		},
		{
			name: 'Modern Developments',
			description:
				"Newer flats and houses around White City and the riverside, where work follows the developer's or managing agent's rules.",
		},
		{
			name: 'Family Homes',
			description: 'Houses adapted as families grow, from new kitchens and bathrooms to storage and extra bedrooms.',
		},
		{
			name: 'Converted Properties',
			description: 'Houses split into flats, where fire separation, sound insulation and shared services need care during any work.',
		},
	],
	note: 'We offer a 45–60 minute response to all H&F postcodes, with weekend and evening appointments available.',
	closing: {
		heading: 'Planning Work in Hammersmith & Fulham?',
		text: 'Tell us about your home and we will arrange a visit, including evenings and weekends, and give you a written quotation.',
	},
	jsonLd: {
		areaServed: [
			'Hammersmith',
			'Fulham',
			'Shepherds Bush',
			'White City',
			"Baron's Court",
			'West Kensington',
			'Parsons Green',
			'Putney Bridge',
		],
		priceRange: '££',
	},
}

/** Section headings and link labels shared by the four area pages. */
export const areaPageLabels: {
	responseTimesHeading: string
	/** Followed by the area's name, e.g. "Our Services in Westminster". */
	servicesHeading: string
	propertyTypesHeading: string
	reviewsHeading: string
	reviewsLink: string
} = {
	responseTimesHeading: 'Response Times',
	servicesHeading: 'Our Services in',
	propertyTypesHeading: 'Properties We Work On',
	reviewsHeading: 'What Local Customers Say',
	reviewsLink: 'Read all our reviews',
}

/** The buttons of every area page's closing call to action. */
export const areaClosingLinks: Pick<CtaCopy, 'primary' | 'secondary'> = {
	primary: { label: 'Get Free Quote', to: '/contact' },
	secondary: { label: 'View Our Work', to: '/gallery' },
}

/** Order: maida-vale, kensington-chelsea, westminster, hammersmith-fulham. */
export const areaPages: readonly AreaPage[] = [maidaVale, kensingtonChelsea, westminster, hammersmithFulham]

export function areaBySlug(slug: string): AreaPage | undefined {
	return areaPages.find((area) => area.slug === slug)
}
