import { readdir } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { findSeedPicturesFolder, seededPictureKeys, seedPictureFile } from './pictures.ts'

const folder = findSeedPicturesFolder()
const keys = Object.values(seededPictureKeys()).flat()

describe('the seed’s starting pictures', () => {
	it('names each picture once', () => {
		expect(keys.length).toBeGreaterThan(0)
		expect(new Set(keys).size).toBe(keys.length)
	})

	it.each(keys)('%s is a committed WebP of 1600x1000', async (key) => {
		const { format, width, height } = await sharp(seedPictureFile(key)).metadata()
		expect({ format, width, height }).toEqual({ format: 'webp', width: 1600, height: 1000 })
		// Decodes to the end: not truncated.
		const { info } = await sharp(seedPictureFile(key)).raw().toBuffer({ resolveWithObject: true })
		expect(info.width * info.height).toBe(1600 * 1000)
	})

	it('commits no picture the seed does not name', async () => {
		const files = (await readdir(folder, { recursive: true, withFileTypes: true }))
			.filter((entry) => entry.isFile())
			.map((entry) => path.join(entry.parentPath, entry.name))
		expect(files.sort()).toEqual(keys.map((key) => seedPictureFile(key)).sort())
	})

	it('finds the folder from the production build’s server directory too', () => {
		const root = path.resolve(folder, '../../../..')
		expect(findSeedPicturesFolder(path.join(root, 'build', 'server'))).toBe(folder)
	})

	it('refuses a key that is not a seeded picture’s', () => {
		expect(() => seedPictureFile('uploads/photo.webp')).toThrow(/Not a seeded picture/)
	})
})
