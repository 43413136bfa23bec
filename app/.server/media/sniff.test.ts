import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { sniffImage } from './sniff.ts'

const pixel = () => sharp({ create: { width: 8, height: 8, channels: 4, background: { r: 20, g: 40, b: 60, alpha: 0.5 } } })
const text = (value: string) => new TextEncoder().encode(value)

/** An ISO BMFF `ftyp` box with the given major and compatible brands. */
function ftyp(major: string, ...compatible: string[]) {
	const size = 16 + compatible.length * 4
	const box = Buffer.alloc(size)
	box.writeUInt32BE(size, 0)
	box.write('ftyp', 4, 'latin1')
	box.write(major, 8, 'latin1')
	compatible.forEach((brand, index) => box.write(brand, 16 + index * 4, 'latin1'))
	return box
}

describe('sniffImage', () => {
	it.each([
		['jpeg', () => pixel().jpeg().toBuffer()],
		['png', () => pixel().png().toBuffer()],
		['gif', () => pixel().gif().toBuffer()],
		['webp', () => pixel().webp().toBuffer()],
		['avif', () => pixel().avif().toBuffer()],
	] as const)('recognises a real %s file made by sharp', async (type, make) => {
		expect(sniffImage(await make())).toBe(type)
	})

	it.each([
		['an HEIC photo', ftyp('heic', 'mif1', 'heic'), 'heic'],
		['a HEIF sequence', ftyp('msf1', 'msf1', 'hevc'), 'heic'],
		['a generic HEIF', ftyp('mif1', 'mif1'), 'heic'],
		['an AVIF behind a generic major brand', ftyp('mif1', 'mif1', 'avif', 'miaf'), 'avif'],
		['an AVIF sequence', ftyp('avis', 'avis', 'msf1'), 'avif'],
		['an MP4 video', ftyp('isom', 'isom', 'mp42'), null],
	] as const)('reads the brands of %s', (_name, head, type) => {
		expect(sniffImage(head)).toBe(type)
	})

	it.each([
		['a bare root', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
		['an XML declaration', '<?xml version="1.0" encoding="UTF-8"?>\n<svg viewBox="0 0 1 1"></svg>'],
		['a byte order mark', '\uFEFF<svg></svg>'],
		['comments', '<?xml version="1.0"?><!-- Generator: Illustrator --><!-- second -->\n<svg></svg>'],
		['a doctype (refused later, with a reason)', '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">\n<svg></svg>'],
	])('recognises an SVG with %s', (_name, value) => {
		expect(sniffImage(text(value))).toBe('svg')
	})

	it('does not take HTML or other XML for an SVG', () => {
		expect(sniffImage(text('<html><svg></svg></html>'))).toBeNull()
		expect(sniffImage(text('<?xml version="1.0"?><rss></rss>'))).toBeNull()
		expect(sniffImage(text('hello <svg>'))).toBeNull()
	})

	it('recognises an icon directory', () => {
		expect(sniffImage(Uint8Array.from([0, 0, 1, 0, 1, 0, 16, 16, 0, 0]))).toBe('ico')
		// An empty directory is not an icon.
		expect(sniffImage(Uint8Array.from([0, 0, 1, 0, 0, 0]))).toBeNull()
	})

	it('refuses a program renamed photo.jpg, random bytes and an empty file', () => {
		const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('This program cannot be run in DOS mode')])
		expect(sniffImage(program)).toBeNull()
		const random = Uint8Array.from({ length: 512 }, (_, index) => (index * 7919 + 13) % 251)
		expect(sniffImage(random)).toBeNull()
		expect(sniffImage(new Uint8Array(0))).toBeNull()
		expect(sniffImage(Uint8Array.from([0xff, 0xd8]))).toBeNull()
	})

	it('refuses other kinds of file a general sniffer would name (a PDF, a ZIP, a TIFF, a BMP)', () => {
		expect(sniffImage(text('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).toBeNull()
		expect(sniffImage(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0]))).toBeNull()
		expect(sniffImage(Uint8Array.from([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0, 0, 0]))).toBeNull()
		expect(sniffImage(Buffer.concat([Buffer.from('BM'), Buffer.alloc(52)]))).toBeNull()
	})
})
