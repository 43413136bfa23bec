/**
 * The six starting case studies (decision 0038): seed data, inserted by
 * migration 0012 on every installation and again by `seedDatabase` where one
 * is missing. The pages read the `case_studies` table, never this module.
 *
 * Company name, phone and e-mail are configuration and never appear here.
 * Ids are fixed: the pictures are keyed by them (decision 0023).
 */

import type { CaseStudy } from '#app/domain/case-study/case-study.ts'
import { categorySlug } from '#app/domain/slug.ts'

/** A starting case study as the copy gives it; its slug comes from its title. */
export type SeedCaseStudy = Omit<CaseStudy, 'slug'>

/** When the starting case studies count as published: one time for all, so they keep their order (by id). */
export const SEED_CASE_STUDIES_PUBLISHED_AT = '2024-12-01T00:00:00Z'

export const seedCaseStudySlug = (study: Pick<CaseStudy, 'title'>) => categorySlug(study.title)

/** A starting case study as its row (the seed and migration 0012 insert the same; the migrations test compares them). */
export const seedCaseStudyRow = (study: SeedCaseStudy) => ({
	id: study.id,
	slug: seedCaseStudySlug(study),
	title: study.title,
	location: study.location,
	area: study.area,
	category: study.category,
	timeline: study.timeline,
	budget: study.budget,
	client: study.client,
	completionYear: study.completion,
	description: study.description,
	challenges: study.challenges,
	solutions: study.solutions,
	keyFeatures: study.features,
	testimonialQuote: study.testimonial.quote,
	testimonialRating: study.testimonial.rating,
	testimonialAuthor: study.testimonial.author,
	featured: study.featured,
	beforeAfter: study.beforeAfter,
	pictureAfterAlt: study.pictures.after,
	pictureBeforeAlt: study.pictures.before ?? null,
	status: 'published' as const,
	publishAt: new Date(SEED_CASE_STUDIES_PUBLISHED_AT),
})

