import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

import { areaPages } from '#app/content/areas.ts'
import { areaPlaces, areasOfLocation } from '#app/domain/review/area.ts'

import { seedBusinessFacts, seedReviews } from './data.ts'

/**
 * Every customer quote on a public page is a review the owner can edit,
 * unpublish or delete (decision 0044): none is written in code. The seed is
 * where starting reviews live; tests may quote what they check.
 */

const appDir = join(import.meta.dirname, '..', '..')
const seedDir = import.meta.dirname

function sourceFiles(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const path = join(dir, entry.name)
		if (entry.isDirectory()) return path === seedDir || entry.name === 'node_modules' ? [] : sourceFiles(path)
		return /\.(ts|tsx|md|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
	})
}

const sources = sourceFiles(appDir).map((path) => ({ path: relative(appDir, path), text: readFileSync(path, 'utf8') }))

/** The quotes that were once in code (the home page's and the area pages'), now seeded reviews. */
const formerQuotes = [
	{ name: 'Rebecca H.', text: 'turned our tired Victorian kitchen into the heart of the house' },
	{ name: 'Andrew P.', text: 'A pipe burst at 11pm' },
	{ name: 'Fatima K.', text: 'the tiling is immaculate' },
	{ name: 'Helen R.', text: 'traced the leak to the flat above' },
	{ name: 'James K.', text: 'canal-side flat and dealt with the freeholder' },
	{ name: 'Charlotte W.', text: 'without a mark on the staircase' },
	{ name: 'Richard P.', text: 'Our boiler failed on a winter evening' },
	{ name: 'David L.', text: 'A leak through the ceiling of our office on a Saturday' },
	{ name: 'Amira S.', text: 'A full refurbishment of our flat in a period block' },
	{ name: 'Sophie T.', text: 'We had our Victorian terrace rewired' },
	{ name: 'Mark D.', text: 'They look after the maintenance on our two rental flats' },
]

describe('customer quotes in code', () => {
	it('scan the app’s source (a sanity check of the scan itself)', () => {
		expect(sources.length).toBeGreaterThan(100)
		expect(sources.some((source) => source.path === join('routes', 'site', 'home.tsx'))).toBe(true)
		expect(sources.some((source) => source.path.startsWith(join('.server', 'seed')))).toBe(false)
	})

	it('are none of the former quotes, nor their reviewers, outside the seed', () => {
		for (const { path, text } of sources) {
			for (const quote of formerQuotes) {
				expect(text, `${path}: ${quote.name}`).not.toContain(quote.text)
				expect(text, path).not.toContain(quote.name)
			}
		}
	})

	it('are none of the seeded reviews outside the seed', () => {
		for (const { path, text } of sources) {
			for (const review of seedReviews) {
				expect(text, `${path}: review by ${review.reviewerName}`).not.toContain(review.body.slice(0, 60))
			}
		}
	})

	it('are no testimonial-shaped literals: a quote, testimonial, author or reviewer written as a string', () => {
		// A property so named whose value is a string literal (on the same line or the next).
		const shaped = /\b(quotes?|testimonials?|author|reviewerName|reviewer_name)\s*:\s*['"`]/
		for (const { path, text } of sources) {
			expect(text.match(shaped)?.[0], path).toBeUndefined()
		}
	})

	it('would be found if one came back', () => {
		const shaped = /\b(quotes?|testimonials?|author|reviewerName|reviewer_name)\s*:\s*['"`]/
		expect("{\n\t\tquote:\n\t\t\t'Brilliant work.',\n\t\tauthor: 'Ann B.' }").toMatch(shaped)
		expect('testimonial: "Great"').toMatch(shaped)
		// Case studies' testimonials are data read from the database: fine.
		expect("testimonial: { quote: row.testimonialQuote ?? '' }").not.toMatch(shaped)
	})
})

describe('the seeded reviews', () => {
	const team = seedBusinessFacts.team.map((member) => member.name)
	/** "Priya Shah" and "Priya S." are the same person. */
	const short = (name: string) => name.replace(/^(\S+)\s+(\S)\S*$/, '$1 $2.')

	it('have no reviewer who is one of the team', () => {
		expect(team.length).toBeGreaterThan(0)
		for (const review of seedReviews) {
			for (const member of team) {
				expect(short(review.reviewerName), `${review.reviewerName} / ${member}`).not.toBe(short(member))
			}
		}
	})

	it('have unique titles (the seed’s key), and each is located in an area page', () => {
		expect(new Set(seedReviews.map((review) => review.title)).size).toBe(seedReviews.length)
		const places = areaPages.map(areaPlaces)
		for (const review of seedReviews) expect(areasOfLocation(review.location, places), review.location).not.toEqual([])
	})

	it('give the home page three featured reviews and every area page reviews of its own', () => {
		const published = seedReviews.filter((review) => review.isPublished)
		expect(published.filter((review) => review.featured)).toHaveLength(3)
		const places = areaPages.map(areaPlaces)
		for (const area of areaPages) {
			const local = published.filter((review) => areasOfLocation(review.location, places).includes(area.slug))
			expect(local.length, area.slug).toBeGreaterThanOrEqual(2)
		}
	})
})
