import { readReplyTemplates, saveReplyTemplates } from '#app/.server/enquiries/reply.ts'
import { BackLink } from '#app/components/admin/back-link.tsx'
import { editorFields } from '#app/components/admin/editable-list.tsx'
import { revalidateUnlessNoticeDropped } from '#app/components/admin/notice.tsx'
import { FieldGroup, SettingsForm } from '#app/components/admin/settings-form.tsx'
import { Checkbox } from '#app/components/ui/checkbox.tsx'
import { InputField, TextareaField } from '#app/components/ui/field.tsx'
import {
	defaultReplyTemplates,
	MAX_REPLY_TEMPLATES,
	replyTemplateLimits,
	replyTemplatesForm,
	templateField,
	type ReplyTemplate,
} from '#app/domain/enquiry/reply-templates.ts'

import { AdminErrorBoundary } from './+shared/error-boundary.tsx'
import { adminMeta } from './+shared/meta.ts'
import { loadSettingsForm, settingsFormAction } from './+shared/settings-form.server.ts'
import type { Route } from './+types/reply-templates.ts'

/**
 * /admin/enquiries/templates: the owner's reply templates (issue 24), one
 * settings form: a group per template (tick Delete, or clear it, to drop it)
 * and a blank one to add with while there are fewer than MAX_REPLY_TEMPLATES.
 */
export function loader(args: Route.LoaderArgs) {
	return loadSettingsForm(args, 'reply templates', readReplyTemplates, defaultReplyTemplates)
}

export function action(args: Route.ActionArgs) {
	return settingsFormAction(args, {
		path: '/admin/enquiries/templates',
		what: 'reply templates',
		schema: replyTemplatesForm,
		save: saveReplyTemplates,
	})
}

export { revalidateUnlessNoticeDropped as shouldRevalidate }

export const meta: Route.MetaFunction = () => adminMeta('Reply templates')

const blank: ReplyTemplate = { name: '', subject: '', body: '' }

export default function AdminReplyTemplates({ loaderData, actionData }: Route.ComponentProps) {
	const { values: templates, loadError } = loaderData
	const { field, checked } = editorFields(actionData)
	// The stored templates, then one blank slot to add with while there is room.
	const slots = templates.length < MAX_REPLY_TEMPLATES ? [...templates, blank] : templates
	return (
		<div className="grid gap-4">
			<BackLink to="/admin/enquiries">All enquiries</BackLink>
			<SettingsForm
				id="reply-templates"
				title="Reply templates"
				description={
					<>
						The starting points of a reply from an enquiry page (you edit the text before it is sent). <code>{'{name}'}</code> becomes the
						customer&apos;s first name, <code>{'{service}'}</code> the service they asked about and <code>{'{business}'}</code> the business
						name. Up to {MAX_REPLY_TEMPLATES} templates.
					</>
				}
				savedMessage="Reply templates saved successfully"
				loadError={loadError}
				failure={actionData}
			>
				{slots.map((template, index) => {
					const isNew = index === templates.length
					return (
						<FieldGroup
							key={index}
							title={isNew ? 'New template' : `Template ${index + 1}`}
							hint={
								isNew ? 'Fill this in to add a template; leave it blank to add none.' : 'Clear every field, or tick Delete, to remove it.'
							}
						>
							<InputField
								label="Name"
								hint="What you pick it by, e.g. “Survey booked”."
								maxLength={replyTemplateLimits.name}
								{...field(templateField(index, 'name'), template.name)}
							/>
							<InputField
								label="Subject"
								maxLength={replyTemplateLimits.subject}
								{...field(templateField(index, 'subject'), template.subject)}
							/>
							<TextareaField
								label="Message"
								rows={8}
								maxLength={replyTemplateLimits.body}
								{...field(templateField(index, 'body'), template.body)}
							/>
							{isNew ? null : (
								<label className="flex min-h-11 items-center gap-3 text-sm">
									<Checkbox name={templateField(index, 'delete')} defaultChecked={checked(templateField(index, 'delete'), false)} />
									Delete this template
								</label>
							)}
						</FieldGroup>
					)
				})}
				{templates.length >= MAX_REPLY_TEMPLATES ? (
					<p className="text-sm text-muted-foreground">That is the most there can be ({MAX_REPLY_TEMPLATES}): delete one to add another.</p>
				) : null}
			</SettingsForm>
		</div>
	)
}

export { AdminErrorBoundary as ErrorBoundary }
