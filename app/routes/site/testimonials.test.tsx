import { sql } from 'drizzle-orm'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'

import { reviews } from '#app/.server/db/schema/index.ts'
import { AreaReviews } from '#app/routes/site/area/sections.tsx'
import { homeSections } from '#app/routes/site/home/copy.ts'
import { Testimonials } from '#app/routes/site/home/sections.tsx'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { testContext } from '#tests/route-context.ts'

import { loader as areaLoader } from './area.tsx'
import { loader as homeLoader } from './home.tsx'

/** The home and area pages quote published reviews (decision 0044), and show no section when there are none. */
const database = testDatabaseForThisFile()
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000)

const loadHome = () => homeLoader()
const loadArea = (area: string) =>
	areaLoader({ request: new Request(`https://www.example.test/areas/${area}`), params: { area }, context: testContext() } as never)

const renderHome = (items: Awaited<ReturnType<typeof loadHome>>['testimonials']) =>
	renderToStaticMarkup(
		<MemoryRouter>
			<Testimonials copy={homeSections.testimonials} items={items} />
		</MemoryRouter>,
	)
const renderArea = (data: Awaited<ReturnType<typeof loadArea>>) =>
	renderToStaticMarkup(
		<MemoryRouter>
			<AreaReviews reviews={data.reviews} />
		</MemoryRouter>,
	)

beforeEach(async () => {
	await database.db.execute(sql`truncate reviews`)
})

describe('testimonials on the public pages', () => {
	it('are the published reviews: the featured on the home page, the local ones on an area page', async () => {
		await database.db.insert(reviews).values([
			{
				reviewerName: 'Nadia F.',
				location: 'Maida Vale, W9',
				body: 'Kitchen fitted in a week.',
				rating: 4,
				isPublished: true,
				createdAt: daysAgo(3),
			},
			{
				reviewerName: 'Owen G.',
				location: 'Fulham, SW6',
				body: 'Boiler swapped.',
				rating: 5,
				isPublished: true,
				featured: true,
				createdAt: daysAgo(9),
			},
			{ reviewerName: 'Hidden H.', location: 'Maida Vale, W9', body: 'Not yet public.', rating: 5, isPublished: false, featured: true },
		])
		const home = await loadHome()
		expect(home.testimonials.map((review) => review.reviewerName)).toEqual(['Owen G.', 'Nadia F.'])
		const homeHtml = renderHome(home.testimonials)
		expect(homeHtml).toContain('What Our Customers Say')
		expect(homeHtml).toContain('“Boiler swapped.”')
		expect(homeHtml).toContain('Fulham, SW6')
		expect(homeHtml).toContain('aria-label="4 out of 5 stars"')
		expect(homeHtml).not.toContain('Hidden H.')
		expect(JSON.stringify(home)).not.toMatch(/featured"?:\s*true|isPublished|updatedAt/)

		const maidaVale = renderArea(await loadArea('maida-vale'))
		expect(maidaVale).toContain('What Local Customers Say')
		expect(maidaVale).toContain('“Kitchen fitted in a week.”')
		expect(maidaVale).not.toContain('Owen G.')
		expect(maidaVale).not.toContain('Not yet public.')

		// No review from Westminster: the featured one, not called local.
		const westminster = renderArea(await loadArea('westminster'))
		expect(westminster).toContain('What Our Customers Say')
		expect(westminster).not.toContain('Local Customers')
		expect(westminster).toContain('Owen G.')
	})

	it('leave no empty section when nothing is published', async () => {
		await database.db.insert(reviews).values([{ reviewerName: 'Draft D.', location: 'Maida Vale, W9', body: 'Draft.', isPublished: false }])
		const home = await loadHome()
		expect(home.testimonials).toEqual([])
		expect(renderHome(home.testimonials)).toBe('')
		expect(renderArea(await loadArea('maida-vale'))).toBe('')
	})
})
