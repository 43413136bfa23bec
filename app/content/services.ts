/**
 * The ten services the company offers, in the order of the /services page
 * The enquiry form's choices are in
 * enquiry-services.ts.
 *
 * `summary`, `description` and `basePriceFrom` seed the database `services`
 * table (admin spec: name, slug, summary, description, base_price_from); once
 * seeded, the admin area is the source of truth for those fields. The card
 * fields (`cardDescription`, `features`, `timeline`, `coverage`) are the
 * static service cards of the specification.
 *
 * Pure data: no company name, phone number or e-mail address appears here;
 * pages insert those from configuration.
 */

import type { ServiceContent, ServiceSlug } from '#app/domain/service/content.ts'

// The shape lives in the domain (the service cards merge it with the database's rows); re-exported so its name stays here.
export type { ServiceContent }

export const services: readonly ServiceContent[] = [
	{
		slug: 'kitchens',
		name: 'Kitchen Refurbishment',
		cardDescription:
			'Complete kitchen refurbishments, from layout and strip-out to worktops, appliances and decoration, run by one team from start to finish.',
		summary:
			'Complete kitchen refurbishments, from layout and strip-out to fitting, worktops and appliances, with plumbing, electrical and gas work done to UK regulations.',
		description: [
			'A new kitchen needs more trades than any other room in the house: plumbing, electrics, often gas, plastering, tiling, flooring and decoration. We manage all of them with our own team, so you have one point of contact and one programme from strip-out to handover.',
			'We start with a site survey and a written quotation that separates the kitchen supply from the installation. If you have already bought your units we are happy to fit them; if not, we can help with the layout, appliances and worktops.',
			'Electrical work is carried out to BS 7671 and Part P of the Building Regulations, and you receive the appropriate electrical certificate. Any gas hob or cooker connection is made by a Gas Safe registered engineer. Extraction is planned to meet the ventilation requirements of Part F, and ducted outside wherever the building allows.',
			'Most kitchens take 2–4 weeks on site, depending on whether walls move and how much making good the room needs. We agree the programme before we start and keep the rest of the house usable while we work.',
		].join('\n\n'),
		features: [
			'Layout and design advice',
			'Strip-out and waste removal',
			'Plumbing, electrics and gas connections',
			'Worktops, splashbacks and tiling',
			'Appliance installation',
			'Plastering, flooring and decoration',
		],
		timeline: '2–4 weeks',
		coverage: 'All London boroughs',
		basePriceFrom: 8500,
	},
	{
		slug: 'bathrooms',
		name: 'Bathroom Installation',
		cardDescription:
			'Bathrooms, shower rooms and en-suites installed from first fix to final seal, with proper waterproofing and ventilation.',
		summary: 'Complete bathroom, shower room and en-suite installations, with tanking, tiling, ventilation and Part P compliant electrics.',
		description: [
			'We install complete bathrooms, shower rooms, en-suites and cloakrooms: strip-out, first-fix plumbing and electrics, boarding, tanking, tiling, sanitaryware and decoration, all by one team working to one programme.',
			'Showers and wet rooms are tanked before they are tiled. Grout and silicone are not waterproof on their own, and a shower that was never tanked is one of the most common causes of leaks into the ceiling below.',
			'Electrical work in a room containing a bath or shower is notifiable under Part P of the Building Regulations, so it is certified and notified to Building Control as the regulations require. Extractor fans are sized for the room to meet Part F, and lighting near water is suitably IP rated.',
			"In flats and mansion blocks we check the lease and the managing agent's requirements before we start, including waste routes, floor finishes and permitted working hours. Most bathrooms take 1–3 weeks on site.",
		].join('\n\n'),
		features: [
			'Strip-out and first-fix plumbing',
			'Tanking and waterproofing for showers and wet rooms',
			'Wall and floor tiling',
			'Sanitaryware, brassware and shower installation',
			'Extractor fans and bathroom lighting',
			'Underfloor heating and heated towel rails',
		],
		timeline: '1–3 weeks',
		coverage: 'All London boroughs',
		basePriceFrom: 4500,
	},
	{
		slug: 'refurbishment',
		name: 'Full House Refurbishment',
		cardDescription:
			'Whole-house and flat refurbishments, planned and run as one project with a single point of contact, including period and listed homes.',
		summary: 'Whole-property refurbishments managed from survey to handover, including Victorian, Georgian and listed homes.',
		description: [
			'A full refurbishment is a building project, not a list of jobs. We survey the property, give you a written quotation and programme, and then run every trade ourselves, with one person responsible for the project from the first day to the last.',
			'Much of West London is Victorian and Georgian housing, and a great deal of it sits in conservation areas. Any alteration that affects the character of a listed building, inside or out, needs listed building consent, and external changes in a conservation area may need planning permission. We tell you at survey stage where we think consent is likely to be needed, and we work to the conditions once it is granted.',
			'Structural alterations, new drainage and notifiable electrical work need Building Regulations approval, and work on or near a shared wall may need notice under the Party Wall etc. Act 1996. We plan these into the programme from the start rather than discover them halfway through.',
			'Most refurbishments take 4–12 weeks on site, depending on the size of the property and the scope of the work. You get regular written updates, and any change to the work is priced and agreed before it is carried out.',
		].join('\n\n'),
		features: [
			'One project manager from survey to handover',
			"Knock-throughs and structural alterations to an engineer's design",
			'Rewiring, replumbing and heating upgrades',
			'Plastering, joinery and decoration',
			'Period features repaired, restored or matched',
			'Building control, consents and party wall matters coordinated',
		],
		timeline: '4–12 weeks',
		coverage: 'London and the Home Counties',
		basePriceFrom: null,
	},
	{
		slug: 'plumbing',
		name: 'Plumbing Services',
		cardDescription: 'Leaks, burst pipes, taps, toilets and radiators, from same-day emergency repairs to planned plumbing work.',
		summary: 'Emergency and planned plumbing, from burst pipes and leaks to taps, toilets, radiators and water supply alterations.',
		description: [
			'We handle everyday plumbing and emergencies alike: leaking pipes and joints, burst pipes, dripping taps, running toilets, blocked wastes, stopcocks that will not turn, and radiators that need moving or replacing.',
			'If water is leaking now, turn off the water at the internal stopcock, which is usually under the kitchen sink or where the supply pipe enters the building. If water is near light fittings or sockets, switch off the electricity at the consumer unit if it is safe to reach. Then call us: emergency plumbing is attended the same day, 24 hours a day.',
			'All work is carried out to the Water Supply (Water Fittings) Regulations 1999. For planned work we give you a written quotation before we start, and we tell you straight away if we find anything that changes the price.',
		].join('\n\n'),
		features: [
			'24/7 emergency leak and burst pipe repairs',
			'Taps, toilets, sinks and waste pipes',
			'Stopcocks and isolation valves',
			'Radiator installation and relocation',
			'Outside taps and water supply alterations',
			'Low water pressure investigation',
		],
		timeline: 'Same day (emergencies)',
		coverage: 'All London boroughs, 24/7',
		basePriceFrom: 95,
	},
	{
		slug: 'electrical',
		name: 'Electrical Work',
		cardDescription: 'Rewires, consumer units, lighting, sockets and fault finding, tested and certified to Part P and BS 7671.',
		summary:
			'Electrical installations, rewires, consumer unit upgrades, fault finding and landlord inspections, tested and certified on completion.',
		description: [
			'We carry out full and partial rewires, consumer unit upgrades, new circuits, extra sockets and lighting, and fault finding when something keeps tripping or has stopped working.',
			'All electrical work is designed, installed and tested to BS 7671, the IET Wiring Regulations. Work that is notifiable under Part P of the Building Regulations, such as a new circuit, a consumer unit replacement or work in a bathroom, is certified and notified to Building Control as the regulations require. You receive an Electrical Installation Certificate or a Minor Works Certificate, as appropriate, for the work we do.',
			'Private landlords in England must have the electrical installation inspected and tested at least every five years. We carry out Electrical Installation Condition Reports (EICRs) and any remedial work they identify, and we do the same for buyers who want to know the condition of a property before they move in.',
		].join('\n\n'),
		features: [
			'Full and partial rewires',
			'Consumer unit upgrades',
			'Additional sockets, lighting and circuits',
			'EICRs for landlords and buyers',
			'Fault finding and emergency repairs',
			'Smoke and heat alarms',
		],
		timeline: '1–5 days',
		coverage: 'All London boroughs, 24/7',
		basePriceFrom: 95,
	},
	{
		slug: 'heating',
		name: 'Heating & Boiler Services',
		cardDescription:
			'Boiler installation, servicing and repairs, radiators and heating controls. All gas work is carried out by Gas Safe registered engineers.',
		summary:
			'Boiler installation, servicing and breakdown repairs, landlord gas safety checks and heating upgrades, with gas work by Gas Safe registered engineers.',
		description: [
			'We install, service and repair boilers and central heating systems: combination, system and regular boilers, radiators, valves, thermostats and smart controls, and power flushing for systems with cold spots or sludge.',
			'All gas work is carried out by Gas Safe registered engineers. Any genuine engineer will show you their Gas Safe ID card, and you can check it on the Gas Safe Register. When we install a new boiler, it is notified to Building Control and you receive a Building Regulations compliance certificate.',
			'Landlords must have every gas appliance they provide checked each year and give tenants a copy of the gas safety record. We carry out these checks and any repairs they identify.',
			'If you smell gas, do not wait for us: leave the property and call the National Gas Emergency Service on 0800 111 999.',
		].join('\n\n'),
		features: [
			'Boiler replacement and installation',
			'Annual boiler servicing',
			'Breakdown repairs',
			'Landlord gas safety certificates',
			'Radiators, valves and heating controls',
			'System power flushing',
		],
		timeline: '1–3 days',
		coverage: 'All London boroughs, 24/7',
		basePriceFrom: 95,
	},
	{
		slug: 'carpentry',
		name: 'Carpentry & Joinery',
		cardDescription: 'Fitted wardrobes, doors, skirting, shelving and sash window repairs, made and fitted to suit the house.',
		summary:
			'Bespoke fitted furniture, doors, skirting and architraves, staircase repairs and sash window overhauls, with period mouldings matched.',
		description: [
			'Our carpenters build and fit alcove units, wardrobes and shelving to measure, hang doors, fit skirting and architraves, repair staircases and lay timber floors.',
			'In period properties we repair before we replace. Sash windows can usually be overhauled, re-corded and draught-proofed rather than renewed, and mouldings can be matched to the existing profile. In a listed building, replacing original joinery generally needs listed building consent, so we will advise you before anything is removed.',
			'Where a door forms part of a protected escape route, for example in a loft conversion or a flat, we fit fire door sets that meet the Building Regulations.',
		].join('\n\n'),
		features: [
			'Bespoke wardrobes and alcove units',
			'Internal doors, skirting and architraves',
			'Sash window repair and draught-proofing',
			'Staircase repairs and balustrades',
			'Timber flooring',
			'Fire doors where the regulations require them',
		],
		timeline: '3–10 days',
		coverage: 'All London boroughs',
		basePriceFrom: 150,
	},
	{
		slug: 'decorating',
		name: 'Painting & Decorating',
		cardDescription: 'Interior and exterior decorating with the preparation done properly, from filling and lining to the final coat.',
		summary:
			'Interior and exterior painting, wallpapering and woodwork, with careful preparation and the right precautions in older homes.',
		description: [
			'Good decorating is mostly preparation: protecting floors and furniture, filling and sanding, lining where the plaster needs it, and priming bare wood and new plaster. We do that properly before any finish goes on.',
			'Homes built before the 1960s may have lead paint under later coats. We check before we sand and use wet abrasion or chemical strippers, never dry sanding or burning off, where lead is present. Textured ceiling coatings applied before 2000 can contain asbestos, so we have them tested before they are disturbed.',
			'Exterior work covers masonry, render, windows, doors and railings. In a conservation area, changing the colour or finish of the front of the house can need permission, so check with the council or ask us before you choose.',
		].join('\n\n'),
		features: [
			'Interior and exterior painting',
			'Wallpaper hanging and removal',
			'Plaster repairs and lining',
			'Woodwork, doors and sash windows',
			'Lead paint precautions in older homes',
			'Dust sheets and daily clean-up',
		],
		timeline: '2–7 days',
		coverage: 'All London boroughs',
		basePriceFrom: 300,
	},
	{
		slug: 'tiling',
		name: 'Tiling & Flooring',
		cardDescription: 'Wall and floor tiling, natural stone, engineered wood and LVT, laid on a properly prepared base.',
		summary:
			'Wall and floor tiling, natural stone, engineered wood, laminate and LVT, including underfloor heating and Victorian hallway tile repairs.',
		description: [
			'We tile walls and floors in porcelain, ceramic and natural stone, and lay engineered wood, laminate and luxury vinyl tile (LVT). Most tiling failures come from the base, not the tiles, so we level, board and prime properly, and we leave movement joints where the floor needs them.',
			'Victorian encaustic and geometric hallway floors can often be cleaned, repaired with matching reproduction tiles and resealed rather than replaced, which keeps an original feature and usually costs less.',
			'Many flat leases require acoustic underlay beneath hard floors. We will check with you before we order materials, and we can fit electric underfloor heating under tiles, stone and most wood floors.',
		].join('\n\n'),
		features: [
			'Wall and floor tiling',
			'Natural stone and porcelain',
			'Engineered wood, laminate and LVT',
			'Electric underfloor heating',
			'Victorian hallway tile restoration',
			'Acoustic underlay for flats',
		],
		timeline: '2–5 days',
		coverage: 'All London boroughs',
		basePriceFrom: 250,
	},
	{
		slug: 'repairs',
		name: 'General Repairs',
		cardDescription: 'The small jobs that build up: doors, locks, leaks, shelves, sealant and patch repairs, done quickly and tidily.',
		summary:
			'Small repairs and handyman work for homeowners, landlords and managing agents, usually completed the same day or within two days.',
		description: [
			'Sticking doors, broken locks and handles, dripping taps, tired sealant, loose shelves, cracked plaster and the furniture that needs fixing to the wall: we deal with the small jobs that build up in every home.',
			'We can group several jobs into one visit, which keeps costs down. For landlords and managing agents we also handle pre-tenancy and check-out repairs, with photographs of the finished work on request.',
			'Most repairs are completed the same day or within two days. If a job turns out to need a specialist trade, such as an electrician or a Gas Safe registered engineer, we will tell you and arrange it.',
		].join('\n\n'),
		features: [
			'Door, lock and window repairs',
			'Leaks, drips and sealant',
			'Furniture assembly and wall fixing',
			'Shelving, curtain poles and blinds',
			'Plaster patching and touch-ups',
			'Pre-tenancy and check-out repairs',
		],
		timeline: 'Same day to 2 days',
		coverage: 'All London boroughs',
		basePriceFrom: 95,
	},
]

/** The six service cards on the home page, in order. */
export const featuredServiceSlugs: readonly ServiceSlug[] = ['kitchens', 'bathrooms', 'plumbing', 'electrical', 'heating', 'carpentry']

export function serviceBySlug(slug: string): ServiceContent | undefined {
	return services.find((service) => service.slug === slug)
}
