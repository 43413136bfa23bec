import { open } from 'node:fs/promises'

/**
 * What an upload really is, from its first bytes alone: a file's name and
 * declared type are whatever the sender says, so neither is trusted.
 *
 * Our own table rather than file-type (decision 0035): we accept eight kinds,
 * and file-type takes an AVIF behind the generic `mif1` brand for HEIF and an
 * empty icon directory for an icon, has no SVG, and answers asynchronously.
 */
export type SniffedType = 'jpeg' | 'png' | 'gif' | 'webp' | 'heic' | 'avif' | 'svg' | 'ico'

/** How many leading bytes `sniffImage` wants (enough for an SVG's XML declaration and comments). */
export const SNIFF_BYTES = 4096

/** A file's first `SNIFF_BYTES` (fewer if it is shorter), for `sniffImage`. */
export async function readHead(path: string): Promise<Uint8Array> {
	const handle = await open(path, 'r')
	try {
		const buffer = Buffer.alloc(SNIFF_BYTES)
		const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0)
		return buffer.subarray(0, bytesRead)
	} finally {
		await handle.close()
	}
}

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'])
const AVIF_BRANDS = new Set(['avif', 'avis'])

const startsWith = (head: Uint8Array, bytes: readonly number[], offset = 0) =>
	head.length >= offset + bytes.length && bytes.every((byte, index) => head[offset + index] === byte)

const ascii = (head: Uint8Array, start: number, end: number) => String.fromCharCode(...head.subarray(start, end))

/** ISO base media files (HEIF, AVIF) open with an `ftyp` box: a major brand, then compatible ones. */
function sniffIsoBrands(head: Uint8Array): SniffedType | null {
	if (head.length < 16 || ascii(head, 4, 8) !== 'ftyp') return null
	const boxSize = ((head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!) >>> 0
	const major = ascii(head, 8, 12)
	const compatible: string[] = []
	for (let offset = 16; offset + 4 <= Math.min(boxSize, head.length); offset += 4) compatible.push(ascii(head, offset, offset + 4))
	// The major brand decides; only a generic one (mif1, msf1) defers to a more specific compatible brand.
	if (AVIF_BRANDS.has(major)) return 'avif'
	if (HEIC_BRANDS.has(major) && major !== 'mif1' && major !== 'msf1') return 'heic'
	if (compatible.some((brand) => AVIF_BRANDS.has(brand))) return 'avif'
	if (HEIC_BRANDS.has(major) || compatible.some((brand) => HEIC_BRANDS.has(brand))) return 'heic'
	return null
}

// An optional XML declaration, comments and a doctype (refused later, with a clear message), then the root.
const SVG_PROLOGUE = /^\s*(<\?xml[^>]*\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>)\s*)*<svg[\s>/]/i

function sniffSvg(head: Uint8Array): boolean {
	let bytes = head
	if (startsWith(bytes, [0xef, 0xbb, 0xbf])) bytes = bytes.subarray(3)
	// Text, not binary: a NUL byte rules it out before any decoding.
	if (bytes.includes(0)) return false
	return SVG_PROLOGUE.test(new TextDecoder('utf-8', { fatal: false }).decode(bytes))
}

export function sniffImage(head: Uint8Array): SniffedType | null {
	if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg'
	if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
	if (head.length >= 6 && (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a')) return 'gif'
	if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp'
	const iso = sniffIsoBrands(head)
	if (iso) return iso
	// An icon directory: reserved 0, type 1, and at least one image.
	if (startsWith(head, [0x00, 0x00, 0x01, 0x00]) && head.length >= 6 && (head[4]! > 0 || head[5]! > 0)) return 'ico'
	if (sniffSvg(head)) return 'svg'
	return null
}
