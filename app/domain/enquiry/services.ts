/**
 * The service select of the free-quote form, in order. A module of its own so the form and its schema do not
 * load the services' long copy.
 */
export const enquiryServiceChoices = [
	'Kitchen Refurbishment',
	'Bathroom Installation',
	'Full House Refurbishment',
	'Plumbing Services',
	'Electrical Work',
	'Heating & Boiler Services',
	'Carpentry & Joinery',
	'Painting & Decorating',
	'Tiling & Flooring',
	'General Repairs',
	'Emergency Call-Out',
	'Other (please specify)',
] as const
