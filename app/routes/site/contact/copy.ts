import type { SeoBlock } from '../../../content/types.ts'

/** /contact copy. */
export const contactSeo: SeoBlock = {
	title: 'Contact Us for a Free Quote',
	description:
		'A free, no-obligation quote for kitchens, bathrooms, refurbishments and repairs across West and Central London. We reply within 2 working hours.',
	keywords: ['free quote builder London', 'contact refurbishment company', 'West London trades quote', 'emergency plumber contact'],
}

export const contactPage = {
	title: 'Get in Touch',
	intro:
		'Tell us about your project or problem and we will come back to you within 2 hours during business hours. For emergencies, call us at any time.',
	detailsHeading: 'Contact Details',
	serviceArea: 'London and surrounding areas',
	hoursHeading: 'Operating Hours',
	emergency: {
		heading: '24/7 Emergency Service',
		text: 'Burst pipe, no heating, electrical fault or a leak through the ceiling? Call now: we aim to be with you within 60 minutes for genuine emergencies.',
		callLabel: 'Call Emergency Line',
	},
	form: {
		heading: 'Get Your Free Quote',
		intro: 'Fields marked * are required.',
		submit: 'Send Enquiry',
		sending: 'Sending…',
		callInstead: 'Call Instead',
		consentLabel: 'I agree to the privacy policy and to being contacted about my enquiry.',
		servicePlaceholder: 'Select a service',
		messagePlaceholder: 'Tell us about the work: the rooms involved, what you have in mind, and any timescales.',
	},
	nextSteps: {
		heading: 'What Happens Next',
		steps: [
			{ title: 'We review your enquiry', text: 'A member of our team reviews it and replies within 2 hours during business hours.' },
			{ title: 'Site visit and quote', text: 'We arrange a convenient time to visit, assess the work and give you a clear written quote.' },
			{ title: 'Your project starts', text: 'Once you are happy with the quote, we agree a start date and get to work.' },
		],
	},
} as const
