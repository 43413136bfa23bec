import { readFileSync } from 'node:fs'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { seededPictureKeys, seedPictureFile } from '#app/.server/seed/pictures.ts'

import { drawingHash, fileHash, renderSeedPicture, seedPictureDrawings, seedPicturesRecordFile } from './seed-pictures.ts'

const drawings = seedPictureDrawings()
const record = JSON.parse(readFileSync(seedPicturesRecordFile, 'utf8')) as Record<string, { drawing: string; file: string }>
const regenerate =
	'out of date: run `npm run images -- seed` and commit app/.server/seed/pictures/ and scripts/illustrations/seed-pictures.json'

describe('the drawings of the seed’s starting pictures', () => {
	it('draw exactly the pictures the seed names', () => {
		expect([...drawings.keys()].sort()).toEqual(Object.values(seededPictureKeys()).flat().sort())
	})

	it('draw every picture from its own scene, variant and colours', () => {
		const drawn = [...drawings.values()].map((spec) => `${spec.kind}/${spec.variant}/${spec.palette ?? spec.variant}`)
		expect(new Set(drawn).size).toBe(drawn.length)
	})

	it('are what the committed files were rendered from', () => {
		for (const [key, picture] of drawings) {
			expect(record[key]?.drawing, `${key}: the drawing changed since its file was rendered, ${regenerate}`).toBe(drawingHash(picture))
			expect(fileHash(readFileSync(seedPictureFile(key))), `${key}: the file is not the one rendered, ${regenerate}`).toBe(
				record[key]?.file,
			)
		}
		expect(Object.keys(record).sort()).toEqual([...drawings.keys()].sort())
	})

	it('render the committed file (a "before", muted), to within the encoder’s rounding', async () => {
		const [key, picture] = [...drawings].find(([, candidate]) => candidate.muted)!
		const pixels = async (input: Buffer | string) => sharp(input).removeAlpha().raw().toBuffer()
		const [rendered, committed] = await Promise.all([pixels(await renderSeedPicture(picture)), pixels(seedPictureFile(key))])
		expect(rendered.length).toBe(committed.length)
		let difference = 0
		for (let i = 0; i < rendered.length; i++) difference += Math.abs(rendered[i]! - committed[i]!)
		expect(difference / rendered.length).toBeLessThan(1)
	})
})
