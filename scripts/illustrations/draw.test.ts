import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { illustrationKinds, illustrationSvg } from './draw.ts'

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg'

describe('illustrationSvg', () => {
	for (const kind of illustrationKinds) {
		for (const variant of [0, 1, 2, 3]) {
			it(`renders ${kind} variant ${variant} as a self-contained SVG`, async () => {
				const svg = illustrationSvg(kind, { width: 160, height: 100, variant })

				expect(svg.startsWith('<svg')).toBe(true)
				expect(svg).not.toContain('<image')
				expect(svg).not.toContain('<text')
				expect(svg.replaceAll(SVG_NAMESPACE, '')).not.toContain('http')
				expect(Buffer.byteLength(svg)).toBeLessThan(60 * 1024)

				const { info } = await sharp(Buffer.from(svg)).resize(160, 100).png().toBuffer({ resolveWithObject: true })
				expect(info.width).toBe(160)
				expect(info.height).toBe(100)
			})
		}
	}

	it('gives each variant of a scene its own look', () => {
		for (const kind of illustrationKinds) {
			const variants = new Set([0, 1, 2, 3].map((variant) => illustrationSvg(kind, { width: 160, height: 100, variant })))
			expect(variants.size).toBe(4)
		}
	})
})
