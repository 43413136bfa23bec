import type { ServerBuild } from 'react-router'
import { describe, expect, it } from 'vitest'

import { enquiryPhotoLimits } from '#app/domain/enquiry/photos.ts'
import { adminFormLimit, publicFormLimit, uploadLimit, type BodyLimit } from '#app/utils/body-limit.ts'

import { bodyLimitLocations, renderNginxSite } from './nginx-site.ts'

/** A route table shaped like the build's: ids, parents, paths and each module's handle. */
function routes(entries: [id: string, parentId: string | undefined, path: string | undefined, limit?: BodyLimit][]) {
	return Object.fromEntries(
		entries.map(([id, parentId, path, bodyLimit]) => [
			id,
			{ id, parentId, path, module: { handle: bodyLimit ? { bodyLimit } : undefined } },
		]),
	) as unknown as ServerBuild['routes']
}

const table = routes([
	['root', undefined, ''],
	['site', 'root', undefined],
	['contact', 'site', 'contact', { ...publicFormLimit, bytes: enquiryPhotoLimits.totalBytes + 256 * 1024, files: 5, readToCap: true }],
	['newsletter', 'root', 'newsletter', publicFormLimit],
	['admin', 'root', 'admin', adminFormLimit],
	['admin-index', 'admin', undefined],
	['gallery', 'admin', 'gallery', uploadLimit(20)],
	['gallery-photo', 'gallery', ':photoId'],
	['article', 'admin', 'articles/:id', { ...adminFormLimit, bytes: 1024 * 1024 }],
	['article-new', 'admin', 'articles/new', { ...adminFormLimit, bytes: 1024 * 1024 }],
])

describe('the nginx site', () => {
	it('gives each route whose body may pass 1 MB the whole MB above its cap, the contact form twice its cap', () => {
		expect(bodyLimitLocations(table, 25).map(({ path, megabytes }) => [path, megabytes])).toEqual([
			['/admin/articles/new', 2],
			['/admin/gallery', 502],
			['/contact', 61],
			['/admin/articles/:id', 2],
			['/admin/gallery/:photoId', 502],
		])
		// UPLOAD_MAX_MB is the app's: twenty files of it.
		expect(bodyLimitLocations(table, 10).find((location) => location.path === '/admin/gallery')?.megabytes).toBe(202)
	})

	it('places them inside the location of their prefix, and fills every part of the template', () => {
		const site = renderNginxSite({
			serverNames: ['www.example.co.uk', 'example.co.uk'],
			upstreams: [3001, 3002],
			routes: table,
			uploadMaxMb: 25,
		})
		expect(site).not.toMatch(/\{\{/)
		expect(site).toContain('\tserver 127.0.0.1:3001 max_fails=1 fail_timeout=5s;\n\tserver 127.0.0.1:3002 max_fails=1 fail_timeout=5s;')
		expect(site).toContain('server_name www.example.co.uk example.co.uk;')
		expect(site).toContain('ssl_certificate /etc/letsencrypt/live/www.example.co.uk/fullchain.pem;')
		expect(site).toContain('\tlisten 443 ssl http2 default_server;\n\tlisten [::]:443 ssl http2 default_server;')
		const admin = site.slice(site.indexOf('location /admin {'), site.indexOf('location /auth {'))
		expect(admin).toContain('location ~ ^/admin/gallery(?:\\.data)?$ {\n\t\t\tclient_max_body_size 502m;')
		// The static path first: nginx takes the first regex that matches.
		expect(admin.indexOf('/admin/articles/new')).toBeLessThan(admin.indexOf('/admin/articles/[^/]+'))
		const pages = site.slice(site.indexOf('location / {'), site.indexOf('location /admin {'))
		expect(pages).toContain('location ~ ^/contact(?:\\.data)?$ {\n\t\t\tclient_max_body_size 61m;')
		expect(pages).toContain('proxy_cache westway_pages;')
	})

	it('refuses a route no location of the template can take, and a part nothing fills', () => {
		const template = 'server {\n\tlocation /admin {\n{{body_limits /admin}}\n\t}\n}\n'
		expect(() => renderNginxSite({ serverNames: ['a.example'], upstreams: [3001], routes: table, uploadMaxMb: 25 }, template)).toThrow(
			'No location of the template takes /contact (client_max_body_size 61m)',
		)
		expect(() =>
			renderNginxSite(
				{ serverNames: ['a.example'], upstreams: [3001], routes: routes([['root', undefined, '']]), uploadMaxMb: 25 },
				'{{nope}}',
			),
		).toThrow('{{nope}}')
	})
})
