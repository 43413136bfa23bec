import { describe, expect, it } from 'vitest'

import { sitePath, sitePathOr } from './site-path.ts'

describe('a path of this site', () => {
	it.each([
		['/', '/'],
		['/services', '/services'],
		['/services/', '/services/'],
		['/blog?category=Tips&page=2', '/blog?category=Tips&page=2'],
		['/about#team', '/about#team'],
		['/areas/maida-vale/../ealing', '/areas/ealing'],
		['/./gallery', '/gallery'],
		['/a/%2e%2e/contact', '/contact'],
		['/caf%C3%A9', '/caf%C3%A9'],
		['/café', '/caf%C3%A9'],
		['/search?q=a//b', '/search?q=a//b'],
	])('%s is kept as %s', (value, expected) => {
		expect(sitePath(value)).toBe(expected)
	})

	it.each([
		// Another host, however it is written.
		'//evil.example',
		'/\\evil.example',
		'\\\\evil.example',
		'/.//evil.example',
		'/..//evil.example',
		'/a/..//evil.example',
		'/%2F/evil.example',
		'/%2f%2fevil.example',
		'/%5Cevil.example',
		'/%2e//evil.example',
		'/a/%2e%2e//evil.example',
		// Schemes and relative paths.
		'https://evil.example/',
		'javascript:alert(1)',
		'evil.example',
		'services',
		'',
		// Characters a browser drops or rewrites, raw or encoded.
		'/\t/evil.example',
		'/\n/evil.example',
		'/%09/evil.example',
		'/%0A/evil.example',
		'/ /evil.example',
		'/services page',
		// Not decodable.
		'/100%',
		'/%E0%A4%A',
		// Not a string, or too long.
		undefined,
		null,
		42,
		`/${'a'.repeat(2_000)}`,
	])('%j is refused', (value) => {
		expect(sitePath(value)).toBeNull()
	})

	it('falls back for anything it refuses', () => {
		expect(sitePathOr('/.//evil.example', '/blog')).toBe('/blog')
		expect(sitePathOr('/gallery?page=2', '/blog')).toBe('/gallery?page=2')
	})

	it('never gives a browser a path it reads as another origin', () => {
		const samples = ['/', '/a/../b', '/x/./y/', '/%2E%2E/z', '/q?next=//evil.example', '/h#//evil.example']
		for (const sample of samples) {
			const path = sitePath(sample)
			expect(path).not.toBeNull()
			expect(new URL(path!, 'https://westway.example').origin).toBe('https://westway.example')
		}
	})
})
