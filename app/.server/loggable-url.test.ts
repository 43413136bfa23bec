import { describe, expect, it } from 'vitest'

import { loggableUrl } from './loggable-url.ts'

describe('loggable request URLs', () => {
	it('keep paths and query names but never query values', () => {
		expect(loggableUrl('/admin/enquiries?q=jo.bloggs%40example.com&status=new&page=2')).toBe('/admin/enquiries?q=…&status=…&page=…')
		expect(loggableUrl('/gallery?category=kitchens')).toBe('/gallery?category=…')
		expect(loggableUrl('/contact?index&_routes=routes%2Fsite%2Fcontact')).toBe('/contact?index&_routes=…')
		expect(loggableUrl('/blog?')).toBe('/blog')
		expect(loggableUrl('/services/plumbing')).toBe('/services/plumbing')
		expect(loggableUrl('/')).toBe('/')
	})

	it('mask unsubscribe and confirmation tokens, in page and data requests', () => {
		const token = 'p5Qw1Yt0l3S7a9kZ'
		for (const [url, logged] of [
			[`/newsletter/unsubscribe/${token}`, '/newsletter/unsubscribe/…'],
			[`/newsletter/unsubscribe/${token}.data`, '/newsletter/unsubscribe/…'],
			[`/Newsletter/Unsubscribe/${token}?from=email`, '/Newsletter/Unsubscribe/…?from=…'],
			[`/newsletter/%75nsubscribe/${token}`, '/newsletter/unsubscribe/…'],
			[`/newsletter/unsubscribe//${token}/x`, '/newsletter/unsubscribe/…'],
			[`/newsletter/unsubscribe%2F${token}`, '/newsletter/unsubscribe/…'],
			[`/newsletter/confirm/${token}`, '/newsletter/confirm/…'],
			[`/newsletter/confirm/${token}.data?_routes=x`, '/newsletter/confirm/…?_routes=…'],
			[`/newsletter/%63onfirm/${token}`, '/newsletter/confirm/…'],
		]) {
			expect(loggableUrl(url!)).toBe(logged)
			expect(loggableUrl(url!)).not.toContain(token)
		}
	})

	it('keep a path that cannot be decoded as it is', () => {
		expect(loggableUrl('/blog/%E0%A4%A')).toBe('/blog/%E0%A4%A')
	})
})
