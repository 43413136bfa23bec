import { describe, expect, it } from 'vitest'

import { formSnapshot } from './unsaved-changes.tsx'

/** A stand-in form: FormData needs a DOM, so the snapshot's input is given as the entries it reads. */
function fakeForm(entries: [string, string | File][]) {
	const original = globalThis.FormData
	return {
		snapshot() {
			globalThis.FormData = class {
				constructor() {
					return entries as unknown as FormData
				}
			} as unknown as typeof FormData
			try {
				return formSnapshot({} as HTMLFormElement)
			} finally {
				globalThis.FormData = original
			}
		},
	}
}

describe('formSnapshot', () => {
	it('differs when a value changes and is equal when it is put back', () => {
		const before = fakeForm([
			['title', 'Boilers'],
			['bodyHtml', '<p>a</p>'],
		]).snapshot()
		const edited = fakeForm([
			['title', 'Boilers'],
			['bodyHtml', '<p>ab</p>'],
		]).snapshot()
		const back = fakeForm([
			['title', 'Boilers'],
			['bodyHtml', '<p>a</p>'],
		]).snapshot()
		expect(edited).not.toBe(before)
		expect(back).toBe(before)
	})

	it('tells repeated names apart by order and files by name and size', () => {
		const tags = fakeForm([
			['tags', 'a'],
			['tags', 'b'],
		]).snapshot()
		expect(
			fakeForm([
				['tags', 'b'],
				['tags', 'a'],
			]).snapshot(),
		).not.toBe(tags)
		const file = fakeForm([['file', new File(['xyz'], 'a.jpg')]]).snapshot()
		expect(file).toBe(JSON.stringify([['file', 'file:a.jpg:3']]))
	})
})