export const seedCaseStudies: readonly SeedCaseStudy[] = [
	{
		id: 1,
		title: 'Victorian Conversion Flat Refurbishment',
		location: 'Maida Vale, W9',
		area: 'maida-vale',
		category: 'Full Refurbishment',
		timeline: '12 weeks',
		budget: '£95,000 - £120,000',
		client: 'Private homeowner',
		completion: 2023,
		description:
			'Complete refurbishment of a two-bedroom raised ground floor flat in a converted Victorian house in the Maida Vale conservation area. The flat had not been updated for decades: mixed old wiring, an ageing boiler, damp in the rear reception room and the original plasterwork buried under layers of paint. The owner wanted a modern kitchen and bathroom without losing the character of the main rooms.',
		challenges: [
			'The freeholder required a licence for alterations before work could start, including method statements for working in the shared hallway.',
			'Original cornicing and the ceiling rose in the front reception were cracked and partly missing after an old leak from the flat above.',
			'Damp at the base of the rear wall, which an earlier report had put down to rising damp.',
			'Wiring of mixed ages with no RCD protection, and an old regular boiler with tanks in a cupboard.',
			'Neighbours above and below stayed in residence throughout, so noise, dust and working hours had to be tightly controlled.',
		],
		solutions: [
			'Prepared the method statements and programme the managing agent asked for, and agreed working hours and hallway protection before starting.',
			'Took a profile from the surviving cornice, had matching lengths run and a replacement section of the rose cast, then cleaned the original detail back by hand.',
			'Traced the damp to a leaking rainwater hopper and a raised rear path. The freeholder repaired the hopper, we lowered the path, removed the cement render inside and re-plastered in lime.',
			'Full rewire with a new consumer unit, tested and certified to BS 7671 and notified under Part P. The old boiler and tanks were replaced with a combi boiler, fitted and notified by a Gas Safe registered engineer.',
			'Laid acoustic underlay beneath the new floors and used dust extraction and sealed screens throughout.',
		],
		features: [
			'Handleless kitchen with quartz worktops and ducted extraction',
			'Bathroom with a tanked walk-in shower and heated towel rail',
			'Restored cornicing, ceiling rose and picture rails',
			'Original sash windows overhauled and draught-proofed',
			'Engineered oak flooring over acoustic underlay',
		],
		testimonial: {
			quote:
				'They were straight with us from the first visit, including telling us the damp was a gutter problem rather than the expensive treatment we had been quoted for. You cannot tell where the new cornice meets the old.',
			rating: 5,
			author: 'Claire H.',
		},
		beforeAfter: true,
		featured: true,
		pictures: {
			after: 'The finished front reception: restored cornicing, sash windows and oak floor',
			before: 'The flat stripped back before the work: bare plaster, old wiring and dust sheets',
		},
	},
	{
		id: 2,
		title: 'Georgian Townhouse Kitchen',
		location: 'Kensington, W8',
		area: 'kensington-chelsea',
		category: 'Kitchen',
		timeline: '7 weeks',
		budget: '£65,000 - £80,000',
		client: 'Private homeowners',
		completion: 2024,
		description:
			'A new kitchen in the lower ground floor of a Grade II listed Georgian terraced house. The 1980s kitchen was cramped and dark, and a later partition had cut the original room in two. The brief was a hand-painted kitchen that sat comfortably in the historic room, with modern cooking and proper extraction.',
		challenges: [
			'Because the house is Grade II listed, removing the later partition and forming a route for the extract duct needed listed-building consent.',
			'The walls had been covered in cement-based tanking and gypsum plaster in the 1980s, trapping moisture and causing the plaster to blow.',
			'Uneven original stone flags and walls well out of plumb ruled out standard cabinetry.',
			'Materials could only come in down the front area steps, and deliveries needed a parking bay suspension.',
		],
		solutions: [
			"Worked with the owners' architect on the listed-building consent application, supplying method statements and details. No work on the historic fabric started until consent was granted.",
			'Removed the cement tanking and gypsum, cleared the blocked drainage gully in the front area, and re-plastered in lime with a breathable mineral paint finish.',
			'Lifted, recorded and re-bedded the stone flags on lime, and fitted made-to-measure in-frame cabinetry scribed to the walls.',
			'Routed the extract duct through a redundant opening agreed as part of the consent, so no new opening was needed on the front elevation.',
			'Arranged parking bay suspensions with the council and timed deliveries to keep the front area clear.',
		],
		features: [
			'Hand-painted in-frame cabinetry made to measure',
			'Honed quartzite worktops with a marble splashback',
			'Induction range cooker set into the original chimney breast recess',
			'Ducted extraction through an existing opening',
			'New dedicated cooker circuit and LED lighting, certified to BS 7671',
		],
		testimonial: {
			quote:
				'We were nervous about the listed-building side, but they knew what the conservation officer would ask and planned for it. The kitchen looks as though it has always been there.',
			rating: 5,
			author: 'Anna T.',
		},
		beforeAfter: true,
		featured: true,
		pictures: {
			after: 'The new kitchen in the Georgian townhouse, with painted units and a range cooker',
			before: 'The kitchen before: walls opened up and services exposed',
		},
	},
	{
		id: 3,
		title: 'Upper-Floor Office Refit',
		location: 'Victoria, SW1',
		area: 'westminster',
		category: 'Commercial',
		timeline: '6 weeks',
		budget: '£110,000 - £140,000',
		client: 'Property management company',
		completion: 2023,
		description:
			'Refit of a vacant upper-floor office of around 2,400 sq ft in a period building near Victoria, ready for a new tenant. The managing agent wanted the floor modernised with new lighting, meeting rooms, a tea point and refurbished WCs, while the rest of the building stayed fully occupied.',
		challenges: [
			'Tenants on the floors above and below stayed in occupation, so noisy and dusty work had to be kept out of their working day.',
			'New meeting room partitions had to keep the escape route, fire alarm and detection coverage compliant.',
			'Tired fluorescent lighting and a patchwork of old small power circuits.',
			"A fixed handover date for the incoming tenant's own fit-out.",
		],
		solutions: [
			'Scheduled breaking out and drilling for early mornings, evenings and one weekend, using protected routes through the common parts agreed with the building manager.',
			"Installed partitions with fire-rated doors where needed, fire-stopped every service penetration, and worked with the building's fire alarm contractor to add and re-commission detectors. The layout changes were approved under the Building Regulations.",
			'Replaced the lighting with LED panels on presence detection and daylight dimming, and rewired small power to floor boxes and perimeter trunking, tested and certified to BS 7671.',
			'Ran the trades in overlapping phases, sent the managing agent a written progress report every week, and handed over on the agreed date.',
		],
		features: [
			'Two glazed meeting rooms and a private office',
			'Tea point with new plumbing and under-counter appliances',
			'Refurbished WCs, including an accessible WC',
			'LED lighting with presence and daylight control',
			'New carpet tiles and full redecoration',
		],
		testimonial: {
			quote:
				'The other tenants hardly knew the work was going on. The weekly updates were clear and honest, and the floor was ready on the date they promised.',
			rating: 5,
			author: 'Mark D.',
		},
		beforeAfter: false,
		featured: true,
		pictures: { after: 'The new distribution board and sockets fitted in the office refit' },
	},
	{
		id: 4,
		title: 'Family Home Side-Return Extension and Refurbishment',
		location: 'Fulham, SW6',
		area: 'hammersmith-fulham',
		category: 'Extension & Refurbishment',
		timeline: '16 weeks',
		budget: '£170,000 - £210,000',
		client: 'Private homeowners',
		completion: 2022,
		description:
			'Side-return extension and ground floor reconfiguration of a Victorian terraced house in Fulham for a growing family. A narrow galley kitchen and a separate dining room became one kitchen, dining and family space opening onto the garden, with a new downstairs WC and a utility cupboard.',
		challenges: [
			'The extension wall sat on the boundary and new steel beams bore on the party wall, so notices under the Party Wall etc. Act 1996 had to be served on both neighbours.',
			"A shared sewer ran under the side return, so building over it needed the water company's approval.",
			'Taking out the rear wall and part of the spine wall needed steel beams and temporary support, and the family wanted to stay in the house for the first stage.',
			'Planning permission and Building Regulations approval both had to be in place before the agreed start date.',
		],
		solutions: [
			"Worked with the owners' party wall surveyor so notices went out early. One neighbour consented, and an award was agreed with the other before work began.",
			'Obtained a build-over agreement from Thames Water, with CCTV surveys of the sewer before and after the works.',
			"Installed the steels to the structural engineer's design under building control inspection, and sealed off the upper floors with dust screens so the family could stay on during the first stage.",
			"Planning permission was secured by the owners' architect; we managed the building control inspections through to the completion certificate.",
		],
		features: [
			'Side-return extension with a glazed roof',
			'Open-plan kitchen, dining and family room',
			'Underfloor heating throughout the extension',
			'Slim steel-framed glazed doors to the garden',
			'New downstairs WC and utility cupboard',
		],
		testimonial: {
			quote:
				'Living through building work with three children is never easy, but they kept us informed at every stage and left the site tidy every evening. We use the new kitchen for everything.',
			rating: 5,
			author: 'Emma L.',
		},
		beforeAfter: true,
		featured: false,
		pictures: {
			after: 'The new living space opened up by the side-return extension',
			before: 'The rear of the house before the extension: stripped out and ready for the new floor',
		},
	},
	{
		id: 5,
		title: 'Mansion Block Bathroom',
		location: 'Little Venice, W9',
		area: 'maida-vale',
		category: 'Bathroom',
		timeline: '3 weeks',
		budget: '£24,000 - £30,000',
		client: 'Private homeowner',
		completion: 2024,
		description:
			'Replacement of a dated internal bathroom in a mansion block flat in Little Venice. The room had no window, a tired shower over the bath and a history of small leaks into the flat below. The owner wanted a walk-in shower, better storage and a room that stayed dry.',
		challenges: [
			"The managing agent's rules limited noisy work to weekday hours and required a licence for alterations and protection for the lift and common parts.",
			'An internal room with no window, and an old fan that vented into the ceiling void.',
			'Earlier leaks had damaged the floor deck and stained the ceiling of the flat below.',
			"Modest hot water pressure from the building's communal system.",
		],
		solutions: [
			'Agreed the programme with the managing agent, supplied drawings for the licence, and protected the lift and corridors every day.',
			"Fitted a humidity-controlled extract fan with a timed overrun, ducted to the outside along the existing riser route with the freeholder's approval.",
			'Replaced the damaged deck with new plywood, used cement-based backer boards, and tanked the floor and the whole shower area before tiling.',
			'Chose a thermostatic shower valve and head suited to the available pressure, and tested them before the walls were closed in.',
			'Added access panels for the concealed cistern and shower valve, so future maintenance will not disturb the tiles.',
		],
		features: [
			'Walk-in shower with a low-profile tray and fixed glass screen',
			'Wall-hung WC and basin with concealed cistern',
			'Recessed shelving in the shower wall',
			'Electric underfloor heating on an RCD-protected circuit',
			'Large-format porcelain tiles',
		],
		testimonial: {
			quote:
				'Three weeks from start to finish, exactly as planned, and the managing agent had no complaints about the common parts. The room no longer steams up.',
			rating: 5,
			author: 'Helen W.',
		},
		beforeAfter: false,
		featured: false,
		pictures: { after: 'The finished mansion block bathroom' },
	},
	{
		id: 6,
		title: 'Emergency Leak Repair and Reinstatement',
		location: 'Hammersmith, W6',
		area: 'hammersmith-fulham',
		category: 'Emergency Repair',
		timeline: 'Same-day call-out, then 3 weeks',
		budget: '£7,000 - £9,500',
		client: 'Private landlord',
		completion: 2021,
		description:
			'Out-of-hours call-out to a converted Victorian house in Hammersmith, where a failed joint under the bath in the upper flat had sent water through the ceiling of the ground floor flat. We made the building safe the same evening, then carried out the repair and reinstatement for the landlord and their insurer.',
		challenges: [
			'Water was coming through a ceiling light fitting in the lower flat, with the tenants at home.',
			'The leak was hidden under the bath and floor of the upper flat, and the internal stopcock had seized.',
			"The lower flat's lath-and-plaster ceiling was saturated and sagging.",
			'The insurer needed photographs, moisture readings and an itemised estimate before approving the reinstatement.',
		],
		solutions: [
			'Shut off the water at the outside stop valve and isolated the affected lighting circuit; nothing was switched back on until the circuits had been tested.',
			'Lifted the bath panel and floorboards, traced the leak to a failed compression joint, repaired it and replaced the seized stopcock.',
			'Took down the unsafe section of ceiling in a controlled way, photographed everything and recorded moisture readings for the insurer.',
			'Once the structure had dried out, fitted a new plasterboard ceiling with a skim finish, replaced the light fitting and redecorated both affected rooms.',
		],
		features: [
			'Attended and made safe the same evening',
			'Affected circuits tested before being switched back on',
			'Photographs and moisture readings supplied for the insurance claim',
			'New ceiling, light fitting and redecoration',
			'Replacement stopcock in a position the tenants can reach',
		],
		testimonial: {
			quote:
				'They had the water off and the electrics safe soon after arriving, and their paperwork made the insurance claim straightforward. Reinstatement took longer than I hoped because of drying time, but the finish is good.',
			rating: 4,
			author: 'Paul K.',
		},
		beforeAfter: false,
		featured: false,
		pictures: { after: 'The renewed pipework after the leak was repaired' },
	},
]
