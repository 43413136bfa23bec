import type { ServerBuild } from 'react-router'
import { describe, expect, it } from 'vitest'

import { adminFormLimit, publicFormLimit, uploadLimit } from '#app/utils/body-limit.ts'

import { bodyLimitsOf, resolveBodyLimit } from './body-limit.ts'
import { getEnv } from './env.ts'

/** A route table shaped as the build's: ids, parents, paths and each module's handle. */
const route = (id: string, parentId: string | undefined, path: string | undefined, handle?: unknown, index = false) => ({
	[id]: { id, parentId, path, index, caseSensitive: false, module: { handle } },
})
const routes = {
	...route('root', undefined, ''),
	...route('site', 'root', undefined),
	...route('home', 'site', undefined, undefined, true),
	...route('contact', 'site', 'contact', { hydrate: false, bodyLimit: { ...publicFormLimit, tooLarge: 'Contact’s own.' } }),
	...route('splat', 'site', '*'),
	...route('admin', 'root', 'admin', { bodyLimit: adminFormLimit }),
	...route('reviews', 'admin', 'reviews'),
	...route('gallery', 'admin', 'gallery', { bodyLimit: uploadLimit(20) }),
} as unknown as ServerBuild['routes']

describe('the body limit of a request path (decision 0026)', () => {
	const limitFor = bodyLimitsOf(routes)
	const MB = 1024 * 1024

	it('is the deepest matched route’s declared limit, inherited by children that declare none', () => {
		expect(limitFor('/contact')).toMatchObject({ bytes: 32 * 1024, tooLarge: 'Contact’s own.' })
		expect(limitFor('/admin/reviews')).toMatchObject({ bytes: 256 * 1024, tooLarge: adminFormLimit.tooLarge })
		expect(limitFor('/admin/gallery')).toMatchObject({ bytes: 20 * getEnv().UPLOAD_MAX_MB * MB + MB, files: 20 })
	})

	it('finds a data request’s page by its path without the .data suffix', () => {
		expect(limitFor('/contact.data').tooLarge).toBe('Contact’s own.')
		expect(limitFor('/admin/gallery.data').files).toBe(20)
	})

	it('gives a path no route declares a limit for (an unknown one, /api/auth/…) the public form’s', () => {
		for (const path of ['/', '/_root.data', '/api/auth/sign-in/email', '/nowhere'])
			expect(limitFor(path), path).toEqual(resolveBodyLimit(publicFormLimit))
	})
})
