import sharp from 'sharp'

/** Test photos for the benches: made here with sharp, about as hard to compress as a real photo. */

/** A 4000x3000 JPEG with fine noise over a gradient, different for each n. */
export async function makePhoto(n: number): Promise<Buffer> {
	const width = 4000
	const height = 3000
	const noise = await sharp({
		create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
	})
		.png({ compressionLevel: 0 })
		.toBuffer()
	const gradient = Buffer.from(
		`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
			`<stop offset="0" stop-color="hsl(${(n * 37) % 360},60%,55%)"/><stop offset="1" stop-color="hsl(${(n * 37 + 120) % 360},50%,35%)"/>` +
			`</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
	)
	return sharp(gradient)
		.composite([{ input: noise, blend: 'soft-light' }])
		.jpeg({ quality: 88 })
		.toBuffer()
}
