import type { SeoBlock } from '#app/content/types.ts'

/** The words of the review form a review request links to (issue 25), and of its opt-out page. */
export const reviewFormSeo: SeoBlock = {
	title: 'Review Your Job',
	description: 'Tell us and others how the work we did for you went.',
	keywords: [],
}

export const reviewFormCopy = {
	heading: 'How did we do?',
	intro:
		'Thank you for choosing us. Please tell us how the job went, good or bad: we read every review, and it helps other people choose a tradesperson.',
	rating: 'Your rating',
	ratingHint: 'Choose from 1 star (poor) to 5 stars (excellent).',
	stars: (count: number) => `${count} ${count === 1 ? 'star' : 'stars'}`,
	title: 'Title',
	titleHint: 'Optional, e.g. “New bathroom in Maida Vale”.',
	body: 'Your review',
	name: 'Your name',
	nameHint: 'As it should appear with your review, e.g. your first name and initial.',
	area: 'Your area',
	areaHint: 'Optional, e.g. Maida Vale.',
	consent: 'I agree that this review, my name as above and my area may be published on this website.',
	submit: 'Send my review',
	expires: (date: string) => `This link works until ${date}, for one review.`,
	moderation: 'We publish reviews after a quick check that they are about a job (we do not edit what you write).',
	elsewhere: {
		heading: 'Prefer to review us elsewhere?',
		text: 'You can also leave a review on:',
	},
	saved: {
		heading: 'Thank you for your review',
		text: 'We have received it and will publish it on our website shortly. Thank you for taking the time.',
	},
	notFound: {
		heading: 'This review link does not work',
		text: 'It may have been copied incompletely from the e-mail. Please open the link in the e-mail again, or contact us and we will send you a new one.',
	},
	used: {
		heading: 'This review has already been sent',
		text: 'Each review link is for one review, and this one has been used. Thank you! If you would like to change what you wrote, please contact us.',
	},
	expired: {
		heading: 'This review link has expired',
		text: 'Review links work for 30 days. If you would still like to review the job, contact us and we will send you a new link.',
	},
	failed: 'Your review could not be sent just now. Please try again in a moment.',
	contact: 'Contact us',
	home: 'Back to the home page',
	tooLarge: 'Your review is longer than we can take. Please shorten it and try again.',
} as const

export const optOutSeo: SeoBlock = {
	title: 'Stop Review Requests',
	description: 'Stop e-mails asking for a review.',
	keywords: [],
}

export const optOutCopy = {
	heading: 'Stop review requests',
	question: 'Do you want us to stop asking you for a review? We will not send you a reminder or another review request.',
	button: 'Stop review requests',
	done: {
		heading: 'You will not be asked again',
		text: 'We will not send you a reminder or another review request. If you change your mind, you can still use the review link in our e-mail while it works.',
	},
	notFound: {
		heading: 'This link does not work',
		text: 'It may have been copied incompletely from the e-mail. Please open it again from the e-mail, or contact us.',
	},
	failed: 'That did not work just now. Please try again in a moment.',
} as const
