import { describe, expect, it } from 'vitest'

import { pageCount, pagedTitle, pageHref, pageOffset, pageWindow, parsePage } from './paging.ts'

describe('?page=', () => {
	it('is page 1 when absent, and the number when it is a positive whole number', () => {
		expect(parsePage(null)).toBe(1)
		expect(parsePage('1')).toBe(1)
		expect(parsePage('500')).toBe(500)
	})

	it('is null (not found) for anything else', () => {
		for (const value of ['', '0', '-1', '02', '2.0', '1e3', 'two', ' 2', '2 ', '9999999999', '0x10'])
			expect(parsePage(value), value).toBeNull()
	})
})

describe('page arithmetic', () => {
	it('counts at least one page, and rounds up a part page', () => {
		expect(pageCount(0, 10)).toBe(1)
		expect(pageCount(10, 10)).toBe(1)
		expect(pageCount(11, 10)).toBe(2)
		expect(pageCount(10_000, 12)).toBe(834)
	})

	it('skips the items of the earlier pages', () => {
		expect(pageOffset(1, 10)).toBe(0)
		expect(pageOffset(500, 10)).toBe(4990)
	})
})

describe('page addresses', () => {
	it('leave the parameter out for page 1 and keep the other choices', () => {
		expect(pageHref('/reviews', 1)).toBe('/reviews')
		expect(pageHref('/reviews', 2)).toBe('/reviews?page=2')
		expect(pageHref('/gallery', 1, { category: 'Full Refurbishment' })).toBe('/gallery?category=Full+Refurbishment')
		expect(pageHref('/gallery', 3, { category: 'Kitchens' })).toBe('/gallery?category=Kitchens&page=3')
		expect(pageHref('/gallery', 3, { category: null })).toBe('/gallery?page=3')
	})

	it('give later pages a title of their own', () => {
		expect(pagedTitle('Customer Reviews | West London', 1)).toBe('Customer Reviews | West London')
		expect(pagedTitle('Customer Reviews | West London', 2)).toBe('Customer Reviews (Page 2) | West London')
		expect(pagedTitle('Our Work', 3)).toBe('Our Work (Page 3)')
	})
})

describe('page links', () => {
	it('show every page of a short list', () => {
		expect(pageWindow(1, 1)).toEqual([1])
		expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4])
		expect(pageWindow(1, 5)).toEqual([1, 2, null, 5])
	})

	it('show the first, the last and the neighbours of the current page, with gaps', () => {
		expect(pageWindow(500, 1000)).toEqual([1, null, 499, 500, 501, null, 1000])
		expect(pageWindow(1, 1000)).toEqual([1, 2, null, 1000])
		expect(pageWindow(1000, 1000)).toEqual([1, null, 999, 1000])
	})

	it('show a single hidden page instead of a gap', () => {
		expect(pageWindow(4, 1000)).toEqual([1, 2, 3, 4, 5, null, 1000])
		expect(pageWindow(997, 1000)).toEqual([1, null, 996, 997, 998, 999, 1000])
	})
})
