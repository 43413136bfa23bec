import { readEnquiryForm, storeEnquiryPhotos } from '#app/.server/enquiries/photos.ts'
import { storeEnquiry } from '#app/.server/enquiries/submit.ts'
import { reply } from '#app/.server/form.ts'
import { ClientScript } from '#app/client/client-script.tsx'
import { ToastSlot } from '#app/client/swap-markup.tsx'
import { PageHero, ProofPanel } from '#app/components/site/page-hero.tsx'
import { enquiryPhotoCopy, enquiryPhotoLimits } from '#app/domain/enquiry/photos.ts'
import { enquiryLimits, enquiryMessages, enquirySchema } from '#app/domain/enquiry/schema.ts'
import { formFailure, validate, validationFailure } from '#app/domain/form.ts'
import { publicFormLimit } from '#app/utils/body-limit.ts'
import { honeypotField, isHoneypotFilled } from '#app/utils/honeypot.ts'
import { sentWithoutJavaScript } from '#app/utils/hydration.ts'
import { usePublicSettings } from '#app/utils/root-data.ts'
import { pageMeta } from '#app/utils/route-meta.ts'

import type { Route } from './+types/contact.ts'
import { contactPage, contactSeo } from './contact/copy.ts'
import { EnquiryForm, enquiryRegion, enquirySent, photosNotKept } from './contact/enquiry-form.tsx'
import { ContactAside, NextSteps } from './contact/sections.tsx'

export const meta: Route.MetaFunction = (args) => pageMeta(args, contactSeo)

const tooLongMessage = `Your enquiry is too long to send. Please keep your message under ${enquiryLimits.message.toLocaleString('en-GB')} characters and try again.`

/**
 * The form is enhanced by the swap controller, not React (decisions 0019 and
 * 0020). An enquiry is read within its own limit (decision 0026): the public
 * form's fields, plus up to five photos of 30 MB in all (decision 0048). A
 * body announced larger is read up to that cap all the same: the typed fields
 * come first, so the enquiry is taken and only the photos past it refused.
 */
export const handle = {
	...sentWithoutJavaScript,
	bodyLimit: {
		...publicFormLimit,
		bytes: enquiryPhotoLimits.totalBytes + 256 * 1024,
		files: enquiryPhotoLimits.files,
		title: enquiryPhotoCopy.tooLargeTitle,
		tooLarge: enquiryPhotoCopy.tooLarge,
		readToCap: true,
	},
}

export async function action({ request, context }: Route.ActionArgs) {
	const form = await readEnquiryForm(request, handle.bodyLimit, {
		fieldTooLarge: tooLongMessage,
		fieldTooLargeTitle: 'Enquiry too long',
		photosTooLarge: enquiryPhotoCopy.tooLarge,
		photosTooLargeTitle: enquiryPhotoCopy.tooLargeTitle,
	})
	if (!form.ok) return reply(photosNotKept(form.failure), form.httpStatus)
	try {
		const { values } = form
		if (isHoneypotFilled(values[honeypotField])) {
			context.log.info('Enquiry honeypot filled; ignored')
			return enquirySent
		}
		const validation = validate(enquirySchema, values)
		// The photos are not processed for an enquiry that is not taken; the visitor chooses them again.
		const hadPhotos = form.photos.length + form.refused.length > 0
		if (!validation.ok) return reply(photosNotKept(validationFailure(validation, values), hadPhotos), 400)
		const result = await storeEnquiry(
			validation.data,
			{
				clientIp: context.clientIp,
				userAgent: request.headers.get('user-agent'),
				sourcePage: values.sourcePage ?? '/contact',
				log: context.log,
			},
			{ photos: () => storeEnquiryPhotos(form.photos, context.log, form.refused) },
		)
		switch (result.status) {
			case 'created':
				return { ...enquirySent, photos: result.photos }
			case 'rate-limited': {
				const { title, text } = enquiryMessages.rateLimited
				return reply(photosNotKept(formFailure(text, values, { title }), hadPhotos), 429, {
					'Retry-After': String(result.retryAfterSeconds),
				})
			}
			case 'failed': {
				const { title, text } = enquiryMessages.failure
				return reply(photosNotKept(formFailure(text, values, { title }), hadPhotos), 503)
			}
		}
	} finally {
		await form.cleanup()
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
			<ClientScript name="photos" />
			<ClientScript name="swap" />
		</>
	)
}
