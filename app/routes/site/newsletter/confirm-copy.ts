import type { SeoBlock } from '#app/content/types.ts'
import { NEWSLETTER_CONFIRMATION_HOURS } from '#app/domain/newsletter/schema.ts'

export const confirmSeo: SeoBlock = {
	title: 'Confirm Your Subscription',
	description: 'Confirm your subscription to our newsletter.',
	keywords: [],
}

/** The page a newsletter confirmation mail links to (decision 0029). */
export const confirmPage = {
	title: 'Confirm Your Subscription',
	confirm: (email: string) =>
		`Please confirm that you would like our newsletter, with new guides and seasonal maintenance tips, at ${email}.`,
	button: 'Confirm Subscription',
	pending: 'Confirming…',
	done: {
		heading: 'Your subscription is confirmed',
		text: (email: string) =>
			`Thank you! We'll send our latest guides and tips to ${email}. Every email has a link to unsubscribe at any time.`,
	},
	already: {
		heading: 'Your subscription is already confirmed',
		text: (email: string) => `${email} is on our newsletter list, so there is nothing more to do.`,
	},
	expired: {
		heading: 'This link has expired',
		text: `Confirmation links work for ${NEWSLETTER_CONFIRMATION_HOURS} hours. Please sign up again on our blog and we will send you a new one.`,
	},
	unknown: {
		heading: 'This link is not valid',
		text: `It may have expired (links work for ${NEWSLETTER_CONFIRMATION_HOURS} hours) or been replaced by a newer email. If you signed up more than once, please use the link in our latest email, or sign up again on our blog.`,
	},
	failed: 'Sorry, something went wrong and your subscription is not confirmed yet. Please try again in a few minutes.',
	backToBlog: 'Back to the blog',
	home: 'Go to the home page',
} as const
