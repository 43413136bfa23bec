import { z } from 'zod'

import { asString, checkbox, optionalText, requiredText, text, withFormMessage } from '#app/domain/form.ts'
import { profileLinkList, type ProfileLinks } from '#app/domain/settings/opening-hours.ts'

import { RATING } from './rating.ts'
import { reviewLimits } from './schema.ts'

/**
 * Review requests (issue 25, decision 0052): after a job is won, the owner
 * asks the customer for a review by e-mail; the link opens a public form whose
 * review arrives as a draft for moderation. Every Won customer may be asked:
 * nothing here looks at how the job went (review sites forbid asking only
 * the happy ones).
 */

/** How long the link in a request works, in days (the e-mail says so). */
export const REVIEW_LINK_DAYS = 30

/**
 * The one reminder goes this many days after the request (the owner's
 * setting). At most three weeks, so the reminder always leaves the customer a
 * week or more of the link's 30 days.
 */
export const REVIEW_REMINDER_DAYS = { default: 7, min: 1, max: 21 } as const

/** The review sites a customer is offered besides our form (e-mails and the form): the Business tab's Google and Checkatrade profiles. */
export const reviewSiteLinks = (links: ProfileLinks) =>
	profileLinkList(links)
		.filter(({ platform }) => platform === 'google' || platform === 'checkatrade')
		.map(({ name, url }) => ({ name, url }))

/** Where a request stands, as the enquiry page shows it. */
export type ReviewRequestState = 'sent' | 'reminded' | 'submitted' | 'opted-out' | 'expired'

export const reviewRequestStateLabels: Record<ReviewRequestState, string> = {
	sent: 'Sent',
	reminded: 'Reminded',
	submitted: 'Review received',
	'opted-out': 'Opted out',
	expired: 'Expired',
}

type RequestDates = { expiresAt: Date; remindedAt: Date | null; submittedAt: Date | null; optedOutAt: Date | null }

/** A request's state at `now`: an answer (review or opt-out) first, then whether the link has run out. */
export function reviewRequestState(request: RequestDates, now: Date): ReviewRequestState {
	if (request.submittedAt) return 'submitted'
	if (request.optedOutAt) return 'opted-out'
	if (request.expiresAt <= now) return 'expired'
	return request.remindedAt ? 'reminded' : 'sent'
}

/** Whether the owner may send a (new) request: never after a review or an opt-out; again once a link has expired. */
export const canAskAgain = (state: ReviewRequestState | null) => state === null || state === 'expired'

const RATING_MESSAGE = `Choose a rating from ${RATING.min} to ${RATING.max} stars.`

/**
 * The public review form (`/review/:token`), shared by the form (names, limits)
 * and its action. No rating is chosen in advance: the customer picks one.
 */
export const publicReviewSchema = withFormMessage(
	z.object({
		rating: z.preprocess(
			(value) => (asString(value).trim() === '' ? undefined : Number(value)),
			z.number({ error: RATING_MESSAGE }).int(RATING_MESSAGE).min(RATING.min, RATING_MESSAGE).max(RATING.max, RATING_MESSAGE),
		),
		title: optionalText(reviewLimits.title, 'The title'),
		body: requiredText(reviewLimits.body, 'Tell us about the job in a few words.', 'Your review'),
		reviewer_name: requiredText(reviewLimits.reviewer_name, 'Enter your name as it should appear.', 'Your name'),
		location: optionalText(reviewLimits.location, 'Your area'),
		consent: text(z.string().refine((value) => value === 'on' || value === 'yes', 'Tick the box to let us publish your review.')),
	}),
	{ formError: 'Your review has not been sent yet: please check the highlighted fields.', title: 'Not sent yet' },
)

export type PublicReview = z.infer<typeof publicReviewSchema>

const REMINDER_MESSAGE = `Enter a whole number of days from ${REVIEW_REMINDER_DAYS.min} to ${REVIEW_REMINDER_DAYS.max}.`

/** The Review requests settings form: when the reminder goes. */
export const reviewRequestSettingsSchema = withFormMessage(
	z.object({
		reminderDays: text(
			z
				.string()
				.trim()
				.regex(/^\d{1,3}$/, REMINDER_MESSAGE)
				.transform(Number)
				.pipe(z.number().int().min(REVIEW_REMINDER_DAYS.min, REMINDER_MESSAGE).max(REVIEW_REMINDER_DAYS.max, REMINDER_MESSAGE)),
		),
	}),
	{ formError: 'The reminder was not saved.', title: 'Not saved' },
)

export type ReviewRequestSettings = z.infer<typeof reviewRequestSettingsSchema>

/** The enquiry page's "Ask for a review": ticked when the owner saw that the address opted out before and asks all the same. */
export const askForReviewForm = z.object({ confirm_opted_out: checkbox })
