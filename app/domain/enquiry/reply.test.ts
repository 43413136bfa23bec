import { describe, expect, it } from 'vitest'

import { validate } from '#app/domain/form.ts'

import {
	defaultReplyTemplates,
	fillReplyTemplate,
	MAX_REPLY_TEMPLATES,
	normaliseReplyTemplates,
	replyName,
	replyService,
	replyTemplatesForm,
	templateField,
} from './reply-templates.ts'
import { replyForm, replyMessages } from './reply.ts'

describe('reply templates', () => {
	it('address the customer by first name, or title and surname', () => {
		expect(replyName('  Sarah   Mitchell ')).toBe('Sarah')
		expect(replyName('Mr John Smith')).toBe('Mr Smith')
		expect(replyName('Dr. Jones')).toBe('Dr. Jones')
		expect(replyName('Mrs')).toBe('Mrs')
		expect(replyName('')).toBe('')
	})

	it('name the service as chosen, "Other" without its prompt', () => {
		expect(replyService('Plumbing Services')).toBe('Plumbing Services')
		expect(replyService('Other (please specify)')).toBe('Other')
	})

	it('fill {name}, {service} and {business}, every time they appear, and leave other braces alone', () => {
		const filled = fillReplyTemplate(
			{ name: 'T', subject: '{service} for {name}', body: '{name}, {name}: {business} {unknown} {{name}}' },
			{ name: 'Sarah', service: 'Tiling', business: 'Westway' },
		)
		expect(filled).toEqual({ name: 'T', subject: 'Tiling for Sarah', body: 'Sarah, Sarah: Westway {unknown} {Sarah}' })
		// A replacement is never read as a pattern: "$&" stays as typed.
		expect(fillReplyTemplate({ name: 'T', subject: '{name}', body: '' }, { name: '$&', service: '', business: '' }).subject).toBe('$&')
	})

	it('read stored values defensively: defaults when missing, malformed rows left out, at most the maximum', () => {
		expect(normaliseReplyTemplates(undefined)).toBe(defaultReplyTemplates)
		expect(normaliseReplyTemplates([])).toEqual([])
		expect(normaliseReplyTemplates([{ name: 'A', subject: 'S', body: 'B' }, { name: 'No body', subject: 'S' }, 'text', null])).toEqual([
			{ name: 'A', subject: 'S', body: 'B' },
		])
		const many = Array.from({ length: 20 }, (_, index) => ({ name: `T${index}`, subject: 'S', body: 'B' }))
		expect(normaliseReplyTemplates(many)).toHaveLength(MAX_REPLY_TEMPLATES)
	})

	it('templates form: one-line names and subjects, blank and deleted slots dropped', () => {
		const result = validate(replyTemplatesForm, {
			[templateField(0, 'name')]: ' A\nname ',
			[templateField(0, 'subject')]: 'Sub\r\nject',
			[templateField(0, 'body')]: ' Line 1\r\nLine 2 ',
			[templateField(1, 'name')]: 'Gone',
			[templateField(1, 'subject')]: 'S',
			[templateField(1, 'body')]: 'B',
			[templateField(1, 'delete')]: 'on',
			[templateField(2, 'name')]: ['not', 'text'],
		})
		expect(result).toEqual({ ok: true, data: [{ name: 'A name', subject: 'Sub ject', body: 'Line 1\nLine 2' }] })
	})
})

describe('the reply form', () => {
	it('makes the subject one line and keeps the text as typed, line endings made plain', () => {
		expect(validate(replyForm, { subject: ' Your\r\n  quote\t', body: '\r\n Hello,\r\n\r\nThe quote. \r\n' })).toEqual({
			ok: true,
			data: { subject: 'Your quote', body: 'Hello,\n\nThe quote.' },
		})
	})

	it('refuses blank, missing and overlong values with their own messages', () => {
		expect(validate(replyForm, {})).toMatchObject({
			ok: false,
			fieldErrors: { subject: replyMessages.subjectMissing, body: replyMessages.bodyMissing },
		})
		expect(validate(replyForm, { subject: 'x'.repeat(201), body: 'y'.repeat(10_001) })).toMatchObject({
			ok: false,
			fieldErrors: { subject: replyMessages.subjectTooLong, body: replyMessages.bodyTooLong },
		})
	})
})
