import { storeEnquiry } from '#app/.server/enquiries/submit.ts'
import { readSubmission, reply } from '#app/.server/form.ts'
import { ClientScript } from '#app/client/client-script.tsx'
import { ToastSlot } from '#app/client/swap-markup.tsx'
import { PageHero, ProofPanel } from '#app/components/site/page-hero.tsx'
import { enquiryLimits, enquiryMessages, enquirySchema } from '#app/domain/enquiry/schema.ts'
import { formFailure } from '#app/domain/form.ts'
import { publicFormLimit } from '#app/utils/body-limit.ts'
import { sentWithoutJavaScript } from '#app/utils/hydration.ts'
import { usePublicSettings } from '#app/utils/root-data.ts'
import { pageMeta } from '#app/utils/route-meta.ts'

import type { Route } from './+types/contact.ts'
import { contactPage, contactSeo } from './contact/copy.ts'
import { EnquiryForm, enquiryRegion, enquirySent } from './contact/enquiry-form.tsx'
import { ContactAside, NextSteps } from './contact/sections.tsx'

export const meta: Route.MetaFunction = (args) => pageMeta(args, contactSeo)

/**
 * The form is enhanced by the swap controller, not React (decisions 0019 and
 * 0020). An enquiry is read within the public form's limit (decision 0026).
 */
export const handle = {
	...sentWithoutJavaScript,
	bodyLimit: {
		...publicFormLimit,
		title: 'Enquiry too long',
		tooLarge: `Your enquiry is too long to send. Please keep your message under ${enquiryLimits.message.toLocaleString('en-GB')} characters and try again.`,
	},
}

export async function action({ request, context }: Route.ActionArgs) {
	const submission = await readSubmission(request, enquirySchema, { honeypot: true, limit: handle.bodyLimit })
	if (submission.status === 'invalid') return reply(submission.failure, submission.httpStatus)
	if (submission.status === 'bot') {
		context.log.info('Enquiry honeypot filled; ignored')
		return enquirySent
	}
	const { data: enquiry, values } = submission
	const result = await storeEnquiry(enquiry, {
		clientIp: context.clientIp,
		userAgent: request.headers.get('user-agent'),
		sourcePage: values.sourcePage ?? '/contact',
		log: context.log,
	})
	switch (result.status) {
		case 'created':
			return enquirySent
		case 'rate-limited': {
			const { title, text } = enquiryMessages.rateLimited
			return reply(formFailure(text, values, { title }), 429, { 'Retry-After': String(result.retryAfterSeconds) })
		}
		case 'failed': {
			const { title, text } = enquiryMessages.failure
			return reply(formFailure(text, values, { title }), 503)
		}
	}
}

export default function Contact({ actionData }: Route.ComponentProps) {
	const settings = usePublicSettings()
	return (
		<>
			<ToastSlot id={enquiryRegion} />
			{/* The proof panel only beside the title: on a phone it would push the form below the first screen. */}
			<PageHero
				title={contactPage.title}
				subtitle={contactPage.intro}
				aside={
					<div className="hidden lg:block">
						<ProofPanel />
					</div>
				}
			/>

			{/* The form first, so a phone reaches it at once; beside the contact details from lg up. */}
			<div className="container-page grid grid-cols-1 gap-10 py-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)]">
				<section
					aria-labelledby="quote-form"
					className="min-w-0 rounded-lg border border-border p-6 shadow-sm sm:p-8 lg:col-start-2 lg:row-start-1"
				>
					<h2 id="quote-form" className="text-2xl font-bold">
						{contactPage.form.heading}
					</h2>
					<div id={enquiryRegion} data-swap-region className="mt-4">
						<EnquiryForm actionData={actionData} phone={settings.phone} />
					</div>
				</section>

				<div className="min-w-0 lg:col-start-1 lg:row-start-1">
					<ContactAside settings={settings} />
				</div>
			</div>

			<NextSteps />
			<ClientScript name="swap" />
		</>
	)
}
