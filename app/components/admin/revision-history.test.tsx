import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'

import { articleDiffFields, diffFields } from '#app/domain/content/diff.ts'

import { RevisionDiff } from './revision-diff.tsx'
import { RevisionList, type RevisionSummary } from './revision-list.tsx'

/** The text a screen reader gets (tags dropped, the visually hidden text kept). */
const spoken = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&quot;/g, '"')

describe('RevisionDiff', () => {
	it('says when nothing changed', () => {
		expect(renderToStaticMarkup(<RevisionDiff changes={[]} />)).toContain('No changes.')
	})

	it('shows each changed field by its label, insertions as <ins> and deletions as <del>, announced', () => {
		const changes = diffFields(
			{ title: 'Boiler checks', tags: ['winter'], featured: false, publishAt: null },
			{ title: 'Six boiler checks', tags: ['autumn'], featured: true, publishAt: '2025-07-01T08:00:00Z' },
			articleDiffFields,
		)
		const html = renderToStaticMarkup(<RevisionDiff changes={changes} />)
		expect(html).toContain('<dt class="text-sm font-semibold">Title</dt>')
		expect(html).toMatch(/<ins[^>]*><span class="sr-only">added: <\/span>Six boiler <\/ins>/)
		expect(html).toMatch(/<del[^>]*><span class="sr-only">removed: <\/span>winter<\/del>/)
		expect(html).toMatch(/<ins[^>]*><span class="sr-only">added: <\/span>autumn<\/ins>/)
		const text = spoken(html)
		expect(text).toContain('Featuredwas: Off → , now: On')
		expect(text).toContain('Publish datewas: Not set → , now: 1 Jul 2025, 09:00')
		expect(html).toContain('[overflow-wrap:anywhere]')
	})

	it('escapes the text it shows', () => {
		const changes = diffFields({ title: '' }, { title: '<script>alert(1)</script>' }, articleDiffFields)
		const html = renderToStaticMarkup(<RevisionDiff changes={changes} />)
		expect(html).not.toContain('<script>')
		expect(html).toContain('&lt;script&gt;')
	})

	it('shows the notes: formatting only, order only, too large, and an omitted unchanged run', () => {
		const html = renderToStaticMarkup(
			<RevisionDiff
				changes={[
					{ key: 'bodyHtml', label: 'Body', kind: 'html', parts: [], note: 'Formatting changed' },
					{ key: 'tags', label: 'Tags', kind: 'list', added: [], removed: [], note: 'Order changed' },
					{ key: 'excerpt', label: 'Excerpt', kind: 'too-large', note: 'Changed (too large to compare)' },
					{
						key: 'title',
						label: 'Title',
						kind: 'text',
						parts: [
							{ value: '…', omitted: true },
							{ value: 'x', added: true },
						],
					},
				]}
			/>,
		)
		for (const note of ['Formatting changed', 'Order changed', 'Changed (too large to compare)', '(unchanged text not shown)']) {
			expect(html).toContain(note)
		}
		expect(html).not.toContain('<ul')
	})
})

const revisions: RevisionSummary[] = [
	{ id: 10, version: 1, kind: 'create', author: 'Sam Carter', createdAtLabel: '1 Oct 2025, 09:00', current: false },
	{ id: 14, version: 3, kind: 'publish', author: 'Sam Carter', createdAtLabel: '3 Oct 2025, 09:00', current: true },
	{ id: 12, version: 2, kind: 'save', author: null, createdAtLabel: '2 Oct 2025, 09:00', current: false },
	{ id: 13, version: null, kind: 'conflict', author: 'Alex Lee', createdAtLabel: '2 Oct 2025, 09:05', current: false },
]

const renderList = (props: Partial<Parameters<typeof RevisionList>[0]> = {}) =>
	renderToStaticMarkup(
		<MemoryRouter initialEntries={['/admin/articles/5/history']}>
			<RevisionList
				revisions={revisions}
				restoreForm={(revision) => (
					<form method="post">
						<input type="hidden" name="revisionId" value={revision.id} />
						<button type="submit">Restore this version</button>
					</form>
				)}
				{...props}
			/>
		</MemoryRouter>,
	)

describe('RevisionList', () => {
	it('says when there are no revisions', () => {
		expect(renderList({ revisions: [] })).toContain('No saved versions yet')
	})

	it('lists the revisions newest first with their version, kind, author and time', () => {
		const items = renderList()
			.split('<li')
			.slice(1)
			.map((item) => spoken(`<li${item}`))
		expect(items).toHaveLength(4)
		expect(items[0]).toMatch(/^Version 3PublishedCurrentSam Carter, 3 Oct 2025, 09:00/)
		expect(items[1]).toMatch(/^Refused saveRefused: saved by someone else firstAlex Lee, 2 Oct 2025, 09:05/)
		expect(items[2]).toMatch(/^Version 2Saved2 Oct 2025, 09:00/)
		expect(items[3]).toMatch(/^Version 1CreatedSam Carter, 1 Oct 2025, 09:00/)
	})

	it('links each revision by its id, the conflict included', () => {
		const html = renderList()
		for (const id of [10, 12, 13, 14]) expect(html).toContain(`href="/admin/articles/5/history?revision=${id}"`)
		expect(spoken(html)).toContain('View refused save of 2 Oct 2025, 09:05')
	})

	it('offers "Restore this version" for every revision but the current one', () => {
		const items = renderList().split('<li').slice(1)
		expect(items.map((item) => item.includes('Restore this version'))).toEqual([false, true, true, true])
		expect(items[1]).toContain('name="revisionId" value="13"')
		expect(
			renderToStaticMarkup(
				<MemoryRouter>
					<RevisionList revisions={revisions} />
				</MemoryRouter>,
			),
		).not.toContain('Restore')
	})

	it('marks the revision being viewed, by id or by version', () => {
		const byId = renderList({ selectedId: 13 }).split('<li').slice(1)
		expect(byId.map((item) => item.includes('aria-current="true"'))).toEqual([false, true, false, false])
		const byVersion = renderList({ selectedVersion: 2 }).split('<li').slice(1)
		expect(byVersion.map((item) => item.includes('aria-current="true"'))).toEqual([false, false, true, false])
		expect(byVersion[2]).toContain('Viewing')
	})
})
