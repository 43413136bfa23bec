import { describe, expect, it } from 'vitest'

import {
	buildRuleTable,
	checkedRule,
	checkFromPath,
	checkTarget,
	findRule,
	pathKey,
	problemMessage,
	redirectLocation,
	ruleSetProblems,
	type RedirectRule,
	type RuleDraft,
} from './rules.ts'
import { checkRedirectValues } from './schema.ts'

const rule = (fromPath: string, target: string, extra: Partial<RedirectRule> = {}): RedirectRule => ({
	id: fromPath,
	fromPath,
	target,
	match: 'exact',
	status: 301,
	...extra,
})

describe('a rule’s paths', () => {
	it('takes a path of this site for “from”: normalised, no query, not the home page or a reserved path', () => {
		expect(checkFromPath('/old-page/')).toEqual({ ok: true, value: '/old-page' })
		expect(checkFromPath('/a/./b/../c')).toEqual({ ok: true, value: '/a/c' })
		expect(checkFromPath('https://old-site.example/about-us.html')).toEqual({ ok: true, value: '/about-us.html' })
		for (const refused of [
			'//evil.example',
			'/\\evil.example',
			'/%2F%2Fevil.example',
			'javascript:alert(1)',
			'old',
			'/a b',
			'/.//evil',
			'',
		])
			expect(checkFromPath(refused).ok, refused).toBe(false)
		expect(checkFromPath('/old?x=1')).toMatchObject({ ok: false, message: expect.stringContaining('path only') })
		expect(checkFromPath('/')).toMatchObject({ ok: false, message: expect.stringContaining('home page') })
		for (const reserved of ['/admin', '/admin/reviews', '/auth/login', '/api/enquiries', '/media/x.jpg', '/healthz', '/%61dmin'])
			expect(checkFromPath(reserved)).toMatchObject({ ok: false, message: expect.stringContaining('cannot be redirected') })
		expect(checkFromPath('/administration').ok).toBe(true)
	})

	it('takes a site path or an http(s) address for “to”, and nothing for 410', () => {
		expect(checkTarget('/services?x=1', 301)).toEqual({ ok: true, value: '/services?x=1' })
		expect(checkTarget('https://example.co.uk/new page', 302).ok).toBe(false)
		expect(checkTarget('https://Example.co.uk/new', 302)).toEqual({ ok: true, value: 'https://example.co.uk/new' })
		for (const refused of [
			'//evil.example',
			'javascript:alert(1)',
			'https://user:pw@example.com/',
			'ftp://example.com/',
			'http://localhost/',
			'/a#b',
			'',
		])
			expect(checkTarget(refused, 301).ok, refused).toBe(false)
		expect(checkTarget('', 410)).toEqual({ ok: true, value: '' })
		expect(checkTarget('/services', 410)).toMatchObject({ ok: false, message: expect.stringContaining('410') })
	})

	it('checks the whole form, each refusal on its field', () => {
		expect(checkRedirectValues({ from_path: '/old', target: '/new', status: '302', match: 'prefix' })).toEqual({
			ok: true,
			data: { fromPath: '/old', target: '/new', status: 302, match: 'prefix' },
		})
		expect(checkRedirectValues({ from_path: '//x', target: '', status: '307', match: 'all' })).toMatchObject({
			ok: false,
			fieldErrors: { from_path: expect.any(String), status: expect.any(String), match: expect.any(String) },
		})
	})

	it('leaves out a stored rule that would not pass the form (written around it)', () => {
		expect(checkedRule({ id: '1', fromPath: '/old', match: 'exact', target: '//evil.example', status: 301 })).toBeNull()
		expect(checkedRule({ id: '1', fromPath: '/admin', match: 'exact', target: '/', status: 301 })).toBeNull()
		expect(checkedRule({ id: '1', fromPath: '/old', match: 'all', target: '/', status: 301 })).toBeNull()
		expect(checkedRule({ id: '1', fromPath: '/old', match: 'exact', target: '/x', status: 307 })).toBeNull()
		expect(checkedRule({ id: '1', fromPath: '/old', match: 'exact', target: '/x', status: 301 })).toMatchObject({ target: '/x' })
	})
})

