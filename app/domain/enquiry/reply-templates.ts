import { z } from 'zod'

import { asString } from '#app/domain/form.ts'

/**
 * The owner's reply templates (issue 24): a name to pick it by, a subject and
 * a body. `{name}`, `{service}` and `{business}` are filled in from the
 * enquiry and the settings when a template is chosen; the owner edits the
 * result before sending.
 */
export type ReplyTemplate = { name: string; subject: string; body: string }

export const MAX_REPLY_TEMPLATES = 12

export const defaultReplyTemplates: ReplyTemplate[] = [
	{
		name: 'Thanks, when can we call',
		subject: 'Your {service} enquiry',
		body: 'Hello {name},\n\nThank you for getting in touch about {service}. When is a good time for us to call you to talk it through?\n\nKind regards,\n{business}',
	},
	{
		name: 'Survey booked',
		subject: 'Your survey is booked',
		body: 'Hello {name},\n\nYour survey is booked for … . We will call when we are on our way.\n\nKind regards,\n{business}',
	},
	{
		name: 'Your quote',
		subject: 'Your quote for {service}',
		body: 'Hello {name},\n\nThank you for having us round. Our quote for the work is £… , including materials and labour. It is valid for 30 days.\n\nKind regards,\n{business}',
	},
]

/** How long lost and closed enquiries (and their photos) are kept, in months (issue 24). */
export const RETENTION_MONTHS = { default: 24, min: 1, max: 120 } as const

/** How long each part of a template may be: a template is a starting point, and all of them go in one admin form. */
export const replyTemplateLimits = { name: 60, subject: 200, body: 4000 } as const

/** What the placeholders of a template are filled with. */
export type ReplyPlaceholders = { name: string; service: string; business: string }

/** Courtesy titles: "Mr John Smith" is addressed as "Mr Smith", not "Mr". */
const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof', 'sir', 'dame', 'lady', 'lord', 'rev'])

/**
 * How a reply addresses the customer: their first name, or title and surname
 * ("Mr Smith") when the name starts with a title. The admin reads and edits
 * the result before it is sent, so any name is fine here.
 */
export function replyName(fullName: string): string {
	const words = fullName.trim().split(/\s+/).filter(Boolean)
	const first = words[0] ?? ''
	if (TITLES.has(first.replace(/\.$/, '').toLowerCase()) && words.length > 1) return `${first} ${words.at(-1)}`
	return first
}

/** The service as a reply names it: the form's "Other (please specify)" reads as "Other". */
export const replyService = (service: string) => service.replace(/\s*\(please specify\)\s*$/i, '').trim()

/** A template with `{name}`, `{service}` and `{business}` filled in (other braces are left as written). */
export function fillReplyTemplate(template: ReplyTemplate, values: ReplyPlaceholders): ReplyTemplate {
	const fill = (text: string) => text.replace(/\{(name|service|business)\}/g, (_, key: keyof ReplyPlaceholders) => values[key])
	return { name: template.name, subject: fill(template.subject), body: fill(template.body) }
}

/**
 * The stored templates as the admin uses them: anything malformed (a row
 * written around the form) is left out, and at most MAX_REPLY_TEMPLATES are
 * kept. A missing value reads as the defaults; an empty list stays empty (the
 * owner deleted them all).
 */
export function normaliseReplyTemplates(stored: unknown): ReplyTemplate[] {
	if (!Array.isArray(stored)) return defaultReplyTemplates
	const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '')
	return stored
		.map((item: unknown) => {
			const row = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>
			return {
				name: text(row.name, replyTemplateLimits.name).trim(),
				subject: text(row.subject, replyTemplateLimits.subject).trim(),
				body: text(row.body, replyTemplateLimits.body).trim(),
			}
		})
		.filter((template) => template.name && template.subject && template.body)
		.slice(0, MAX_REPLY_TEMPLATES)
}

/** The form field of part `part` of template slot `index`. */
export const templateField = (index: number, part: keyof ReplyTemplate | 'delete') => `template_${index}_${part}`

const templatePartLabels = { name: 'name', subject: 'subject', body: 'message' } as const

/**
 * The templates page's rules: one form with a slot per stored template and a
 * blank slot for a new one. A slot left blank, or ticked for deletion, is
 * dropped; a slot partly filled in is refused beside the missing part, never
 * silently dropped. Names must differ (the reply form picks by name).
 */
export const replyTemplatesForm = z.record(z.string(), z.unknown()).transform((values, context): ReplyTemplate[] => {
	const templates: ReplyTemplate[] = []
	const names = new Map<string, number>()
	for (let index = 0; index < MAX_REPLY_TEMPLATES; index++) {
		if (values[templateField(index, 'delete')] === 'on') continue
		const part = (name: keyof ReplyTemplate) => {
			const value = asString(values[templateField(index, name)]).replace(/\r\n?/g, '\n')
			return name === 'body' ? value.trim() : value.replace(/[\r\n\t]+/g, ' ').trim()
		}
		const template = { name: part('name'), subject: part('subject'), body: part('body') }
		if (!template.name && !template.subject && !template.body) continue
		let ok = true
		for (const name of ['name', 'subject', 'body'] as const) {
			const problem = !template[name]
				? `Enter the template's ${templatePartLabels[name]}, or clear the whole template to leave it out.`
				: template[name].length > replyTemplateLimits[name]
					? `Keep the ${templatePartLabels[name]} to ${replyTemplateLimits[name].toLocaleString('en-GB')} characters or fewer.`
					: null
			if (problem) {
				context.addIssue({ code: 'custom', message: problem, path: [templateField(index, name)] })
				ok = false
			}
		}
		const earlier = names.get(template.name.toLowerCase())
		if (template.name && earlier !== undefined) {
			context.addIssue({
				code: 'custom',
				message: `Template ${earlier + 1} already has this name: give each template its own.`,
				path: [templateField(index, 'name')],
			})
			ok = false
		}
		names.set(template.name.toLowerCase(), index)
		if (ok) templates.push(template)
	}
	return templates
})
