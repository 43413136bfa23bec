import type { AddressInfo } from 'node:net'
import express from 'express'
import { describe, expect, it } from 'vitest'

import { securityHeaders } from './security-headers.ts'

async function headersFor(siteUrl: string, development = false) {
	const app = express()
	app.use(securityHeaders({ siteUrl, development }))
	app.get('/', (_req, res) => res.send('ok'))
	const server = app.listen(0)
	await new Promise((resolve) => server.once('listening', resolve))
	try {
		const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)
		return { headers: response.headers }
	} finally {
		server.close()
	}
}

describe('security headers', () => {
	it('send a CSP that lets no inline script run, without unsafe-eval', async () => {
		const { headers } = await headersFor('http://localhost:3000')
		const csp = headers.get('content-security-policy') ?? ''
		expect(csp).toContain("script-src 'self';")
		expect(csp).toContain("script-src-attr 'none'")
		expect(csp).toContain("frame-ancestors 'none'")
		expect(csp).toContain("object-src 'none'")
		expect(csp).not.toContain('unsafe-eval')
		expect(headers.getSetCookie()).toEqual([])
	})

	it('send nosniff, a referrer policy, frame denial and a permissions policy', async () => {
		const { headers } = await headersFor('http://localhost:3000')
		expect(headers.get('x-content-type-options')).toBe('nosniff')
		expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
		expect(headers.get('x-frame-options')).toBe('DENY')
		expect(headers.get('permissions-policy')).toContain('camera=()')
	})

	it('send exactly the headers that protect a browser in use today', async () => {
		const { headers } = await headersFor('https://www.westway.example')
		const security = [...headers.keys()].filter(
			(name) => !['content-length', 'content-type', 'date', 'etag', 'connection', 'keep-alive'].includes(name),
		)
		expect(security.sort()).toEqual(
			[
				'content-security-policy',
				'cross-origin-opener-policy',
				'cross-origin-resource-policy',
				'origin-agent-cluster',
				'permissions-policy',
				'referrer-policy',
				'strict-transport-security',
				'x-content-type-options',
				'x-frame-options',
			].sort(),
		)
	})

	it('send HSTS and upgrade-insecure-requests only when the site is served over https', async () => {
		const secure = await headersFor('https://www.westway.example')
		expect(secure.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains')
		expect(secure.headers.get('content-security-policy')).toContain('upgrade-insecure-requests')
		const plain = await headersFor('http://localhost:3000')
		expect(plain.headers.get('strict-transport-security')).toBeNull()
		expect(plain.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests')
	})
})