describe('matching', () => {
	const table = buildRuleTable([
		rule('/old', '/new'),
		rule('/old-blog', '/blog', { match: 'prefix' }),
		rule('/old-blog/keep', '/kept'),
		rule('/gone', '', { status: 410, match: 'prefix' }),
		rule('/away', 'https://example.co.uk/landing?src=old', { match: 'prefix' }),
		rule('/caf%C3%A9', '/cafe'),
		rule('/root-prefix', '/', { match: 'prefix' }),
	])
	const location = (path: string, search = '') => {
		const key = pathKey(path)
		const found = findRule(table, key)
		return found ? (found.status === 410 ? 410 : redirectLocation(found, key, search)) : null
	}

	it('finds exact rules (trailing slash and percent-encoding aside), and prefix rules by whole segments', () => {
		expect(location('/old')).toBe('/new')
		expect(location('/old/')).toBe('/new')
		expect(location('/older')).toBeNull()
		expect(location('/old/child')).toBeNull()
		expect(location('/café')).toBe('/cafe')
		expect(location('/caf%c3%a9')).toBe('/cafe')
		expect(location('/old-blog')).toBe('/blog')
		expect(location('/old-blog/2019/post')).toBe('/blog/2019/post')
		expect(location('/old-blogger')).toBeNull()
		// An exact rule wins over a prefix one.
		expect(location('/old-blog/keep')).toBe('/kept')
		expect(location('/gone/anything')).toBe(410)
	})

	it('keeps the query, after the target’s own; another site gets its target as written', () => {
		expect(location('/old', '?utm_source=x&a=1')).toBe('/new?utm_source=x&a=1')
		expect(location('/old-blog/post', '?page=2')).toBe('/blog/post?page=2')
		expect(location('/away/deep/path', '?q=1')).toBe('https://example.co.uk/landing?src=old&q=1')
	})

	it('never builds an address off the site from the rest of a path', () => {
		expect(location('/root-prefix//evil.example')).toBeNull()
		expect(location('/root-prefix/ok')).toBe('/ok')
		expect(location('/old-blog/%2F%2Fevil.example')).toBeNull()
	})
})

describe('loops and chains', () => {
	const messages = (rules: RuleDraft[], saving: RuleDraft) =>
		ruleSetProblems(rules)
			.filter((problem) => problem.rule === saving || problem.other === saving)
			.map((problem) => problemMessage(problem, saving))

	it('refuses a rule that redirects its own target', () => {
		const self = rule('/a', '/a/b', { match: 'prefix' })
		expect(messages([self], self)).toEqual([expect.stringContaining('a loop')])
		const exact = rule('/a', '/a?x=1')
		expect(messages([exact], exact)).toEqual([expect.stringContaining('a loop')])
		expect(messages([rule('/a', '/a/b')], rule('/a', '/a/b'))).toEqual([])
	})

	it('names the other rule of a loop', () => {
		const first = rule('/a', '/b')
		const second = rule('/b', '/a')
		expect(messages([first, second], second)).toContainEqual(
			expect.stringMatching(/\/a leads back to \/b through the rule from \/a: a loop/),
		)
	})

	it('refuses a chain, pointing at the final target, from both sides', () => {
		const existing = rule('/old', '/new')
		const saving = rule('/older', '/old')
		expect(messages([existing, saving], saving)).toEqual([
			'/old is itself redirected by the rule from /old, which sends visitors to /new. Point this rule straight at /new.',
		])
		const moving = rule('/new', '/newer')
		expect(messages([existing, moving], moving)).toEqual([
			expect.stringContaining('The rule from /old sends visitors to /new, which this rule would redirect again'),
		])
		const gone = rule('/old-blog', '', { status: 410, match: 'prefix' })
		const intoGone = rule('/x', '/old-blog/post')
		expect(messages([gone, intoGone], intoGone)).toEqual([expect.stringContaining('marks it gone (410)')])
	})

	it('lets rules to other sites and 410s be', () => {
		const rules = [rule('/a', 'https://example.co.uk/a'), rule('/b', '', { status: 410 }), rule('/c', '/services')]
		expect(ruleSetProblems(rules)).toEqual([])
	})
})
