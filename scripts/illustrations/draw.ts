/**
 * Code-generated starting illustrations for the site.
 *
 * Every function here is pure: it returns a standalone SVG string drawn in a
 * fixed 1600x1000 viewBox (scaled with `preserveAspectRatio="xMidYMid slice"`,
 * so the important content sits in the centre). The pictures are flat,
 * calm architectural illustrations of London period homes and trade scenes.
 * They use only plain shapes, gradients, patterns and one Gaussian blur, so
 * sharp/librsvg and every browser render them the same way. No text, no
 * external references.
 */

export type IllustrationKind =
	| 'kitchen'
	| 'bathroom'
	| 'living-room'
	| 'bedroom'
	| 'exterior'
	| 'refurbishment'
	| 'plumbing'
	| 'electrical'
	| 'heating'
	| 'carpentry'
	| 'decorating'
	| 'tiling'

export const illustrationKinds: readonly IllustrationKind[] = [
	'kitchen',
	'bathroom',
	'living-room',
	'bedroom',
	'exterior',
	'refurbishment',
	'plumbing',
	'electrical',
	'heating',
	'carpentry',
	'decorating',
	'tiling',
]

export type IllustrationOptions = {
	width: number
	height: number
	variant?: number
	/** The colour scheme (0..3), when it should differ from the variant's own. */
	palette?: number
}

/** Which picture to draw: the scene, its layout variant and optionally another colour scheme. */
export type IllustrationSpec = { kind: IllustrationKind; variant: number; palette?: number }

const W = 1600
const H = 1000

/* ------------------------------------------------------------------------ */
/* Small SVG toolkit                                                         */
/* ------------------------------------------------------------------------ */

type Attrs = Record<string, string | number | undefined>

function n(v: number): string {
	return String(Math.round(v * 10) / 10)
}

function at(extra?: Attrs): string {
	if (!extra) return ''
	let out = ''
	for (const [k, v] of Object.entries(extra)) {
		if (v === undefined) continue
		out += ` ${k}="${typeof v === 'number' ? n(v) : v}"`
	}
	return out
}

function rect(x: number, y: number, w: number, h: number, fill: string, ex?: Attrs): string {
	return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${at(ex)}/>`
}

function poly(pts: number[], fill: string, ex?: Attrs): string {
	return `<polygon points="${pts.map(n).join(' ')}" fill="${fill}"${at(ex)}/>`
}

function path(d: string, fill: string, ex?: Attrs): string {
	return `<path d="${d}" fill="${fill}"${at(ex)}/>`
}

function circle(cx: number, cy: number, r: number, fill: string, ex?: Attrs): string {
	return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${at(ex)}/>`
}

function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, ex?: Attrs): string {
	return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${at(ex)}/>`
}

function line(x1: number, y1: number, x2: number, y2: number, stroke: string, sw: number, ex?: Attrs): string {
	return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(sw)}"${at(ex)}/>`
}

function stroke(d: string, color: string, sw: number, ex?: Attrs): string {
	return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(sw)}" stroke-linecap="round" stroke-linejoin="round"${at(ex)}/>`
}

function reuse(ref: string, ex?: Attrs): string {
	return `<use href="${ref}"${at(ex)}/>`
}

function group(content: string, ex?: Attrs): string {
	return `<g${at(ex)}>${content}</g>`
}

/* Colour helpers ---------------------------------------------------------- */

function hexToRgb(hex: string): [number, number, number] {
	const h = hex.replace('#', '')
	const full =
		h.length === 3
			? h
					.split('')
					.map((c) => c + c)
					.join('')
			: h
	const v = parseInt(full, 16)
	return [(v >> 16) & 255, (v >> 8) & 255, v & 255]
}

function mix(a: string, b: string, t: number): string {
	const [r1, g1, b1] = hexToRgb(a)
	const [r2, g2, b2] = hexToRgb(b)
	const c = (x: number, y: number) =>
		Math.round(x + (y - x) * t)
			.toString(16)
			.padStart(2, '0')
	return `#${c(r1, r2)}${c(g1, g2)}${c(b1, b2)}`
}

const dark = (c: string, t: number) => mix(c, '#0f1724', t)
const light = (c: string, t: number) => mix(c, '#ffffff', t)

/* Document with shared defs ---------------------------------------------- */

type Stop = [offset: number, color: string, opacity?: number]

class Doc {
	private defs: string[] = []
	private seen = new Set<string>()
	readonly body: string[] = []

	constructor(readonly prefix: string) {}

	add(...parts: string[]): void {
		this.body.push(...parts)
	}

	id(name: string): string {
		return `${this.prefix}-${name}`
	}

	private define(name: string, make: (id: string) => string): string {
		const id = this.id(name)
		if (!this.seen.has(id)) {
			this.seen.add(id)
			this.defs.push(make(id))
		}
		return `url(#${id})`
	}

	linear(name: string, stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
		return this.define(
			name,
			(id) => `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsSvg(stops)}</linearGradient>`,
		)
	}

	radial(name: string, stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
		return this.define(name, (id) => `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsSvg(stops)}</radialGradient>`)
	}

	pattern(name: string, w: number, h: number, content: string, transform?: string): string {
		return this.define(
			name,
			(id) =>
				`<pattern id="${id}" width="${n(w)}" height="${n(h)}" patternUnits="userSpaceOnUse"${
					transform ? ` patternTransform="${transform}"` : ''
				}>${content}</pattern>`,
		)
	}

	clip(name: string, content: string): string {
		return this.define(name, (id) => `<clipPath id="${id}">${content}</clipPath>`)
	}

	/** Defines reusable content once; returns the `#id` to pass to `reuse`. */
	symbol(name: string, content: string): string {
		return this.define(name, (id) => `<g id="${id}">${content}</g>`).slice(4, -1)
	}

	blur(name: string, sd: number): string {
		return this.define(
			name,
			(id) => `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
		)
	}

	render(width: number, height: number, mirrored: boolean): string {
		const content = this.body.join('')
		const inner = mirrored ? `<g transform="matrix(-1 0 0 1 ${W} 0)">${content}</g>` : content
		return (
			`<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(width)}" height="${Math.round(height)}" ` +
			`viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">` +
			`<defs>${this.defs.join('')}</defs>${inner}</svg>`
		)
	}
}

function stopsSvg(stops: Stop[]): string {
	return stops
		.map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined || op === 1 ? '' : ` stop-opacity="${op}"`}/>`)
		.join('')
}

/* ------------------------------------------------------------------------ */
/* Palettes                                                                  */
/* ------------------------------------------------------------------------ */

type Pal = {
	wall: string
	trim: string
	joinery: string
	feature: string
	accent: string
	floor: string
	floorAlt: string
	tile: string
	metal: string
	fabric: string
	fabric2: string
	plant: string
	sky: string
	ink: string
	warm: string
}

const PALETTES: Pal[] = [
	// Warm white walls, deep navy joinery, brass and amber
	{
		wall: '#ECE5D9',
		trim: '#F8F5EF',
		joinery: '#2C3B56',
		feature: '#EFE7D6',
		accent: '#E0953A',
		floor: '#C99F72',
		floorAlt: '#BD9266',
		tile: '#F5F2EC',
		metal: '#C7A15B',
		fabric: '#8797AD',
		fabric2: '#DCCBB0',
		plant: '#5C8A62',
		sky: '#BCD6EA',
		ink: '#1E293B',
		warm: '#FFD9A0',
	},
	// Sage walls, cream joinery, navy accents
	{
		wall: '#C4CDB7',
		trim: '#F6F2EA',
		joinery: '#EEE7D8',
		feature: '#2F3F5C',
		accent: '#DB8A3E',
		floor: '#B3865B',
		floorAlt: '#A87B51',
		tile: '#E8EDE4',
		metal: '#C09856',
		fabric: '#34445F',
		fabric2: '#E9DDC8',
		plant: '#4F7F58',
		sky: '#C8DDEB',
		ink: '#1E293B',
		warm: '#FFDDA8',
	},
	// Light slate-blue walls, white joinery, walnut floor
	{
		wall: '#B4C0CD',
		trim: '#F7F5F1',
		joinery: '#F4F1EA',
		feature: '#46566E',
		accent: '#E9A03F',
		floor: '#A17C5A',
		floorAlt: '#967150',
		tile: '#34466A',
		metal: '#BFC6CF',
		fabric: '#E3D2B4',
		fabric2: '#C9733F',
		plant: '#55875F',
		sky: '#D5E4EF',
		ink: '#1E293B',
		warm: '#FFE0AE',
	},
	// Soft plaster pink, green joinery, pale oak
	{
		wall: '#E8D3C6',
		trim: '#FAF6F0',
		joinery: '#4E6B5C',
		feature: '#F0E6D4',
		accent: '#D9863A',
		floor: '#D3B086',
		floorAlt: '#C8A47A',
		tile: '#7E9C8A',
		metal: '#C9A35E',
		fabric: '#2F3F58',
		fabric2: '#F1E5D2',
		plant: '#4F8058',
		sky: '#C3DBEC',
		ink: '#1E293B',
		warm: '#FFD8A0',
	},
]

/* ------------------------------------------------------------------------ */
/* Shared building blocks                                                    */
/* ------------------------------------------------------------------------ */

const FLOOR_Y = 790

type FloorStyle = 'chevron' | 'herringbone' | 'boards' | 'checker' | 'tiles'

/** Small deterministic pseudo-random generator (mulberry32), so pictures are stable. */
function rng(seed: number): () => number {
	let a = seed >>> 0
	return () => {
		a = (a + 0x6d2b79f5) >>> 0
		let t = a
		t = Math.imul(t ^ (t >>> 15), t | 1)
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}
}

/** Running-bond metro tiles (64x32 repeat). */
function metro(d: Doc, name: string, tile: string): string {
	return d.pattern(
		name,
		64,
		32,
		rect(0, 0, 64, 32, dark(tile, 0.14)) +
			rect(1.5, 1.5, 61, 13, tile) +
			rect(1.5, 1.5, 61, 3, light(tile, 0.4)) +
			rect(-30.5, 17.5, 61, 13, tile) +
			rect(33.5, 17.5, 61, 13, tile) +
			rect(-30.5, 17.5, 61, 3, light(tile, 0.4)) +
			rect(33.5, 17.5, 61, 3, light(tile, 0.4)),
	)
}

/** Back wall, cornice, skirting and floor of a frontal room elevation. */
function roomShell(
	d: Doc,
	p: Pal,
	o: { floor: FloorStyle; wall?: string; floorY?: number; pictureRail?: number; lightX?: number; skirting?: boolean },
): void {
	const fy = o.floorY ?? FLOOR_Y
	const wall = o.wall ?? p.wall
	const lx = o.lightX ?? 800
	d.add(
		rect(
			0,
			0,
			W,
			fy,
			d.linear('wall', [
				[0, light(wall, 0.12)],
				[0.55, wall],
				[1, dark(wall, 0.06)],
			]),
		),
	)
	// Daylight pooling on the wall around the window
	d.add(
		ellipse(
			lx,
			fy * 0.45,
			760,
			520,
			d.radial('wallglow', [
				[0, '#ffffff', 0.32],
				[1, '#ffffff', 0],
			]),
		),
	)
	floor(d, p, o.floor, fy)
	// Cornice
	const t = p.trim
	d.add(
		rect(0, 0, W, 30, light(t, 0.3)),
		rect(0, 30, W, 12, t),
		rect(0, 42, W, 6, dark(t, 0.1)),
		rect(0, 48, W, 14, t),
		rect(0, 49, W, 9, d.pattern('dentil', 24, 10, rect(0, 0, 14, 10, dark(t, 0.09)))),
		rect(0, 62, W, 8, light(t, 0.2)),
		rect(
			0,
			70,
			W,
			14,
			d.linear('cornshadow', [
				[0, '#1e293b', 0.16],
				[1, '#1e293b', 0],
			]),
		),
	)
	if (o.pictureRail) {
		const y = o.pictureRail
		d.add(rect(0, y, W, 10, t), rect(0, y + 10, W, 3, '#1e293b', { opacity: 0.12 }))
	}
	// Skirting board
	if (o.skirting !== false)
		d.add(
			rect(0, fy - 58, W, 6, light(t, 0.4)),
			rect(0, fy - 52, W, 8, dark(t, 0.08)),
			rect(0, fy - 44, W, 44, t),
			rect(0, fy - 4, W, 4, dark(t, 0.12)),
		)
}

function floor(d: Doc, p: Pal, style: FloorStyle, fy: number): void {
	const fh = H - fy
	const a = p.floor
	const b = p.floorAlt
	const ln = dark(a, 0.22)
	if (style === 'chevron') {
		let c = ''
		for (let k = -1; k <= 2; k++) {
			const fill = k % 2 === 0 ? a : b
			c += poly([0, 30 + 30 * k, 60, 30 * k, 60, 30 * k + 30, 0, 60 + 30 * k], fill, { stroke: ln, 'stroke-width': 1.6 })
			c += poly([60, 30 * k, 120, 30 + 30 * k, 120, 60 + 30 * k, 60, 30 * k + 30], k % 2 === 0 ? b : a, {
				stroke: ln,
				'stroke-width': 1.6,
			})
		}
		d.add(rect(0, fy, W, fh, d.pattern('chevron', 120, 60, c, 'translate(0 790) scale(1 .45)')))
	} else if (style === 'herringbone') {
		// Planks k:1 laid in herringbone; lattice (1,1) and (k,-k), square repeat of 2k units
		const u = 18
		const k = 4
		const T = 2 * k * u
		let c = rect(0, 0, T, T, ln)
		for (let i = -2 * k - 2; i <= 2 * k + 2; i++) {
			for (let j = -3; j <= 3; j++) {
				const ox = (i + k * j) * u
				const oy = (i - k * j) * u
				if (ox > T || oy > T || ox + (k + 1) * u < 0 || oy + (k + 1) * u < 0) continue
				const hsh = ((((ox % T) + T) % T) * 7 + (((oy % T) + T) % T) * 3) / u
				const tone = (hsh % 5) * 0.025
				c += rect(ox + 1, oy + 1, k * u - 2, u - 2, mix(a, '#ffffff', tone))
				c += rect(ox + 1, oy + u + 1, u - 2, k * u - 2, mix(b, '#0f1724', tone * 0.6))
			}
		}
		d.add(rect(0, fy, W, fh, d.pattern('herring', T, T, c, 'translate(0 790) scale(1 .45) rotate(45)')))
	} else if (style === 'checker') {
		const lt = mix(p.trim, '#e9e4da', 0.5)
		const dk = mix(p.ink, '#7d8798', 0.2)
		const c = rect(0, 0, 120, 120, lt) + rect(0, 0, 60, 60, dk) + rect(60, 60, 60, 60, dk)
		d.add(rect(0, fy, W, fh, d.pattern('checker', 120, 120, c, 'translate(0 790) scale(1 .4) rotate(45)')))
	} else if (style === 'tiles') {
		const c =
			rect(0, 0, 100, 100, dark(p.tile, 0.25)) +
			rect(2, 2, 96, 96, mix(p.tile, '#d9d4ca', 0.55)) +
			poly([50, 12, 88, 50, 50, 88, 12, 50], mix(p.tile, '#d9d4ca', 0.3))
		d.add(rect(0, fy, W, fh, d.pattern('ftiles', 100, 100, c, 'translate(0 790) scale(1 .42)')))
	} else {
		// Wide boards running towards the viewer, converging gently
		d.add(rect(0, fy, W, fh, a))
		let c = ''
		let i = 0
		for (let xb = -520; xb <= 2120; xb += 104) {
			const xt = 800 + (xb - 800) * 0.7
			const next = 800 + (xb + 104 - 800) * 0.7
			if (i % 2 === 1) c += poly([xt, fy, next, fy, xb + 104, H, xb, H], b)
			c += line(xt, fy, xb, H, ln, 2)
			// butt joints
			const tj = ((i * 37) % 100) / 100
			const yj = fy + fh * (0.2 + tj * 0.7)
			const f = (yj - fy) / fh
			const x1 = xt + (xb - xt) * f
			const x2 = next + (xb + 104 - next) * f
			c += line(x1, yj, x2, yj, ln, 1.6)
			i++
		}
		d.add(c)
	}
	// Depth: shade under the skirting and towards the viewer
	d.add(
		rect(
			0,
			fy,
			W,
			fh,
			d.linear('floorshade', [
				[0, '#0f1724', 0.2],
				[0.18, '#0f1724', 0.03],
				[0.7, '#0f1724', 0.04],
				[1, '#0f1724', 0.2],
			]),
		),
	)
}

/** Patch of daylight on the floor below a window, plus a faint beam. */
function daylight(d: Doc, x: number, w: number, top: number, fy = FLOOR_Y, skew = 230): void {
	d.add(
		poly(
			[x + 40, top, x + w - 20, top, x + w + skew * 0.9, fy + 30, x + skew * 0.6, fy + 30],
			d.linear('beam', [
				[0, '#ffffff', 0.12],
				[1, '#ffffff', 0],
			]),
		),
		poly(
			[x - 10, fy, x + w + 10, fy, x + w + skew + 60, H, x + skew - 40, H],
			d.linear('floorlight', [
				[0, '#fff8e8', 0.42],
				[1, '#fff8e8', 0.1],
			]),
		),
	)
}

/** Soft blurred shadow ellipse. */
function shadow(d: Doc, cx: number, cy: number, rx: number, ry: number, op = 0.22): string {
	return ellipse(cx, cy, rx, ry, '#0f1724', { opacity: op, filter: d.blur('soft', 9) })
}

/** A panel with a bevelled inset (shaker door, wall panel, door panel). */
function inset(x: number, y: number, w: number, h: number, color: string, m = 14): string {
	return (
		rect(x, y, w, h, color) +
		rect(x + m, y + m, w - 2 * m, h - 2 * m, dark(color, 0.05)) +
		rect(x + m, y + m, w - 2 * m, 4, '#0f1724', { opacity: 0.16 }) +
		rect(x + m, y + m, 4, h - 2 * m, '#0f1724', { opacity: 0.1 }) +
		rect(x + m, y + h - m - 3, w - 2 * m, 3, '#ffffff', { opacity: 0.3 }) +
		rect(x + w - m - 3, y + m, 3, h - 2 * m, '#ffffff', { opacity: 0.2 })
	)
}

type SashOptions = {
	cols?: number
	rows?: number
	frosted?: boolean
	curtains?: string
	shutters?: boolean
	view?: 'trees' | 'terrace'
}

/** A timber box-sash window with architrave, sill and a soft view outside. */
function sashWindow(d: Doc, p: Pal, x: number, y: number, w: number, h: number, o: SashOptions = {}): void {
	const cols = o.cols ?? 2
	const rows = o.rows ?? 1
	const t = p.trim
	const out: string[] = []
	// architrave and reveal
	out.push(rect(x - 26, y - 26, w + 52, h + 26, dark(t, 0.04)), rect(x - 18, y - 18, w + 36, h + 18, t))
	out.push(rect(x, y, w, h, dark(p.wall, 0.12)))
	// glass / view
	const gx = x + 14
	const gy = y + 12
	const gw = w - 28
	const gh = h - 24
	out.push(
		rect(
			gx,
			gy,
			gw,
			gh,
			d.linear('sky', [
				[0, dark(p.sky, 0.06)],
				[0.6, light(p.sky, 0.45)],
				[1, light(p.sky, 0.7)],
			]),
		),
	)
	const view: string[] = []
	if ((o.view ?? 'trees') === 'trees') {
		const g = light(p.plant, 0.35)
		view.push(
			circle(gx + gw * 0.2, gy + gh * 0.78, gw * 0.32, g, { opacity: 0.55 }),
			circle(gx + gw * 0.55, gy + gh * 0.84, gw * 0.36, g, { opacity: 0.45 }),
			circle(gx + gw * 0.9, gy + gh * 0.72, gw * 0.3, g, { opacity: 0.5 }),
		)
	} else {
		const b = mix('#d8c8a4', p.sky, 0.45)
		view.push(
			rect(gx, gy + gh * 0.55, gw, gh * 0.45, b),
			poly([gx, gy + gh * 0.55, gx + gw * 0.5, gy + gh * 0.42, gx + gw, gy + gh * 0.55], mix('#7c8794', p.sky, 0.5)),
		)
		for (let i = 0; i < 3; i++) view.push(rect(gx + gw * (0.12 + i * 0.3), gy + gh * 0.64, gw * 0.16, gh * 0.2, light(p.sky, 0.3)))
	}
	const clipName = `win${Math.round(x)}x${Math.round(y)}`
	out.push(group(view.join(''), { 'clip-path': d.clip(clipName, rect(gx, gy, gw, gh, '#fff')) }))
	// reflections
	out.push(
		poly([gx + gw * 0.1, gy, gx + gw * 0.38, gy, gx, gy + gh * 0.42, gx, gy + gh * 0.16], '#ffffff', { opacity: 0.22 }),
		poly([gx + gw * 0.6, gy + gh, gx + gw, gy + gh * 0.5, gx + gw, gy + gh * 0.62, gx + gw * 0.74, gy + gh], '#ffffff', {
			opacity: 0.16,
		}),
	)
	if (o.frosted) out.push(rect(gx, y + h / 2, gw, gh / 2, '#ffffff', { opacity: 0.6 }))
	// sash frames
	const sash = (sy: number, sh: number, front: boolean) => {
		const f = front ? t : dark(t, 0.05)
		let s = ''
		s += rect(x + 8, sy, w - 16, 10, f) + rect(x + 8, sy + sh - 14, w - 16, 14, f)
		s += rect(x + 8, sy, 10, sh, f) + rect(x + w - 18, sy, 10, sh, f)
		const iw = w - 36
		const ih = sh - 24
		for (let c = 1; c < cols; c++) s += rect(x + 18 + (iw * c) / cols - 2.5, sy + 10, 5, ih, f)
		for (let r = 1; r < rows; r++) s += rect(x + 18, sy + 10 + (ih * r) / rows - 2.5, iw, 5, f)
		return s
	}
	out.push(sash(y + 4, h / 2 + 4, false))
	out.push(rect(x + 8, y + h / 2 + 4, w - 16, 5, '#0f1724', { opacity: 0.12 }))
	out.push(sash(y + h / 2 - 2, h / 2 - 2, true))
	// sill with shadow
	out.push(rect(x - 34, y + h, w + 68, 14, light(t, 0.2)), rect(x - 28, y + h + 14, w + 56, 8, dark(t, 0.08)))
	out.push(
		rect(
			x - 28,
			y + h + 22,
			w + 56,
			14,
			d.linear('sillshadow', [
				[0, '#1e293b', 0.2],
				[1, '#1e293b', 0],
			]),
		),
	)
	if (o.shutters) {
		const sw = w * 0.22
		out.push(inset(x - 26 - sw, y - 10, sw, h * 0.48, t, 10), inset(x - 26 - sw, y + h * 0.5, sw, h * 0.5 - 10, t, 10))
		out.push(inset(x + w + 26, y - 10, sw, h * 0.48, t, 10), inset(x + w + 26, y + h * 0.5, sw, h * 0.5 - 10, t, 10))
	}
	if (o.curtains) {
		const c = o.curtains
		const cw = w * 0.28
		out.push(rect(x - 90, y - 58, w + 180, 8, p.metal), circle(x - 92, y - 54, 9, p.metal), circle(x + w + 92, y - 54, 9, p.metal))
		const drape = (cx: number, dir: number) => {
			const x0 = cx
			const x1 = cx + dir * cw
			let s = path(
				`M${n(x0)} ${n(y - 50)}L${n(x1)} ${n(y - 50)}Q${n(x1 - dir * 30)} ${n(y + h * 0.5)} ${n(x1 - dir * 8)} ${n(FLOOR_Y - 6)}L${n(
					x0,
				)} ${n(FLOOR_Y - 6)}Z`,
				c,
			)
			for (let i = 1; i < 4; i++) {
				const fx = x0 + (dir * cw * i) / 4.4
				s += line(fx, y - 46, fx - dir * 6, FLOOR_Y - 10, dark(c, 0.18), 5, { opacity: 0.5 })
			}
			return s
		}
		out.push(drape(x - 96, 1), drape(x + w + 96, -1))
	}
	d.add(out.join(''))
}

/** A classic column radiator with valves and pipes down to the floor. */
function radiator(d: Doc, p: Pal, x: number, y: number, w: number, h: number, color?: string, fy = FLOOR_Y): string {
	const c = color ?? light(p.trim, 0.1)
	const col = d.pattern(
		`radcol${c.slice(1)}`,
		18,
		10,
		rect(0, 0, 18, 10, dark(c, 0.22)) + rect(2, 0, 13, 10, c) + rect(4, 0, 4, 10, light(c, 0.45)),
	)
	let s = rect(x + 8, y + 10, w, h, '#0f1724', { opacity: 0.08 })
	s += `<g transform="translate(${n(x)} 0)">${rect(0, y + 8, w, h - 16, col)}</g>`
	s += rect(x, y, w, 12, c, { rx: 6 }) + rect(x, y + h - 12, w, 12, dark(c, 0.06), { rx: 6 })
	s += rect(x - 16, y + h - 20, 16, 10, p.metal) + rect(x - 24, y + h - 34, 12, 22, p.metal, { rx: 4 })
	s += rect(x + w, y + h - 20, 16, 10, p.metal) + rect(x + w + 8, y + h - 30, 12, 16, p.metal, { rx: 3 })
	s +=
		rect(x - 22, y + h - 14, 8, fy - y - h + 10, dark(p.metal, 0.1)) + rect(x + w + 10, y + h - 14, 8, fy - y - h + 10, dark(p.metal, 0.1))
	return s
}

/** Four-panel Victorian door with architrave. */
function panelDoor(p: Pal, x: number, y: number, w: number, h: number, color: string, fy = FLOOR_Y): string {
	let s = rect(x - 22, y - 22, w + 44, fy - y + 22, p.trim) + rect(x - 22, y - 22, 6, fy - y + 22, dark(p.trim, 0.08))
	s += rect(x, y, w, fy - y, color)
	const pw = (w - 54) / 2
	const top = (h - 62) * 0.62
	s += inset(x + 18, y + 18, pw, top, color, 10) + inset(x + 36 + pw, y + 18, pw, top, color, 10)
	s += inset(x + 18, y + 44 + top, pw, h - top - 62, color, 10) + inset(x + 36 + pw, y + 44 + top, pw, h - top - 62, color, 10)
	s += circle(x + w - 22, y + h * 0.52, 8, p.metal) + rect(x + w - 26, y + h * 0.52 + 18, 8, 14, dark(p.metal, 0.2), { rx: 3 })
	return s
}

/** Potted plant with broad leaves. */
function plant(cx: number, base: number, s: number, p: Pal, pot: string, tall = 1): string {
	const leaf = (ang: number, len: number, col: string) => {
		const rad = (ang * Math.PI) / 180
		const ex = cx + Math.sin(rad) * len * s
		const ey = base - 70 * s - Math.cos(rad) * len * s * tall
		const mx = (cx + ex) / 2 + Math.cos(rad) * 26 * s
		const my = (base - 70 * s + ey) / 2 + Math.sin(rad) * 26 * s
		const m2x = (cx + ex) / 2 - Math.cos(rad) * 26 * s
		const m2y = (base - 70 * s + ey) / 2 - Math.sin(rad) * 26 * s
		return path(`M${n(cx)} ${n(base - 70 * s)}Q${n(mx)} ${n(my)} ${n(ex)} ${n(ey)}Q${n(m2x)} ${n(m2y)} ${n(cx)} ${n(base - 70 * s)}Z`, col)
	}
	const pd = dark(p.plant, 0.25)
	const pl = light(p.plant, 0.15)
	let out = ''
	const angles: [number, number, string][] = [
		[-62, 110, pd],
		[58, 116, pd],
		[-34, 150, p.plant],
		[30, 150, p.plant],
		[-8, 180, pl],
		[12, 128, pd],
		[-80, 84, pl],
		[78, 90, p.plant],
	]
	for (const [a, l, c] of angles) out += leaf(a, l, c)
	out += poly([cx - 46 * s, base - 78 * s, cx + 46 * s, base - 78 * s, cx + 36 * s, base, cx - 36 * s, base], pot)
	out += rect(cx - 50 * s, base - 86 * s, 100 * s, 12 * s, dark(pot, 0.1), { rx: 4 * s })
	out += poly([cx + 10 * s, base - 78 * s, cx + 46 * s, base - 78 * s, cx + 36 * s, base, cx + 14 * s, base], '#0f1724', {
		opacity: 0.1,
	})
	return out
}

/** Pendant light with a warm glow. */
function pendant(d: Doc, p: Pal, cx: number, drop: number, color: string, size = 1): string {
	const r = 44 * size
	return (
		line(cx, 30, cx, drop - r * 0.6, p.ink, 2) +
		circle(
			cx,
			drop + 30 * size,
			150 * size,
			d.radial('lampglow', [
				[0, p.warm, 0.55],
				[1, p.warm, 0],
			]),
		) +
		path(
			`M${n(cx - r)} ${n(drop + r * 0.55)}Q${n(cx - r)} ${n(drop - r * 0.7)} ${n(cx)} ${n(drop - r * 0.7)}Q${n(cx + r)} ${n(drop - r * 0.7)} ${n(cx + r)} ${n(drop + r * 0.55)}Z`,
			color,
		) +
		path(
			`M${n(cx + r * 0.2)} ${n(drop - r * 0.66)}Q${n(cx + r)} ${n(drop - r * 0.6)} ${n(cx + r)} ${n(drop + r * 0.55)}L${n(cx + r * 0.45)} ${n(drop + r * 0.55)}Z`,
			'#0f1724',
			{ opacity: 0.14 },
		) +
		ellipse(cx, drop + r * 0.55, r, 9 * size, light(p.warm, 0.5))
	)
}

/** Framed abstract print (no text). */
function artwork(x: number, y: number, w: number, h: number, p: Pal, k: number): string {
	let s = rect(x + 6, y + 8, w, h, '#0f1724', { opacity: 0.12 })
	s += rect(x, y, w, h, k % 2 ? p.ink : light(p.metal, 0.1))
	s += rect(x + 12, y + 12, w - 24, h - 24, '#f8f5ef')
	const ix = x + 28
	const iy = y + 28
	const iw = w - 56
	const ih = h - 56
	if (k % 3 === 0) {
		s += rect(ix, iy, iw, ih, light(p.fabric, 0.5)) + circle(ix + iw * 0.62, iy + ih * 0.38, iw * 0.2, p.accent)
		s += path(
			`M${n(ix)} ${n(iy + ih)}L${n(ix + iw * 0.4)} ${n(iy + ih * 0.5)}L${n(ix + iw * 0.7)} ${n(iy + ih * 0.8)}L${n(ix + iw)} ${n(iy + ih * 0.6)}L${n(ix + iw)} ${n(iy + ih)}Z`,
			p.plant,
		)
	} else if (k % 3 === 1) {
		s += rect(ix, iy, iw, ih, light(p.accent, 0.75)) + rect(ix, iy + ih * 0.55, iw, ih * 0.45, p.fabric)
		s += circle(ix + iw * 0.3, iy + ih * 0.55, iw * 0.18, p.accent)
	} else {
		s += rect(ix, iy, iw, ih, '#efe9de') + rect(ix + iw * 0.1, iy + ih * 0.1, iw * 0.5, ih * 0.5, p.ink)
		s += rect(ix + iw * 0.4, iy + ih * 0.4, iw * 0.5, ih * 0.5, p.accent, { opacity: 0.85 })
	}
	return s
}

/** Stepladder seen side-on. */
function stepladder(d: Doc, x: number, top: number, color: string, fy = FLOOR_Y): string {
	const h = fy - top
	let s = shadow(d, x, fy + 6, 150, 14, 0.2)
	s += poly([x - 8, top, x + 8, top, x + 110, fy, x + 94, fy], dark(color, 0.2))
	s += poly([x - 8, top, x + 8, top, x - 84, fy, x - 100, fy], color)
	for (let i = 1; i <= 4; i++) {
		const f = i / 5
		const yy = top + h * f
		s += rect(x - 8 - 92 * f - 6, yy - 6, 70, 12, light(color, 0.1))
	}
	s += rect(x - 30, top - 14, 60, 18, dark(color, 0.1), { rx: 4 })
	return s
}

/** Paint tin with lid. */
function paintTin(cx: number, base: number, r: number, color: string, label: string, open = false): string {
	let s = rect(cx - r, base - r * 1.5, r * 2, r * 1.5, '#c9ced6') + rect(cx - r, base - r * 1.2, r * 2, r * 0.9, label)
	s += rect(cx + r * 0.3, base - r * 1.5, r * 0.7, r * 1.5, '#0f1724', { opacity: 0.12 })
	s += ellipse(cx, base - r * 1.5, r, r * 0.28, open ? color : '#aeb5bf')
	if (open) s += ellipse(cx, base - r * 1.5, r * 0.82, r * 0.2, light(color, 0.15))
	else s += ellipse(cx, base - r * 1.5, r * 0.8, r * 0.2, '#c9ced6')
	return s
}

/** Open toolbox with a few tools poking out. */
function toolbox(d: Doc, p: Pal, x: number, base: number, color: string): string {
	let s = shadow(d, x + 120, base + 4, 150, 14, 0.25)
	s += rect(x + 30, base - 150, 10, 40, p.ink) + rect(x + 45, base - 170, 8, 60, p.metal)
	s += path(`M${x + 150} ${base - 120}l40 -70l16 8l-34 70z`, '#8f98a6')
	s += rect(x + 90, base - 160, 14, 60, p.accent, { rx: 5 }) + rect(x + 94, base - 190, 6, 34, '#c9ced6')
	s += rect(x, base - 110, 240, 110, color, { rx: 8 }) + rect(x, base - 110, 240, 24, dark(color, 0.15), { rx: 6 })
	s += rect(x + 8, base - 70, 224, 4, dark(color, 0.2)) + rect(x + 100, base - 84, 40, 14, p.ink, { rx: 3 })
	s += rect(x + 160, base - 110, 80, 110, '#0f1724', { opacity: 0.1, rx: 8 })
	return s
}

/** Dust sheet with a few soft folds. */
function dustSheet(d: Doc, x: number, w: number, fy = FLOOR_Y): string {
	const c = '#e9e4d9'
	let s = path(
		`M${x} ${fy + 40}Q${x + w * 0.3} ${fy + 20} ${x + w * 0.6} ${fy + 34}T${x + w} ${fy + 28}L${x + w + 40} ${H + 20}L${x - 40} ${H + 20}Z`,
		c,
	)
	s += stroke(`M${x + w * 0.2} ${fy + 60}Q${x + w * 0.35} ${fy + 110} ${x + w * 0.3} ${fy + 190}`, '#0f1724', 6, { opacity: 0.07 })
	s += stroke(`M${x + w * 0.7} ${fy + 50}Q${x + w * 0.62} ${fy + 120} ${x + w * 0.72} ${fy + 200}`, '#0f1724', 6, { opacity: 0.07 })
	void d
	return s
}

/* ------------------------------------------------------------------------ */
/* Scenes                                                                    */
/* ------------------------------------------------------------------------ */

/** A painted island in the foreground: a stone top with an overhang, panelled doors, a fruit bowl and two stools. */
function kitchenIsland(d: Doc, p: Pal, worktop: string): void {
	const x0 = 430
	const x1 = 1170
	const y = 812
	d.add(shadow(d, 800, 1000, 400, 20, 0.3))
	d.add(rect(x0, y + 28, x1 - x0, 1000 - y - 28, p.joinery))
	for (let x = x0 + 20; x < x1 - 20; x += 185) {
		d.add(inset(x, y + 48, 165, 1000 - y - 48, dark(p.joinery, 0.1), 14), rect(x + 76, y + 70, 14, 3, p.metal, { rx: 1 }))
	}
	d.add(
		rect(x0 - 40, y, x1 - x0 + 80, 30, worktop, { rx: 3 }),
		rect(x0 - 40, y, x1 - x0 + 80, 6, '#ffffff', { opacity: 0.35 }),
		rect(x0, y + 30, x1 - x0, 8, '#0f1724', { opacity: 0.22 }),
	)
	// stools at the overhang
	for (const sx of [x0 - 10, x1 - 60]) {
		d.add(
			rect(sx, y - 70, 70, 22, p.ink, { rx: 8 }),
			rect(sx + 8, y - 50, 8, 50, dark(p.metal, 0.2)),
			rect(sx + 54, y - 50, 8, 50, dark(p.metal, 0.2)),
		)
	}
	// a bowl of lemons and a jug
	d.add(
		path(`M700 ${y}q-50 0 -56 -44h160q-6 44 -56 44z`, '#f4f1ea'),
		circle(706, y - 56, 18, '#f3c84b'),
		circle(738, y - 58, 18, '#eab93a'),
		circle(722, y - 76, 17, '#f6d469'),
		rect(900, y - 86, 50, 86, light(p.tile, 0.3), { rx: 10 }),
		circle(925, y - 96, 22, p.plant),
	)
}

function kitchen(d: Doc, p: Pal, v: number): void {
	const floorStyle: FloorStyle = (['checker', 'chevron', 'boards', 'checker'] as const)[v] ?? 'checker'
	roomShell(d, p, { floor: floorStyle, lightX: 800 })
	const wx = 660
	const wy = 150
	const ww = 280
	const wh = 370
	const top = 556
	// splashback tiles
	const tile = p.tile
	const tp = metro(d, 'metro', tile)
	d.add(rect(120, 420, 1370, top - 420, tp), rect(120, 414, 1370, 8, light(tile, 0.2)))
	// range chimney breast / canopy hood
	const hx = 1060
	const hw = 280
	d.add(
		rect(hx - 20, 84, hw + 40, 200, dark(p.wall, 0.04)),
		rect(hx - 20, 84, 10, 200, '#0f1724', { opacity: 0.06 }),
		poly([hx - 30, 290, hx + hw + 30, 290, hx + hw - 10, 250, hx + 10, 250], p.feature),
		rect(hx - 40, 284, hw + 80, 14, dark(p.feature, 0.12)),
		rect(hx - 40, 298, hw + 80, 12, '#0f1724', { opacity: 0.1 }),
		poly([hx + 10, 250, hx + hw - 10, 250, hx + hw - 10, 84, hx + 10, 84], light(p.feature, 0.06)),
		rect(hx + hw - 60, 84, 50, 166, '#0f1724', { opacity: 0.06 }),
		rect(hx - 40, 300, hw + 80, top - 300, tp),
	)
	// window
	sashWindow(d, p, wx, wy, ww, wh, { cols: 2, rows: 1, view: v % 2 ? 'terrace' : 'trees' })
	// herbs on the sill
	for (let i = 0; i < 3; i++) {
		const cx = wx + 40 + i * 80
		d.add(
			circle(cx, wy + wh - 30, 26, light(p.plant, i === 1 ? 0.1 : 0.25)),
			circle(cx - 14, wy + wh - 20, 18, p.plant),
			poly([cx - 20, wy + wh - 16, cx + 20, wy + wh - 16, cx + 15, wy + wh + 2, cx - 15, wy + wh + 2], '#c8734a'),
		)
	}
	daylight(d, wx, ww, wy + wh)
	// open shelf with crockery
	const sy = 392
	let shelf = ''
	shelf += rect(160, sy, 420, 14, light(p.floor, 0.1)) + rect(160, sy + 14, 420, 4, dark(p.floor, 0.3))
	shelf += rect(160, sy + 18, 420, 10, '#0f1724', { opacity: 0.08 })
	shelf += rect(200, sy + 14, 10, 26, p.ink) + rect(530, sy + 14, 10, 26, p.ink)
	for (let i = 0; i < 3; i++) {
		const cx = 212 + i * 44
		shelf +=
			circle(cx, sy - 36, 36, '#f4f1ea') +
			circle(cx, sy - 36, 24, light(p.fabric, 0.55)) +
			circle(cx + 4, sy - 36, 36, '#0f1724', { opacity: 0.05 })
	}
	shelf +=
		rect(330, sy - 70, 44, 70, light(p.sky, 0.4), { opacity: 0.9 }) +
		rect(330, sy - 40, 44, 40, '#d9b27a') +
		rect(328, sy - 80, 48, 12, p.ink)
	shelf += rect(390, sy - 52, 38, 52, light(p.sky, 0.4)) + rect(390, sy - 30, 38, 30, '#8c5a3c') + rect(388, sy - 62, 42, 12, p.ink)
	shelf += path(`M450 ${sy}Q450 ${sy - 40} 500 ${sy - 40}Q550 ${sy - 40} 550 ${sy}Z`, p.accent)
	shelf += path(`M458 ${sy - 38}Q458 ${sy - 66} 500 ${sy - 66}Q542 ${sy - 66} 542 ${sy - 38}Z`, '#f4f1ea')
	d.add(shelf)
	// pendants
	d.add(pendant(d, p, 300, 250, v % 2 ? p.feature : p.ink), pendant(d, p, 470, 250, v % 2 ? p.feature : p.ink))
	// base units
	const unitTop = top + 16
	const plinth = FLOOR_Y - 34
	const cols: [number, number][] = [
		[120, 270],
		[270, 420],
		[420, 560],
		[560, 700],
		[700, 900],
		[900, 1040],
		[1360, 1490],
	]
	let units = ''
	for (const [a, b] of cols) {
		const w = b - a
		units += rect(a, unitTop, w, plinth - unitTop, dark(p.joinery, 0.12))
		if (a === 700) {
			units += inset(a + 5, unitTop + 80, w / 2 - 7, plinth - unitTop - 86, p.joinery, 16)
			units += inset(a + w / 2 + 2, unitTop + 80, w / 2 - 7, plinth - unitTop - 86, p.joinery, 16)
			units += circle(a + w / 2 - 16, unitTop + 150, 6, p.metal) + circle(a + w / 2 + 16, unitTop + 150, 6, p.metal)
			continue
		}
		units += inset(a + 5, unitTop + 5, w - 10, 58, p.joinery, 12)
		units += inset(a + 5, unitTop + 68, w - 10, plinth - unitTop - 74, p.joinery, 16)
		units += path(`M${a + w / 2 - 18} ${unitTop + 30}q18 14 36 0z`, p.metal)
		units += circle(a + w - 28, unitTop + 110, 6, p.metal)
	}
	units += rect(120, plinth, 920, FLOOR_Y - plinth, dark(p.joinery, 0.3)) + rect(1360, plinth, 130, FLOOR_Y - plinth, dark(p.joinery, 0.3))
	d.add(units)
	// Belfast sink
	d.add(
		rect(712, top - 10, 176, 96, '#f7f5f0', { rx: 6 }),
		rect(712, top + 70, 176, 16, '#e2ded5', { rx: 6 }),
		rect(712, top - 10, 176, 8, '#ffffff'),
	)
	// worktops
	const wt = v === 2 ? '#e9e6e1' : light(p.floor, 0.15)
	d.add(
		rect(110, top, 610, 18, wt),
		rect(880, top, 170, 18, wt),
		rect(1350, top, 150, 18, wt),
		rect(110, top + 18, 940, 6, '#0f1724', { opacity: 0.2 }),
		rect(1350, top + 18, 150, 6, '#0f1724', { opacity: 0.2 }),
	)
	// bridge tap
	d.add(
		stroke(`M780 ${top - 6}L780 ${top - 60}Q780 ${top - 92} 810 ${top - 92}Q840 ${top - 92} 840 ${top - 60}L840 ${top - 40}`, p.metal, 9),
		rect(766, top - 50, 28, 8, p.metal, { rx: 3 }),
	)
	// range cooker
	const rc = v % 2 ? p.feature : p.ink
	const rcl = v === 0 || v === 3 ? '#ede4d1' : rc
	d.add(
		shadow(d, hx + hw / 2, FLOOR_Y + 4, 170, 12, 0.25),
		rect(hx, top - 10, hw, FLOOR_Y - top + 10, rcl, { rx: 6 }),
		rect(hx - 6, top - 16, hw + 12, 12, dark(rcl, 0.5), { rx: 3 }),
		rect(hx + 16, top + 40, 118, 150, dark(rcl, 0.08), { rx: 6 }),
		rect(hx + 146, top + 40, 118, 150, dark(rcl, 0.08), { rx: 6 }),
		rect(hx + 30, top + 72, 90, 80, '#1b2333', { rx: 8 }),
		rect(hx + 160, top + 72, 90, 80, '#1b2333', { rx: 8 }),
		rect(hx + 36, top + 78, 30, 60, '#ffffff', { opacity: 0.1 }),
		rect(hx + 166, top + 78, 30, 60, '#ffffff', { opacity: 0.1 }),
		rect(hx + 26, top + 52, 98, 8, p.metal, { rx: 4 }),
		rect(hx + 156, top + 52, 98, 8, p.metal, { rx: 4 }),
		rect(hx + 12, FLOOR_Y - 30, hw - 24, 30, dark(rcl, 0.35)),
	)
	for (let i = 0; i < 6; i++) d.add(circle(hx + 40 + i * 40, top + 18, 9, dark(rcl, 0.35)), circle(hx + 40 + i * 40, top + 18, 4, p.metal))
	// pots on the hob
	d.add(
		rect(hx + 40, top - 70, 90, 54, '#b9c0c9', { rx: 6 }),
		rect(hx + 36, top - 76, 98, 10, '#9aa3ae', { rx: 4 }),
		rect(hx + 120, top - 60, 46, 6, '#9aa3ae'),
		path(`M${hx + 180} ${top - 16}q0 -52 46 -52q46 0 46 52z`, p.accent),
		rect(hx + 218, top - 82, 16, 12, dark(p.accent, 0.3), { rx: 4 }),
	)
	// worktop details: chopping board, utensil crock, fruit bowl
	d.add(
		rect(220, top - 150, 100, 150, light(p.floor, 0.05), { rx: 18 }),
		circle(270, top - 130, 8, dark(p.floor, 0.3)),
		rect(226, top - 150, 20, 150, '#0f1724', { opacity: 0.06 }),
		stroke(`M382 ${top - 60}l-14 -70M392 ${top - 60}l2 -80M402 ${top - 60}l16 -66`, dark(p.floor, 0.2), 7),
		rect(366, top - 66, 52, 66, p.feature === p.joinery ? p.accent : p.feature, { rx: 6 }),
		path(`M930 ${top}q-40 0 -44 -40h128q-4 40 -44 40z`, '#f4f1ea'),
		circle(934, top - 50, 17, p.accent),
		circle(966, top - 52, 17, dark(p.accent, 0.08)),
		circle(952, top - 68, 16, light(p.accent, 0.15)),
		circle(998, top - 46, 15, '#9dbb5a'),
	)
	d.add(plant(1430, top, 0.75, p, '#c8734a'))
	if (v === 0) {
		kitchenIsland(d, p, wt)
		return
	}
	// runner rug in front of the sink
	if (floorStyle !== 'checker' || v === 3) {
		d.add(poly([640, 830, 960, 830, 1020, 990, 580, 990], v === 3 ? p.fabric : p.accent, { opacity: 0.9 }))
		d.add(poly([656, 846, 944, 846, 996, 974, 604, 974], 'none', { stroke: '#f4f1ea', 'stroke-width': 4, opacity: 0.6 }))
	}
}

/** A row of books standing on a shelf, with the odd leaning volume and ornament. */
function books(x0: number, x1: number, base: number, maxH: number, p: Pal, seed: number): string {
	const r = rng(seed)
	const cols = [p.ink, p.accent, p.fabric, p.fabric2, dark(p.plant, 0.1), '#8c5a3c', '#e9e4d9', '#6b7a8f', '#b9573d']
	let s = ''
	let x = x0
	while (x < x1 - 14) {
		const roll = r()
		if (roll < 0.08 && x < x1 - 60) {
			// small vase
			s +=
				path(`M${n(x + 8)} ${n(base)}q-10 -30 8 -44h12q18 14 8 44z`, light(p.fabric, 0.35)) +
				rect(x + 14, base - 52, 12, 10, light(p.fabric, 0.2))
			x += 54
			continue
		}
		const w = Math.min(12 + r() * 16, x1 - x)
		const h = maxH * (0.68 + r() * 0.32)
		const c = cols[Math.floor(r() * cols.length)] ?? p.ink
		if (roll > 0.93 && x + h < x1) {
			// a book lying flat with another on top
			s += rect(x, base - 18, h, 18, c) + rect(x + 6, base - 32, h - 14, 14, cols[(Math.floor(roll * 40) + 2) % cols.length] ?? c)
			x += h + 6
			continue
		}
		s +=
			rect(x, base - h, w, h, c) +
			rect(x, base - h * 0.82, w, 4, light(c, 0.35), { opacity: 0.7 }) +
			rect(x + w - 3, base - h, 3, h, '#0f1724', { opacity: 0.15 })
		x += w + 1
	}
	return s
}

/** A copper (or other) pipe run with a highlight so it reads as round. */
function pipe(dd: string, color: string, w = 12): string {
	return stroke(dd, dark(color, 0.25), w + 3) + stroke(dd, color, w) + stroke(dd, light(color, 0.45), w * 0.28, { opacity: 0.8 })
}

/** Quarter-turn valve on a vertical pipe. */
function valve(x: number, y: number, handle: string, metal = '#C9A35E', turned = false): string {
	let s = rect(x - 11, y - 16, 22, 32, metal, { rx: 4 }) + rect(x - 11, y - 16, 6, 32, '#ffffff', { opacity: 0.25, rx: 3 })
	s += rect(x - 14, y - 20, 28, 6, dark(metal, 0.15), { rx: 2 }) + rect(x - 14, y + 14, 28, 6, dark(metal, 0.15), { rx: 2 })
	s += turned ? rect(x - 5, y - 34, 10, 30, handle, { rx: 4 }) : rect(x - 2, y - 6, 36, 12, handle, { rx: 5 })
	return s
}

/** Table lamp with a drum shade and a warm glow. */
function tableLamp(d: Doc, p: Pal, cx: number, base: number, body: string, shade: string, s = 1): string {
	let o = circle(
		cx,
		base - 120 * s,
		150 * s,
		d.radial('lampglow', [
			[0, p.warm, 0.55],
			[1, p.warm, 0],
		]),
	)
	o += path(`M${n(cx - 26 * s)} ${n(base)}q-8 -40 ${n(8 * s)} ${n(-70 * s)}h${n(36 * s)}q16 30 8 70z`, body)
	o += rect(cx - 4 * s, base - 104 * s, 8 * s, 36 * s, p.metal)
	o += poly([cx - 42 * s, base - 164 * s, cx + 42 * s, base - 164 * s, cx + 56 * s, base - 100 * s, cx - 56 * s, base - 100 * s], shade)
	o += poly(
		[cx + 8 * s, base - 164 * s, cx + 42 * s, base - 164 * s, cx + 56 * s, base - 100 * s, cx + 14 * s, base - 100 * s],
		'#0f1724',
		{ opacity: 0.08 },
	)
	o += ellipse(cx, base - 100 * s, 56 * s, 6 * s, light(p.warm, 0.4))
	return o
}

/** Rug seen in perspective on the floor. */
function rug(x: number, w: number, y0: number, y1: number, color: string, border: string, spread = 60): string {
	return (
		poly([x, y0, x + w, y0, x + w + spread, y1, x - spread, y1], color) +
		poly([x + 16, y0 + 10, x + w - 16, y0 + 10, x + w + spread - 22, y1 - 14, x - spread + 22, y1 - 14], 'none', {
			stroke: border,
			'stroke-width': 5,
			opacity: 0.7,
		}) +
		poly([x + 34, y0 + 22, x + w - 34, y0 + 22, x + w + spread - 46, y1 - 30, x - spread + 46, y1 - 30], 'none', {
			stroke: border,
			'stroke-width': 2,
			opacity: 0.5,
		})
	)
}

/** A walk-in shower: large-format tiles, a niche, a rainfall head and a frameless glass screen. */
function walkInShower(d: Doc, p: Pal): void {
	const x0 = 470
	const x1 = 1130
	const top = 250
	const slab = light(p.tile, 0.35)
	d.add(shadow(d, 800, FLOOR_Y + 8, 340, 14, 0.18))
	d.add(rect(x0, top, x1 - x0, FLOOR_Y - top, slab))
	for (let y = top + 135; y < FLOOR_Y; y += 135) d.add(rect(x0, y, x1 - x0, 3, dark(slab, 0.12)))
	for (let x = x0 + 220; x < x1; x += 220) d.add(rect(x, top, 3, FLOOR_Y - top, dark(slab, 0.12)))
	d.add(rect(x0, top, x1 - x0, 10, '#0f1724', { opacity: 0.08 }))
	// the niche, with bottles
	d.add(
		rect(540, 500, 200, 90, dark(slab, 0.18), { rx: 4 }),
		rect(540, 500, 200, 10, '#0f1724', { opacity: 0.12 }),
		rect(566, 536, 26, 54, p.fabric2, { rx: 6 }),
		rect(604, 526, 24, 64, '#f4f1ea', { rx: 6 }),
		rect(640, 546, 30, 44, p.accent, { rx: 6 }),
	)
	// rainfall head and arm, mixer
	d.add(
		rect(796, 120, 10, 140, p.metal),
		ellipse(801, 262, 96, 12, p.metal),
		ellipse(801, 266, 88, 6, dark(p.metal, 0.25)),
		circle(960, 560, 26, p.metal),
		circle(960, 560, 14, light(p.metal, 0.3)),
		rect(960, 552, 56, 12, p.metal, { rx: 6 }),
	)
	for (let i = 0; i < 9; i++) {
		const x = 728 + i * 18
		d.add(line(x, 280, x - 6 + (i % 3) * 4, 520 + (i % 4) * 30, '#ffffff', 3, { opacity: 0.35 }))
	}
	// floor: level-access tray and linear drain
	d.add(rect(x0, FLOOR_Y - 6, x1 - x0, 12, dark(slab, 0.15)), rect(620, FLOOR_Y + 24, 360, 8, p.metal, { rx: 3 }))
	// frameless glass screen with a slim top bar
	d.add(
		rect(1000, 230, 130, FLOOR_Y - 230, '#dff1f7', { opacity: 0.28 }),
		rect(1000, 230, 4, FLOOR_Y - 230, '#ffffff', { opacity: 0.7 }),
		rect(1126, 230, 4, FLOOR_Y - 230, dark(p.metal, 0.1)),
		rect(1000, 226, 130, 8, p.metal),
		poly([1020, 300, 1050, 300, 1010, 520, 1004, 520], '#ffffff', { opacity: 0.25 }),
	)
	// towel on a hook beside the screen
	d.add(
		circle(1190, 420, 8, p.metal),
		rect(1164, 424, 52, 180, p.fabric2, { rx: 10 }),
		rect(1164, 424, 52, 24, light(p.fabric2, 0.25), { rx: 10 }),
	)
}

function bathroom(d: Doc, p: Pal, v: number): void {
	roomShell(d, p, { floor: v % 2 ? 'checker' : 'tiles', lightX: 800 })
	const tileTop = 478
	d.add(
		rect(0, tileTop, W, FLOOR_Y - tileTop, metro(d, 'bathmetro', p.tile)),
		rect(0, tileTop - 10, W, 12, light(p.trim, 0.2)),
		rect(0, tileTop + 2, W, 5, '#0f1724', { opacity: 0.1 }),
		rect(0, FLOOR_Y - 10, W, 10, '#0f1724', { opacity: 0.12 }),
	)
	const wx = 660
	const wy = 120
	const ww = 280
	const wh = 340
	sashWindow(d, p, wx, wy, ww, wh, { cols: 2, rows: 2, frosted: true, view: 'trees' })
	d.add(plant(wx + 60, wy + wh, 0.42, p, '#f1ece2'))
	daylight(d, wx, ww, wy + wh, FLOOR_Y, 200)
	// Mirror and washstand
	const mx = 1360
	d.add(
		ellipse(mx + 8, 288, 100, 130, '#0f1724', { opacity: 0.1 }),
		ellipse(mx, 280, 100, 130, p.metal),
		ellipse(
			mx,
			280,
			88,
			118,
			d.linear(
				'mirror',
				[
					[0, light(p.sky, 0.5)],
					[1, mix(p.wall, '#ffffff', 0.5)],
				],
				0,
				0,
				1,
				1,
			),
		),
		poly([mx - 70, 210, mx - 30, 180, mx + 40, 320, mx + 10, 360], '#ffffff', { opacity: 0.25 }),
		artwork(130, 190, 200, 230, p, v + 1),
	)
	const sx = 1230
	const sw = 260
	const st = 572
	d.add(shadow(d, sx + sw / 2, FLOOR_Y + 4, 150, 10, 0.2))
	d.add(
		rect(sx + 10, st + 16, 10, FLOOR_Y - st - 16, p.metal),
		rect(sx + sw - 20, st + 16, 10, FLOOR_Y - st - 16, p.metal),
		rect(sx + 10, 706, sw - 20, 10, p.metal),
		rect(sx + 40, 670, 90, 36, light(p.fabric2, 0.2), { rx: 16 }),
		rect(sx + 40, 670, 90, 8, '#ffffff', { opacity: 0.3, rx: 4 }),
		rect(sx + 140, 660, 80, 46, dark(p.floor, 0.05), { rx: 6 }),
		rect(sx + 140, 660, 80, 10, dark(p.floor, 0.2), { rx: 4 }),
		rect(sx, st, sw, 18, '#f3f0ea'),
		rect(sx, st + 18, sw, 5, '#0f1724', { opacity: 0.15 }),
		path(`M${sx + 60} ${st}q8 -48 70 -50q62 2 70 50z`, '#fbfaf7'),
		path(`M${sx + 130} ${st - 50}q62 2 70 50h-30q-4 -38 -40 -50z`, '#0f1724', { opacity: 0.06 }),
		stroke(`M${sx + 130} ${st - 84}v8q0 12 -12 12h-4v12`, p.metal, 9),
		rect(sx + 96, st - 90, 68, 10, p.metal, { rx: 4 }),
		circle(sx + 96, st - 85, 12, p.metal),
		circle(sx + 164, st - 85, 12, p.metal),
		rect(sx + 210, st - 36, 18, 36, light(p.fabric, 0.3), { rx: 4 }),
		rect(sx + 214, st - 46, 10, 10, p.ink),
	)
	// Heated towel rail with a towel
	const rx = 150
	const ry = 470
	let rail = rect(rx, ry, 12, 300, p.metal, { rx: 6 }) + rect(rx + 150, ry, 12, 300, p.metal, { rx: 6 })
	for (let i = 0; i < 8; i++) rail += rect(rx, ry + 20 + i * 34, 162, 9, light(p.metal, 0.15), { rx: 4 })
	rail +=
		rect(rx + 2, ry + 300, 8, FLOOR_Y - ry - 300, dark(p.metal, 0.1)) + rect(rx + 152, ry + 300, 8, FLOOR_Y - ry - 300, dark(p.metal, 0.1))
	const towel = v === 2 ? p.accent : p.fabric2
	rail += rect(rx + 24, ry + 84, 114, 170, towel, { rx: 6 }) + rect(rx + 24, ry + 84, 114, 26, light(towel, 0.25), { rx: 6 })
	rail += rect(rx + 24, ry + 220, 114, 8, dark(towel, 0.12)) + rect(rx + 104, ry + 84, 34, 170, '#0f1724', { opacity: 0.08 })
	d.add(rect(rx + 10, ry + 8, 160, 300, '#0f1724', { opacity: 0.06 }), rail)
	if (v % 2 === 1) {
		walkInShower(d, p)
		return
	}
	// Roll-top bath on claw feet
	const bx0 = 470
	const bx1 = 1130
	const bt = 598
	const outer = [p.joinery, p.feature, '#f4f1ea', p.joinery][v] ?? p.joinery
	d.add(shadow(d, 800, FLOOR_Y + 6, 360, 18, 0.28))
	const foot = (fx: number, dir: number) =>
		path(`M${fx - 16} 726q${-8 * dir} 30 ${-22 * dir} 52q${14 * dir} 12 ${30 * dir} 0q${4 * dir} -26 ${18 * dir} -52z`, p.metal) +
		ellipse(fx - 20 * dir, FLOOR_Y - 6, 16, 7, dark(p.metal, 0.2))
	d.add(foot(560, 1), foot(1040, -1))
	d.add(
		path(
			`M${bx0 + 12} ${bt}C${bx0 + 8} ${bt + 90} ${bx0 + 60} ${bt + 150} ${bx0 + 150} ${bt + 150}L${bx1 - 150} ${bt + 150}C${bx1 - 60} ${bt + 150} ${bx1 - 8} ${bt + 90} ${bx1 - 12} ${bt}Z`,
			d.linear(
				'bathbody',
				[
					[0, dark(outer, 0.12)],
					[0.25, outer],
					[0.55, light(outer, 0.08)],
					[1, dark(outer, 0.22)],
				],
				0,
				0,
				1,
				0,
			),
		),
		path(`M${bx0 + 40} ${bt + 26}C${bx0 + 60} ${bt + 100} ${bx0 + 110} ${bt + 128} ${bx0 + 170} ${bt + 130}`, 'none', {
			stroke: '#ffffff',
			'stroke-width': 6,
			opacity: 0.18,
			'stroke-linecap': 'round',
		}),
		rect(bx0 - 6, bt - 22, bx1 - bx0 + 12, 30, '#fbfaf7', { rx: 15 }),
		rect(bx0 + 10, bt - 20, bx1 - bx0 - 20, 6, '#ffffff'),
		rect(bx0, bt + 4, bx1 - bx0, 6, '#0f1724', { opacity: 0.12 }),
	)
	// bath tray with candle and plant
	d.add(
		rect(740, bt - 34, 170, 14, light(p.floor, 0.1), { rx: 3 }),
		rect(760, bt - 70, 26, 36, '#f6efe2'),
		rect(771, bt - 82, 4, 12, p.ink),
		circle(773, bt - 90, 7, light(p.accent, 0.3)),
		rect(820, bt - 58, 36, 24, '#f1ece2', { rx: 4 }),
		circle(830, bt - 68, 14, p.plant),
		circle(846, bt - 72, 12, light(p.plant, 0.2)),
	)
	// floor-standing bath filler
	const fx = 1168
	d.add(
		rect(fx - 4, 500, 12, FLOOR_Y - 500, p.metal),
		rect(fx + 16, 560, 10, FLOOR_Y - 560, dark(p.metal, 0.1)),
		stroke(`M${fx + 2} 506Q${fx + 2} 470 ${fx - 30} 470Q${fx - 62} 470 ${fx - 62} 510L${fx - 62} 540`, p.metal, 12),
		rect(fx - 14, 600, 32, 10, p.metal, { rx: 4 }),
		rect(fx - 10, FLOOR_Y - 10, 40, 10, dark(p.metal, 0.1), { rx: 3 }),
		rect(fx + 14, 520, 14, 56, p.metal, { rx: 5 }),
	)
	// bath mat
	const mat = v === 2 ? p.fabric : light(p.fabric2, 0.1)
	d.add(poly([660, 850, 940, 850, 980, 930, 620, 930], mat), poly([660, 850, 940, 850, 944, 858, 656, 858], '#ffffff', { opacity: 0.3 }))
}

function livingRoom(d: Doc, p: Pal, v: number): void {
	roomShell(d, p, { floor: 'herringbone', pictureRail: 236, lightX: 1290 })
	if (v === 1) {
		// Full-height painted panelling: tall panels above a dado rail, short ones below.
		const paint = dark(p.wall, 0.1)
		let panels = rect(0, 256, W, FLOOR_Y - 256, paint)
		for (let x = 20; x < W - 100; x += 170) panels += inset(x, 276, 150, 224, paint, 12) + inset(x, 540, 150, FLOOR_Y - 580, paint, 12)
		panels += rect(0, 510, W, 14, light(p.trim, 0.2)) + rect(0, 524, W, 4, '#0f1724', { opacity: 0.12 })
		d.add(panels)
	}
	// Chimney breast
	const cx0 = 560
	const cx1 = 1040
	d.add(
		rect(cx0, 84, cx1 - cx0, FLOOR_Y - 58 - 84, light(p.wall, 0.06)),
		rect(cx0 - 12, 84, 12, FLOOR_Y - 84, '#0f1724', { opacity: 0.07 }),
		rect(cx1, 84, 14, FLOOR_Y - 84, '#0f1724', { opacity: 0.1 }),
		rect(cx0, 236, cx1 - cx0, 10, p.trim),
		rect(cx0, 246, cx1 - cx0, 3, '#0f1724', { opacity: 0.12 }),
		rect(cx0, FLOOR_Y - 58, cx1 - cx0, 6, light(p.trim, 0.4)),
		rect(cx0, FLOOR_Y - 52, cx1 - cx0, 8, dark(p.trim, 0.08)),
		rect(cx0, FLOOR_Y - 44, cx1 - cx0, 44, p.trim),
	)
	d.add(artwork(680, 270, 240, 170, p, v))
	// Fire surround, cast-iron insert and hearth
	const stone = v === 2 ? '#ECE8E1' : light(p.trim, 0.2)
	d.add(
		poly([588, FLOOR_Y, 1012, FLOOR_Y, 1036, 836, 564, 836], dark(stone, 0.1)),
		poly([588, FLOOR_Y, 1012, FLOOR_Y, 1016, 798, 584, 798], '#ffffff', { opacity: 0.3 }),
		rect(620, 486, 360, FLOOR_Y - 486, stone),
		rect(686, 546, 228, FLOOR_Y - 546, '#1d2330'),
		path(`M716 ${FLOOR_Y - 20}V640Q716 584 800 584Q884 584 884 640V${FLOOR_Y - 20}Z`, '#10141c'),
		circle(
			800,
			720,
			120,
			d.radial('fireglow', [
				[0, '#ffb45e', 0.7],
				[1, '#ffb45e', 0],
			]),
		),
		path(`M748 744q-8 -50 26 -84q-4 34 16 44q6 -46 36 -64q-10 40 14 58q16 -20 14 -44q26 34 6 90z`, p.accent),
		path(`M772 744q-2 -32 18 -50q2 24 14 30q8 -24 24 -34q-4 30 6 54z`, light(p.warm, 0.2)),
		rect(736, 742, 128, 18, '#3a2a22', { rx: 8 }),
		rect(722, 758, 156, 14, '#2a2f3a'),
		rect(686, 546, 228, 6, '#0f1724', { opacity: 0.3 }),
		rect(600, 470, 400, 20, light(stone, 0.3)),
		rect(608, 490, 384, 8, dark(stone, 0.12)),
		rect(620, 498, 360, 40, stone),
		rect(640, 508, 320, 22, dark(stone, 0.05)),
		rect(620, 538, 66, FLOOR_Y - 538, stone),
		rect(914, 538, 66, FLOOR_Y - 538, stone),
		rect(634, 552, 38, FLOOR_Y - 570, dark(stone, 0.05)),
		rect(928, 552, 38, FLOOR_Y - 570, dark(stone, 0.05)),
		rect(966, 498, 14, FLOOR_Y - 498, '#0f1724', { opacity: 0.07 }),
	)
	// Mantel ornaments
	const can = (x: number, h: number) =>
		rect(x - 3, 470 - h, 6, h, p.metal) +
		rect(x - 14, 464, 28, 6, p.metal) +
		rect(x - 5, 470 - h - 34, 10, 34, '#f6efe2') +
		circle(x, 470 - h - 44, 6, light(p.accent, 0.3))
	d.add(can(640, 40), can(668, 24))
	d.add(
		path(`M918 470q-22 -40 6 -76h20q28 36 6 76z`, v % 2 ? p.fabric : p.accent),
		stroke('M932 396q-16 -60 -46 -80M934 396q8 -60 40 -86M930 396q-2 -50 0 -90', p.plant, 4),
	)
	d.add(circle(918, 320, 8, light(p.plant, 0.2)), circle(972, 312, 9, p.plant), circle(886, 318, 8, p.plant))
	// Built-in alcove shelves
	const ax0 = 110
	const ax1 = 530
	const base = 566
	const j = p.joinery
	let sh = rect(ax0, 120, ax1 - ax0, base - 120, dark(j, 0.18))
	sh += rect(ax0, 120, ax1 - ax0, 14, '#0f1724', { opacity: 0.2 })
	const shelves = [226, 328, 430, base]
	for (const [i, y] of shelves.entries()) {
		sh += books(ax0 + 26 + (i % 2) * 30, ax1 - 30, y - 2, 84, p, 11 + i * 7 + v * 31)
		if (y !== base) sh += rect(ax0, y, ax1 - ax0, 14, j) + rect(ax0, y + 14, ax1 - ax0, 8, '#0f1724', { opacity: 0.18 })
	}
	sh += rect(ax0, 120, 16, base - 120, j) + rect(ax1 - 16, 120, 16, base - 120, j) + rect(ax0 - 10, 108, ax1 - ax0 + 20, 16, j)
	sh +=
		rect(ax0 - 10, base - 8, ax1 - ax0 + 20, 20, light(j, 0.08)) + rect(ax0 - 10, base + 12, ax1 - ax0 + 20, 6, '#0f1724', { opacity: 0.2 })
	sh += rect(ax0, base + 18, ax1 - ax0, FLOOR_Y - base - 18, dark(j, 0.1))
	const dw = (ax1 - ax0 - 12) / 2
	sh += inset(ax0 + 4, base + 20, dw, FLOOR_Y - base - 56, j, 16) + inset(ax0 + 8 + dw, base + 20, dw, FLOOR_Y - base - 56, j, 16)
	sh += circle(ax0 + dw - 14, base + 110, 6, p.metal) + circle(ax0 + dw + 22, base + 110, 6, p.metal)
	sh += rect(ax0, FLOOR_Y - 34, ax1 - ax0, 34, dark(j, 0.25))
	d.add(sh)
	// Window with curtains
	const wx = 1180
	const wy = 150
	const ww = 240
	const wh = 380
	sashWindow(d, p, wx, wy, ww, wh, { cols: 2, rows: 2, curtains: v === 1 ? p.fabric2 : p.fabric, view: v % 2 ? 'trees' : 'terrace' })
	daylight(d, wx, ww, wy + wh, FLOOR_Y, 160)
	// Rug and coffee table in front of the fire
	d.add(
		rug(
			520,
			560,
			846,
			990,
			v === 0 || v === 2 ? p.fabric : light(p.fabric2, 0.05),
			v === 0 ? p.fabric2 : v === 2 ? p.feature : p.accent,
			90,
		),
	)
	// Floor lamp in the corner
	d.add(rect(1497, 250, 6, 540, p.ink), rect(1470, FLOOR_Y - 8, 60, 10, p.ink, { rx: 4 }))
	d.add(
		circle(
			1500,
			240,
			140,
			d.radial('lampglow', [
				[0, p.warm, 0.55],
				[1, p.warm, 0],
			]),
		),
		poly([1460, 180, 1540, 180, 1560, 262, 1440, 262], light(p.fabric2, 0.4)),
		ellipse(1500, 262, 60, 6, light(p.warm, 0.4)),
	)
	// Sofa under the window
	const s0 = 1080
	const s1 = 1560
	const fab = [p.fabric, p.fabric, p.feature, p.fabric2][v] ?? p.fabric
	d.add(shadow(d, (s0 + s1) / 2, FLOOR_Y + 4, 260, 16, 0.28))
	d.add(
		rect(s0 + 40, 566, s1 - s0 - 80, 130, dark(fab, 0.08), { rx: 26 }),
		rect(s0 + 60, 596, (s1 - s0 - 130) / 2, 110, fab, { rx: 20 }),
		rect(s0 + 70 + (s1 - s0 - 130) / 2, 596, (s1 - s0 - 130) / 2, 110, fab, { rx: 20 }),
		rect(s0 + 50, 690, s1 - s0 - 100, 58, light(fab, 0.06), { rx: 16 }),
		rect(s0 + 50, 732, s1 - s0 - 100, 16, dark(fab, 0.12), { rx: 8 }),
		rect(s0, 620, 70, 128, dark(fab, 0.04), { rx: 30 }),
		rect(s1 - 70, 620, 70, 128, dark(fab, 0.04), { rx: 30 }),
		rect(s1 - 30, 620, 30, 128, '#0f1724', { opacity: 0.1, rx: 14 }),
		rect(s0 + 30, 748, 10, 42, dark(p.floor, 0.5)),
		rect(s1 - 40, 748, 10, 42, dark(p.floor, 0.5)),
		rect(s0 + 110, 610, 100, 80, p.accent, { rx: 18, transform: `rotate(-8 ${s0 + 160} 650)` }),
		rect(s1 - 210, 612, 96, 78, v % 2 ? p.feature : light(p.fabric2, 0.3), { rx: 18, transform: `rotate(7 ${s1 - 162} 650)` }),
	)
	// Coffee table
	d.add(
		shadow(d, 800, 920, 200, 14, 0.25),
		rect(620, 860, 360, 18, dark(p.floor, 0.25), { rx: 4 }),
		rect(620, 878, 360, 6, dark(p.floor, 0.5)),
		rect(640, 884, 12, 52, dark(p.floor, 0.45)),
		rect(948, 884, 12, 52, dark(p.floor, 0.45)),
		rect(680, 836, 120, 12, p.ink),
		rect(688, 824, 104, 12, light(p.fabric2, 0.1)),
		rect(860, 826, 30, 34, '#f4f1ea', { rx: 4 }),
		path(`M890 836q14 0 14 10q0 10 -14 10`, 'none', { stroke: '#f4f1ea', 'stroke-width': 5 }),
	)
	d.add(plant(1020, FLOOR_Y + 20, 0.9, p, v === 2 ? '#f1ece2' : '#c8734a', 1.1))
}

function bedroom(d: Doc, p: Pal, v: number): void {
	roomShell(d, p, { floor: 'boards', lightX: 1300 })
	// Panelled wall behind the bed
	const pw0 = 450
	const pw1 = 1150
	const pc = dark(p.wall, 0.07)
	let pan = rect(pw0, 300, pw1 - pw0, FLOOR_Y - 58 - 300, pc) + rect(pw0 - 6, 292, pw1 - pw0 + 12, 12, p.trim)
	for (let i = 0; i < 4; i++) pan += inset(pw0 + 20 + i * 170, 324, 150, 380, pc, 14)
	d.add(pan, rect(pw0 - 6, 304, pw1 - pw0 + 12, 5, '#0f1724', { opacity: 0.1 }))
	d.add(artwork(700, 120, 200, 150, p, v + 2))
	// Window with curtains
	const wx = 1270
	const wy = 150
	const ww = 210
	const wh = 380
	sashWindow(d, p, wx, wy, ww, wh, { cols: 2, rows: 2, curtains: v % 2 ? p.fabric : light(p.fabric2, 0.1), view: 'trees' })
	daylight(d, wx, ww, wy + wh, FLOOR_Y, 120)
	// Fitted wardrobes
	const f0 = 30
	const f1 = 380
	const j = p.joinery
	let wd = rect(f0, 96, f1 - f0, FLOOR_Y - 96, dark(j, 0.12))
	wd += rect(f0 - 8, 90, f1 - f0 + 16, 18, light(j, 0.06)) + rect(f0 - 8, 108, f1 - f0 + 16, 6, '#0f1724', { opacity: 0.2 })
	const dw = (f1 - f0 - 16) / 3
	for (let i = 0; i < 3; i++) {
		const x = f0 + 4 + i * (dw + 4)
		wd += inset(x, 118, dw, 190, j, 14) + inset(x, 312, dw, FLOOR_Y - 36 - 312, j, 14)
		const hx = i === 1 ? x + 16 : x + dw - 22
		wd += rect(hx, 400, 6, 80, p.metal, { rx: 3 })
	}
	wd += rect(f0, FLOOR_Y - 32, f1 - f0, 32, dark(j, 0.25)) + rect(f1, 96, 12, FLOOR_Y - 96, '#0f1724', { opacity: 0.12 })
	d.add(wd)
	// Bedside tables and lamps
	const table = (x: number, w: number) =>
		shadow(d, x + w / 2, FLOOR_Y + 4, w * 0.6, 10, 0.22) +
		rect(x, 620, w, 16, light(j, 0.06)) +
		rect(x + 6, 636, w - 12, 110, dark(j, 0.08)) +
		inset(x + 10, 642, w - 20, 46, j, 8) +
		inset(x + 10, 694, w - 20, 46, j, 8) +
		circle(x + w / 2, 665, 5, p.metal) +
		circle(x + w / 2, 717, 5, p.metal) +
		rect(x + 10, 746, 8, 44, dark(j, 0.3)) +
		rect(x + w - 18, 746, 8, 44, dark(j, 0.3))
	const lampBody = v % 2 ? p.accent : light(p.fabric, 0.1)
	d.add(table(396, 136), table(1068, 136))
	d.add(tableLamp(d, p, 464, 620, lampBody, '#f7f0e2', 0.9), tableLamp(d, p, 1136, 620, lampBody, '#f7f0e2', 0.9))
	d.add(rect(1090, 596, 44, 24, p.ink, { rx: 3 }), rect(1094, 588, 36, 10, light(p.fabric2, 0.2)))
	// Bed
	const hb = [p.fabric, p.feature, p.fabric2, p.fabric][v] ?? p.fabric
	d.add(shadow(d, 800, 860, 330, 20, 0.3))
	let bed = rect(550, 400, 500, 300, hb, { rx: 40 })
	for (let i = 1; i < 8; i++) bed += rect(550 + i * 62.5 - 2, 420, 4, 270, dark(hb, 0.14), { opacity: 0.6 })
	bed += rect(550, 400, 500, 14, light(hb, 0.18), { rx: 7 }) + rect(1010, 400, 40, 300, '#0f1724', { opacity: 0.08, rx: 20 })
	// pillows
	bed += rect(584, 540, 200, 84, '#fbf9f4', { rx: 30 }) + rect(816, 540, 200, 84, '#fbf9f4', { rx: 30 })
	bed += rect(604, 566, 180, 70, '#f2eee6', { rx: 26 }) + rect(816, 566, 180, 70, '#f2eee6', { rx: 26 })
	bed += rect(740, 574, 120, 80, v === 2 ? p.accent : p.fabric2, { rx: 20 })
	// duvet top surface and front drop
	const duv = v === 1 ? '#f4efe6' : '#f7f4ee'
	bed += poly([530, 640, 1070, 640, 1110, 740, 490, 740], duv)
	bed += path(`M530 640Q800 616 1070 640L1074 652Q800 630 526 652Z`, '#0f1724', { opacity: 0.05 })
	bed += rect(486, 736, 628, 100, dark(duv, 0.05), { rx: 10 })
	bed += rect(486, 736, 628, 10, '#ffffff', { opacity: 0.6 })
	const thr = v === 2 ? p.ink : p.accent
	bed += poly([516, 700, 1084, 700, 1096, 730, 504, 730], thr) + rect(500, 730, 600, 74, thr, { rx: 8 })
	bed += rect(500, 730, 600, 8, light(thr, 0.25)) + rect(500, 798, 600, 6, dark(thr, 0.2), { rx: 3 })
	for (let i = 0; i < 6; i++) bed += rect(520 + i * 100, 744, 4, 52, dark(thr, 0.15), { opacity: 0.6 })
	bed += rect(496, 836, 608, 20, dark(hb, 0.2)) + rect(506, 856, 14, 24, dark(p.floor, 0.5)) + rect(1080, 856, 14, 24, dark(p.floor, 0.5))
	d.add(rug(470, 660, 880, 1000, v === 0 ? p.fabric2 : light(p.fabric, 0.35), p.trim, 50))
	d.add(bed)
	d.add(plant(1240, FLOOR_Y + 10, 0.8, p, v % 2 ? '#f1ece2' : '#c8734a'))
}

/** London stock brick (or red brick) in stretcher bond; 104x32 repeat. */
function brickPattern(d: Doc, name: string, tones: string[], mortar: string, seed: number): string {
	const r = rng(seed)
	let c = rect(0, 0, 104, 32, mortar)
	for (let row = 0; row < 4; row++) {
		const off = row % 2 ? 0 : -13
		const cols: string[] = []
		for (let k = 0; k < 4; k++) cols.push(tones[Math.floor(r() * tones.length)] ?? mortar)
		for (let k = 0; k < 5; k++) {
			const x = off + k * 26
			c += rect(x + 1, row * 8 + 1, 24, 6, cols[k % 4] ?? mortar)
		}
	}
	return d.pattern(name, 104, 32, c)
}

/** Exterior sash window with optional stucco surround, hood and blind. */
function extWindow(
	d: Doc,
	x: number,
	y: number,
	w: number,
	h: number,
	o: { stucco: string; bars?: boolean; blind?: string; hood?: boolean; surround?: boolean },
): string {
	const st = o.stucco
	const frame = '#f7f5f0'
	let s = ''
	if (o.surround !== false) s += rect(x - 16, y - 16, w + 32, h + 16, st) + rect(x - 16, y - 16, 4, h + 16, '#ffffff', { opacity: 0.4 })
	s += rect(x, y, w, h, frame)
	s += rect(
		x + 8,
		y + 8,
		w - 16,
		h - 16,
		d.linear('glass', [
			[0, '#5f7590'],
			[0.5, '#8ba3bb'],
			[1, '#4a5b71'],
		]),
	)
	if (o.blind) s += rect(x + 8, y + 8, w - 16, h * 0.22, o.blind) + rect(x + 8, y + 8 + h * 0.22 - 6, w - 16, 6, dark(o.blind, 0.15))
	s += poly([x + 8 + w * 0.25, y + 8, x + 8 + w * 0.55, y + 8, x + 8, y + 8 + h * 0.5, x + 8, y + 8 + h * 0.25], '#ffffff', {
		opacity: 0.16,
	})
	s += rect(x + 8, y + 8, w - 16, 6, '#0f1724', { opacity: 0.25 })
	s += rect(x + 4, y + h / 2 - 5, w - 8, 10, frame) + rect(x + 4, y + h / 2 + 5, w - 8, 3, '#0f1724', { opacity: 0.15 })
	if (o.bars !== false) s += rect(x + w / 2 - 2.5, y + 6, 5, h - 12, frame)
	s += rect(x - 22, y + h, w + 44, 12, light(st, 0.3)) + rect(x - 18, y + h + 12, w + 36, 8, '#0f1724', { opacity: 0.14 })
	if (o.hood) {
		s += rect(x - 20, y - 30, w + 40, 14, dark(st, 0.04)) + rect(x - 30, y - 44, w + 60, 14, light(st, 0.3))
		s += rect(x - 30, y - 30, w + 60, 6, '#0f1724', { opacity: 0.14 })
		s += rect(x - 30, y - 40, 12, 34, st) + rect(x + w + 18, y - 40, 12, 34, st)
	}
	return s
}

function exterior(d: Doc, p: Pal, v: number): void {
	const stucco = '#F3F0E8'
	const stShade = dark(stucco, 0.1)
	const ink = '#1f2733'
	// Sky and soft clouds
	d.add(
		rect(
			0,
			0,
			W,
			900,
			d.linear('extsky', [
				[0, dark(p.sky, 0.16)],
				[0.6, p.sky],
				[1, light(p.sky, 0.5)],
			]),
		),
	)
	const cloud = (cx: number, cy: number, s: number) =>
		ellipse(cx, cy, 120 * s, 30 * s, '#ffffff', { opacity: 0.7 }) +
		circle(cx - 40 * s, cy - 18 * s, 40 * s, '#ffffff', { opacity: 0.7 }) +
		circle(cx + 30 * s, cy - 26 * s, 52 * s, '#ffffff', { opacity: 0.7 })
	d.add(cloud(v % 2 ? 1200 : 360, 80, 1.1), cloud(v % 2 ? 420 : 1010, 130, 0.7))
	const brickTones =
		v === 2
			? ['#B86B4E', '#AA5F45', '#C27A5A', '#A4563F', '#B7704F', '#9C5A44']
			: ['#D3BE93', '#C8B286', '#BEA679', '#D9C8A0', '#B79D72', '#CCB489', '#A88F66']
	const brick = brickPattern(d, 'brick', brickTones, v === 2 ? '#D9C6B4' : '#E1D7C0', 7 + v)
	const doors =
		[
			[p.ink, '#31513f', p.accent, '#2c3b56', '#1f2733'],
			['#31513f', p.ink, p.accent, '#5a6b82', '#1f2733'],
			['#2c3b56', '#1f2733', p.accent, '#31513f', p.ink],
			['#1f2733', '#3d5a6c', p.accent, p.ink, '#31513f'],
		][v] ?? []
	const HW = 400
	const roofTop = 168
	const eave = 226
	const band = 530
	const base = 812
	const pave = 864
	// One house is drawn once in local coordinates (bay on the left, door on the right) and
	// reused for the whole terrace; mirrored pairs share porticos as real terraces do.
	const out: string[] = []
	out.push(rect(0, roofTop, HW, eave - roofTop, '#5d6673'))
	for (let k = 1; k < 4; k++) out.push(rect(0, roofTop + k * 14, HW, 2, '#4b5360'))
	if (v === 1) {
		// A painted stucco terrace (Bayswater, Kensington): cream render with rusticated joints.
		out.push(rect(0, eave, HW, band - eave, light(stucco, 0.1)))
		for (let y = eave + 44; y < band; y += 44) out.push(rect(0, y, HW, 2, stShade, { opacity: 0.6 }))
	} else out.push(rect(0, eave, HW, band - eave, brick))
	out.push(
		rect(
			0,
			eave,
			HW,
			40,
			d.linear('soot', [
				[0, '#0f1724', 0.18],
				[1, '#0f1724', 0],
			]),
		),
	)
	out.push(
		rect(-4, eave - 8, HW + 8, 20, light(stucco, 0.2)),
		rect(0, eave + 12, HW, 10, stShade),
		rect(0, eave + 22, HW, 8, '#0f1724', { opacity: 0.12 }),
	)
	out.push(rect(0, band, HW, base - band, stucco))
	for (let y = band + 60; y < base - 20; y += 36) out.push(rect(0, y, HW, 2, stShade, { opacity: 0.7 }))
	out.push(rect(0, band - 6, HW, 22, light(stucco, 0.3)), rect(0, band + 16, HW, 8, '#0f1724', { opacity: 0.12 }))
	out.push(rect(0, base - 26, HW, 26, dark(stucco, 0.14)))
	// first-floor windows
	out.push(extWindow(d, 95, 300, 110, 196, { stucco, hood: true }))
	out.push(extWindow(d, 290, 310, 84, 186, { stucco, hood: true }))
	// canted bay
	const bay0 = 30
	const bayW = 240
	out.push(
		rect(bay0 - 14, band - 10, bayW + 28, 36, light(stucco, 0.35)),
		rect(bay0 - 14, band + 26, bayW + 28, 10, '#0f1724', { opacity: 0.14 }),
	)
	out.push(rect(bay0, band + 36, bayW, base - band - 36, stucco))
	out.push(rect(bay0, band + 36, 34, base - band - 36, dark(stucco, 0.1)))
	out.push(rect(bay0 + bayW - 34, band + 36, 34, base - band - 36, dark(stucco, 0.04)))
	out.push(rect(bay0, band + 36, bayW, 10, '#0f1724', { opacity: 0.1 }), rect(bay0, base - 40, bayW, 40, dark(stucco, 0.12)))
	out.push(extWindow(d, bay0 + 54, band + 72, 132, 188, { stucco, surround: false }))
	out.push(extWindow(d, bay0 + 8, band + 72, 20, 188, { stucco, surround: false, bars: false }))
	out.push(extWindow(d, bay0 + bayW - 28, band + 72, 20, 188, { stucco, surround: false, bars: false }))
	for (const lx of [bay0 + 34, bay0 + bayW - 34])
		out.push(rect(lx - 6, band + 52, 12, 210, light(stucco, 0.25)), rect(lx - 10, band + 46, 20, 10, light(stucco, 0.3)))
	// portico, fanlight, door and steps
	const dx = 296
	const dw = 84
	out.push(rect(dx - 32, band - 16, dw + 64, 40, light(stucco, 0.35)), rect(dx - 32, band + 24, dw + 64, 8, '#0f1724', { opacity: 0.14 }))
	out.push(
		rect(dx - 26, band + 24, 18, base - band - 24, light(stucco, 0.2)),
		rect(dx + dw + 8, band + 24, 18, base - band - 24, light(stucco, 0.2)),
	)
	out.push(rect(dx - 32, band + 24, 30, 14, light(stucco, 0.35)), rect(dx + dw + 2, band + 24, 30, 14, light(stucco, 0.35)))
	out.push(rect(dx - 8, band + 40, dw + 16, base - band - 40, dark(stucco, 0.22)))
	out.push(
		rect(
			dx,
			band + 56,
			dw,
			40,
			d.linear('fan', [
				[0, '#5c708a'],
				[1, '#8ea6bf'],
			]),
		),
	)
	out.push(
		stroke(
			`M${dx + dw / 2} ${band + 96}L${dx + 8} ${band + 58}M${dx + dw / 2} ${band + 96}V${band + 58}M${dx + dw / 2} ${band + 96}L${dx + dw - 8} ${band + 58}`,
			'#f7f5f0',
			3,
		),
	)
	out.push(rect(dx - 4, band + 96, dw + 8, 8, '#f7f5f0'))
	// four-panel front door; its colour comes from each <use> via currentColor
	const dy = band + 112
	const dh = base - 4 - dy
	out.push(rect(dx, dy, dw, dh, 'currentColor'))
	const pnl = (x: number, y: number, w: number, h: number) =>
		rect(x, y, w, h, '#0f1724', { opacity: 0.14 }) +
		rect(x + 3, y + 3, w - 6, h - 6, 'currentColor') +
		rect(x + 3, y + h - 4, w - 6, 2, '#ffffff', { opacity: 0.25 })
	out.push(
		pnl(dx + 10, dy + 12, 27, 70),
		pnl(dx + 47, dy + 12, 27, 70),
		pnl(dx + 10, dy + 96, 27, dh - 110),
		pnl(dx + 47, dy + 96, 27, dh - 110),
	)
	out.push(
		rect(dx + dw - 12, dy, 12, dh, '#0f1724', { opacity: 0.12 }),
		circle(dx + 14, dy + dh * 0.5, 5, p.metal),
		rect(dx + 32, dy + 86, 20, 6, p.metal),
	)
	for (let k = 0; k < 3; k++) {
		const sw = dw + 40 + k * 24
		out.push(
			rect(dx + dw / 2 - sw / 2, base - 4 + k * 18, sw, 18, k % 2 ? '#d7d2c8' : '#e4e0d8'),
			rect(dx + dw / 2 - sw / 2, base - 4 + k * 18, sw, 3, '#ffffff', { opacity: 0.6 }),
		)
	}
	// garden wall and railings either side of the steps
	const railing = (gx: number, gw: number) => {
		let s = rect(gx, pave - 40, gw, 40, dark(stucco, 0.05)) + rect(gx - 2, pave - 44, gw + 4, 8, light(stucco, 0.3))
		s += rect(gx, pave - 36, gw, 6, '#0f1724', { opacity: 0.1 })
		s += rect(gx, base - 40, gw, 5, ink) + rect(gx, pave - 62, gw, 5, ink)
		let bars = ''
		let tips = ''
		for (let x = gx + 6; x < gx + gw - 2; x += 15) {
			bars += `M${n(x)} ${base - 50}V${pave - 44}`
			tips += `M${n(x - 3.5)} ${base - 46}l3.5 -12l3.5 12z`
		}
		return s + `<path d="${bars}" stroke="${ink}" stroke-width="3.5"/>` + path(tips, ink)
	}
	out.push(railing(2, dx - 26), railing(dx + dw + 24, HW - dx - dw - 24))
	const house = d.symbol('house', out.join(''))
	for (let i = 0; i < 5; i++) {
		const hx = -200 + i * HW
		const flip = i % 2 === 1
		const X = (lx: number, w = 0) => (flip ? hx + HW - lx - w : hx + lx)
		d.add(reuse(house, { transform: flip ? `matrix(-1 0 0 1 ${hx + HW} 0)` : `translate(${hx} 0)`, color: doors[i] ?? p.ink }))
		// a few drawn blinds so the houses do not look identical
		if (i === 1 || i === 3)
			d.add(
				rect(X(bay0 + 62, 116), band + 80, 116, 44, light(p.fabric2, 0.25)),
				rect(X(bay0 + 62, 116), band + 120, 116, 5, dark(p.fabric2, 0.1)),
			)
		if (i === 2) d.add(rect(X(103, 94), 308, 94, 40, light(p.fabric, 0.45)), rect(X(103, 94), 344, 94, 5, p.fabric))
		// party-wall chimney stack and downpipe
		out.length = 0
		out.push(
			rect(hx - 44, roofTop - 78, 88, 82, brick),
			rect(hx - 50, roofTop - 86, 100, 12, light(stucco, 0.1)),
			rect(hx - 44, roofTop - 74, 88, 6, '#0f1724', { opacity: 0.15 }),
		)
		for (const px of [-28, 0, 28])
			out.push(rect(hx + px - 8, roofTop - 112, 16, 28, '#b5694a'), rect(hx + px - 10, roofTop - 114, 20, 6, '#9c583c'))
		if (i % 2 === 0) out.push(rect(hx + 3, eave + 20, 8, base - eave - 20, ink), rect(hx, eave + 10, 14, 14, ink))
		d.add(out.join(''))
	}
	// Light from the upper left: shadows cast by the bays, porticos and cornices
	for (let i = 0; i < 5; i++) {
		const hx = -200 + i * HW
		const flip = i % 2 === 1
		const bayEdge = flip ? hx + HW - 30 : hx + 270
		d.add(poly([bayEdge, band + 36, bayEdge + 36, band + 60, bayEdge + 36, base, bayEdge, base], '#0f1724', { opacity: 0.12 }))
	}
	if (v === 1) {
		// Scaffold up one house for the stucco repairs: standards, ledgers, boards and a brace.
		const tube = '#8d949c'
		let scaffold = ''
		for (const x of [1000, 1190, 1380]) scaffold += rect(x, 190, 8, pave - 190, tube)
		for (let y = 250; y < pave; y += 150) {
			scaffold += rect(992, y, 400, 7, tube)
			scaffold += rect(996, y - 14, 392, 14, '#c9a46a') + rect(996, y - 14, 392, 3, '#e2c48e')
		}
		scaffold += line(1004, pave - 10, 1384, 250, tube, 6)
		d.add(group(scaffold, { opacity: 0.95 }))
	}
	// Pavement, kerb and road
	d.add(
		rect(0, pave, W, 1000 - pave, '#d3d1cb'),
		rect(0, pave, W, 10, '#0f1724', { opacity: 0.12 }),
		rect(0, 956, W, 16, '#b9b6ae'),
		rect(0, 972, W, 28, '#596170'),
	)
	for (let x = 0; x < W; x += 120) d.add(rect(x, pave, 2, 92, '#b6b3ab'))
	d.add(rect(0, 910, W, 2, '#b6b3ab'))
	// Street lamp
	const lx = v % 2 ? 1280 : 150
	d.add(
		rect(lx - 7, 520, 14, 440, ink),
		rect(lx - 14, 900, 28, 60, ink, { rx: 4 }),
		rect(lx - 12, 600, 24, 10, ink),
		poly([lx - 30, 470, lx + 30, 470, lx + 22, 520, lx - 22, 520], light(p.warm, 0.3)),
		poly([lx - 36, 470, lx + 36, 470, lx, 440], ink),
		rect(lx - 24, 518, 48, 8, ink),
	)
	// London plane tree
	const tx = v % 2 ? 260 : 1340
	const leaf = v === 3 ? '#9a9c58' : p.plant
	let tree = shadow(d, tx, 952, 120, 10, 0.25)
	tree += path(
		`M${tx - 24} 952C${tx - 20} 800 ${tx - 14} 600 ${tx - 6} 420L${tx + 10} 420C${tx + 16} 600 ${tx + 22} 800 ${tx + 28} 952Z`,
		'#8f8a78',
	)
	tree +=
		path(`M${tx} 600L${tx - 90} 430L${tx - 76} 424L${tx + 6} 560Z`, '#8f8a78') +
		path(`M${tx + 4} 540L${tx + 110} 380L${tx + 122} 390L${tx + 12} 570Z`, '#8f8a78')
	for (const [ox, oy, rx, ry, c] of [
		[-10, 700, 12, 30, '#c9c3a8'],
		[8, 820, 10, 24, '#b8b49c'],
		[-6, 560, 8, 22, '#c9c3a8'],
		[12, 640, 8, 20, '#6f6b5d'],
	] as const)
		tree += ellipse(tx + ox, oy, rx, ry, c)
	// Broad, open crown built from overlapping leaf clusters: shade first, then lit tops
	const tr = rng(41 + v)
	const blobs: [number, number, number][] = []
	for (let k = 0; k < 22; k++) {
		const ang = tr() * Math.PI * 2
		const rad = Math.sqrt(tr())
		blobs.push([Math.cos(ang) * rad * 230, 270 + Math.sin(ang) * rad * 170, 58 + tr() * 40])
	}
	blobs.sort((a, b) => a[1] - b[1])
	for (const [ox, oy, r] of blobs) tree += circle(tx + ox + 8, oy + 12, r, dark(leaf, 0.28))
	for (const [ox, oy, r] of blobs) tree += circle(tx + ox, oy, r, leaf)
	for (const [ox, oy, r] of blobs) tree += circle(tx + ox - r * 0.2, oy - r * 0.24, r * 0.7, light(leaf, 0.08))
	tree += rect(tx - 70, 950, 140, 8, '#8d877a')
	d.add(tree)
}

/** Plastic bucket, optionally with a mixing paddle standing in it. */
function bucket(cx: number, base: number, color: string, paddle = false): string {
	let s = ''
	if (paddle) s += rect(cx + 6, base - 190, 8, 140, '#8f98a6') + rect(cx - 2, base - 206, 24, 20, '#4b5563', { rx: 4 })
	s += poly([cx - 48, base - 104, cx + 48, base - 104, cx + 38, base, cx - 38, base], color)
	s += rect(cx - 52, base - 110, 104, 12, dark(color, 0.1), { rx: 5 })
	s += poly([cx + 12, base - 98, cx + 48, base - 98, cx + 38, base, cx + 16, base], '#0f1724', { opacity: 0.1 })
	s += stroke(`M${cx - 46} ${base - 104}Q${cx} ${base - 170} ${cx + 46} ${base - 104}`, dark(color, 0.3), 3)
	return s
}

/** Spirit level leaning against the wall. */
function spiritLevel(x: number, base: number, len: number, color: string): string {
	const body =
		rect(-10, -len, 20, len, color, { rx: 3 }) +
		rect(-6, -len * 0.55, 12, 30, '#bfe3a8') +
		rect(-10, -len, 6, len, '#ffffff', { opacity: 0.25 })
	return group(body, { transform: `translate(${n(x)} ${n(base)}) rotate(-8)` })
}

function refurbishment(d: Doc, p: Pal, v: number): void {
	const plaster = ['#D9BBA5', '#CDAA93', '#D5CFC5', '#E2CBBA'][v] ?? '#D9BBA5'
	const site: Pal = { ...p, floor: '#D6B68C', floorAlt: '#CBAA7F', trim: '#EEE7DA', wall: plaster }
	roomShell(d, site, { floor: 'boards', wall: plaster, lightX: 760 })
	// Patchy drying plaster and trowel marks
	const wet = dark(plaster, 0.1)
	d.add(
		path('M80 120C260 100 360 180 340 300S180 470 90 430S-20 160 80 120Z', wet, { opacity: 0.3 }),
		path('M1040 160C1220 120 1380 200 1360 330S1160 460 1080 400S960 190 1040 160Z', wet, { opacity: 0.28 }),
		path('M1200 520C1320 500 1480 560 1460 640S1260 700 1200 660S1120 540 1200 520Z', wet, { opacity: 0.25 }),
		stroke('M150 560q90 -30 180 0M180 610q90 -30 180 0M990 560q90 -26 180 0M420 200q90 -30 180 0', light(plaster, 0.3), 3, {
			opacity: 0.6,
		}),
	)
	// First-fix electrics: chased channels to new back boxes
	const box = (x: number, y: number) =>
		rect(x + 20, 84, 24, y - 84, dark(plaster, 0.16)) +
		rect(x, y, 64, 64, '#8b939e', { rx: 3 }) +
		rect(x + 8, y + 8, 48, 48, '#5c6470') +
		stroke(`M${x + 30} ${y + 14}q-10 20 4 36`, '#8a5a3c', 4) +
		stroke(`M${x + 38} ${y + 14}q10 20 -4 36`, '#3b6fb6', 4)
	d.add(box(1100, 520), box(340, 640))
	// Bare lamp holder from the ceiling
	d.add(
		line(560, 84, 560, 300, p.ink, 3),
		circle(
			560,
			330,
			120,
			d.radial('bulbglow', [
				[0, p.warm, 0.5],
				[1, p.warm, 0],
			]),
		),
		rect(552, 296, 16, 18, '#f4f1ea'),
		circle(560, 328, 18, light(p.warm, 0.6)),
	)
	// New window, still taped
	const wx = 640
	const wy = 150
	const ww = 280
	const wh = 390
	sashWindow(d, site, wx, wy, ww, wh, { cols: 2, rows: 2, view: v % 2 ? 'terrace' : 'trees' })
	const tape = '#7FA7D9'
	d.add(
		stroke(
			`M${wx + 40} ${wy + 40}l60 60M${wx + 100} ${wy + 40}l-60 60M${wx + 180} ${wy + wh / 2 + 40}l60 60M${wx + 240} ${wy + wh / 2 + 40}l-60 60`,
			tape,
			7,
			{ opacity: 0.85 },
		),
	)
	daylight(d, wx, ww, wy + wh)
	// Plasterboard sheets leaning on the wall
	d.add(
		shadow(d, 1380, FLOOR_Y + 4, 140, 12, 0.22),
		poly([1270, 330, 1450, 320, 1500, FLOOR_Y, 1320, FLOOR_Y], '#c8ccd2'),
		poly([1290, 340, 1470, 330, 1520, FLOOR_Y, 1340, FLOOR_Y], '#dfe2e6'),
		poly([1290, 340, 1302, 339, 1352, FLOOR_Y, 1340, FLOOR_Y], '#f4f1ea'),
		spiritLevel(1240, FLOOR_Y - 2, 420, p.accent),
	)
	// Dust sheet, ladder and kit
	d.add(dustSheet(d, 280, 900))
	d.add(stepladder(d, 1050, 360, v === 1 ? p.accent : '#b7bfc9'))
	d.add(toolbox(d, p, 200, 930, v === 2 ? p.accent : p.feature === p.joinery ? p.ink : p.joinery))
	d.add(
		shadow(d, 620, 904, 110, 10, 0.2),
		paintTin(560, 900, 44, p.trim, '#f4f1ea', true),
		paintTin(660, 900, 40, p.ink, light(p.fabric, 0.2)),
		paintTin(612, 836, 34, p.ink, p.accent),
	)
	d.add(shadow(d, 900, 912, 70, 8, 0.2), bucket(900, 910, '#4b5563', true))
	d.add(rect(980, 890, 110, 14, '#8f98a6', { rx: 3, transform: 'rotate(-6 1035 897)' }), rect(1070, 880, 40, 28, p.ink, { rx: 6 }))
}

function decorating(d: Doc, p: Pal, v: number): void {
	const oldWall = mix(p.wall, '#efe9df', 0.6)
	roomShell(d, p, { floor: 'boards', wall: oldWall, pictureRail: 250, lightX: 1200 })
	const fresh = ['#3E5673', '#2F4A5E', '#C98F55', '#5C7A68'][v] ?? '#3E5673'
	const top = 84
	const bot = FLOOR_Y - 58
	// Cut in along the cornice, picture rail and skirting first, then rolled
	d.add(
		rect(0, top, 1320, 36, fresh),
		rect(1320, top, 14, 36, fresh, { opacity: 0.5 }),
		rect(0, 263, 1250, 30, fresh),
		rect(0, 230, 1250, 20, fresh),
		rect(0, bot - 34, 1180, 34, fresh),
		rect(1180, bot - 34, 16, 34, fresh, { opacity: 0.5 }),
		rect(0, top, 820, bot - top, fresh),
		rect(820, 300, 70, 380, fresh, { rx: 30, opacity: 0.9 }),
		rect(880, 340, 64, 300, fresh, { rx: 30, opacity: 0.6 }),
		rect(930, 420, 60, 160, fresh, { rx: 28, opacity: 0.35 }),
		rect(820, 120, 50, 150, fresh, { rx: 24, opacity: 0.9 }),
		rect(
			0,
			top,
			820,
			bot - top,
			d.linear(
				'freshsheen',
				[
					[0, '#ffffff', 0.1],
					[0.5, '#ffffff', 0],
					[1, '#0f1724', 0.08],
				],
				0,
				0,
				1,
				0,
			),
		),
	)
	// Roller marks in the wet paint
	d.add(stroke('M860 330v320M912 370v240M640 140v560M460 140v560M280 140v560', light(fresh, 0.1), 40, { opacity: 0.18 }))
	// Re-draw the picture rail over the paint, with a strip of masking tape on the skirting
	d.add(rect(0, 250, W, 10, p.trim), rect(0, 260, W, 3, '#0f1724', { opacity: 0.12 }), rect(0, bot - 2, W, 8, '#7FA7D9', { opacity: 0.9 }))
	// Window on the unpainted side, masked up
	const wx = 1120
	const wy = 310
	const ww = 250
	const wh = 340
	sashWindow(d, p, wx, wy, ww, wh, { cols: 2, rows: 2, view: 'trees' })
	d.add(
		rect(wx - 34, wy - 34, ww + 68, 8, '#7FA7D9', { opacity: 0.9 }),
		rect(wx - 34, wy - 34, 8, wh + 34, '#7FA7D9', { opacity: 0.9 }),
		rect(wx + ww + 26, wy - 34, 8, wh + 34, '#7FA7D9', { opacity: 0.9 }),
	)
	daylight(d, wx, ww, wy + wh, FLOOR_Y, 120)
	// Dust sheet across the floor
	d.add(dustSheet(d, 120, 1300))
	// Stepladder by the wet edge, brush on the top step
	d.add(stepladder(d, 1000, 380, v === 2 ? p.ink : '#b7bfc9'))
	d.add(
		rect(960, 350, 60, 16, dark(p.floor, 0.3), { rx: 4 }),
		rect(1016, 352, 26, 12, '#c9ced6'),
		rect(1040, 350, 14, 16, fresh, { rx: 3 }),
	)
	// Roller tray with paint, and tins
	d.add(
		shadow(d, 300, 930, 140, 12, 0.22),
		poly([170, 890, 420, 890, 440, 940, 150, 940], '#9ca3ae'),
		poly([190, 896, 330, 896, 344, 932, 176, 932], fresh),
		poly([330, 896, 404, 896, 420, 932, 344, 932], '#b6bcc5'),
		stroke('M350 902l8 24M368 902l8 24M386 902l8 24', '#8f98a6', 3),
		// roller resting in the tray, handle on the sheet
		stroke('M340 884h40l30 34', '#6b7280', 6),
		rect(404, 910, 130, 18, '#4b5563', { rx: 8, transform: 'rotate(14 410 918)' }),
		rect(210, 862, 134, 40, fresh, { rx: 18 }),
		rect(210, 862, 134, 12, light(fresh, 0.3), { rx: 6 }),
		rect(200, 866, 12, 32, '#8f98a6', { rx: 4 }),
		rect(340, 866, 12, 32, '#8f98a6', { rx: 4 }),
	)
	d.add(
		shadow(d, 620, 928, 110, 10, 0.2),
		paintTin(570, 926, 46, fresh, '#f4f1ea', true),
		paintTin(676, 926, 42, p.ink, light(fresh, 0.3)),
		paintTin(624, 858, 34, p.ink, light(fresh, 0.3)),
	)
	d.add(
		rect(520, 858, 110, 14, dark(p.floor, 0.3), { rx: 4, transform: 'rotate(-12 575 865)' }),
		rect(616, 838, 30, 22, fresh, { rx: 4, transform: 'rotate(-12 575 865)' }),
	)
	d.add(plant(1470, FLOOR_Y + 6, 0.7, p, '#c8734a'))
}

const COPPER = '#C2773F'

/** Pipe wrench lying on the floor. */
function pipeWrench(x: number, y: number, angle: number, handle: string): string {
	const body =
		rect(0, -8, 190, 16, '#8f98a6', { rx: 6 }) +
		rect(60, -8, 130, 16, handle, { rx: 7 }) +
		rect(-14, -30, 30, 26, '#7b8491', { rx: 3 }) +
		rect(-14, 4, 40, 18, '#6b7280', { rx: 3 }) +
		rect(-24, -36, 12, 60, '#8f98a6', { rx: 3 })
	return group(body, { transform: `translate(${n(x)} ${n(y)}) rotate(${angle})` })
}

function plumbing(d: Doc, p: Pal, v: number): void {
	const fy = 880
	const top = 330
	// Tiled wall above the worktop and the floor
	d.add(rect(0, 0, W, top, metro(d, 'plumbmetro', p.tile)))
	d.add(
		ellipse(
			800,
			120,
			700,
			300,
			d.radial('wallglow', [
				[0, '#ffffff', 0.28],
				[1, '#ffffff', 0],
			]),
		),
	)
	floor(d, p, v % 2 ? 'tiles' : 'boards', fy)
	const j = p.joinery
	const interior = '#D9C6A5'
	// Cabinet run: closed units either side, the middle one open
	const c0 = 420
	const c1 = 1180
	let cab = rect(0, top + 30, W, fy - top - 30, dark(j, 0.12))
	for (const [a, b] of [
		[0, 200],
		[200, 400],
		[1200, 1400],
		[1400, 1600],
	] as const)
		cab += inset(a + 4, top + 40, b - a - 8, fy - top - 84, j, 16) + circle(a + (a < 800 ? b - a - 30 : 30), top + 110, 6, p.metal)
	cab += rect(0, fy - 40, W, 40, dark(j, 0.3))
	cab += rect(c0, top + 30, c1 - c0, fy - top - 70, interior)
	cab += rect(
		c0 + 20,
		top + 30,
		c1 - c0 - 40,
		fy - top - 90,
		d.linear('cabin', [
			[0, '#5a4a36', 0.55],
			[0.5, '#5a4a36', 0.25],
			[1, '#5a4a36', 0.1],
		]),
	)
	cab += poly([c0, top + 30, c0 + 20, top + 30, c0 + 20, fy - 60, c0, fy - 40], dark(interior, 0.2))
	cab += poly([c1 - 20, top + 30, c1, top + 30, c1, fy - 40, c1 - 20, fy - 60], dark(interior, 0.1))
	cab += poly([c0, fy - 40, c1, fy - 40, c1 - 20, fy - 60, c0 + 20, fy - 60], light(interior, 0.1))
	d.add(cab)
	// Worktop, sink deck and swan-neck tap
	d.add(
		rect(0, top, W, 34, v === 2 ? '#e9e6e1' : light(p.floor, 0.12)),
		rect(0, top + 34, W, 8, '#0f1724', { opacity: 0.25 }),
		rect(560, top - 6, 480, 8, '#c9ced6', { rx: 3 }),
		stroke(`M800 ${top - 4}V150Q800 100 860 100Q920 100 920 150V180`, '#c9ced6', 18),
		stroke(`M792 ${top - 4}V160Q792 112 840 104`, '#ffffff', 4, { opacity: 0.5 }),
		rect(760, top - 40, 14, 36, '#c9ced6', { rx: 4 }),
		rect(742, top - 44, 40, 10, '#aeb5bf', { rx: 4 }),
	)
	// Underside of the sink bowl
	d.add(
		path(`M600 ${top + 42}H1000V${top + 130}Q1000 ${top + 160} 970 ${top + 160}H630Q600 ${top + 160} 600 ${top + 130}Z`, '#b9c0c9'),
		rect(600, top + 42, 400, 14, '#0f1724', { opacity: 0.25 }),
		rect(940, top + 56, 60, 104, '#0f1724', { opacity: 0.08 }),
	)
	// Waste: bottle trap and outlet through the back panel
	const pvc = '#eceef1'
	d.add(
		pipe(`M830 ${top + 160}V${top + 230}`, pvc, 30),
		rect(806, top + 226, 48, 18, '#d4d8de', { rx: 4 }),
		rect(804, top + 240, 52, 130, pvc, { rx: 18 }),
		rect(804, top + 240, 14, 130, '#ffffff', { opacity: 0.5, rx: 7 }),
		rect(842, top + 240, 14, 130, '#0f1724', { opacity: 0.1, rx: 7 }),
		pipe(`M856 ${top + 280}H${c1 - 20}`, pvc, 28),
	)
	// Copper supplies with isolation valves and braided tails to the tap
	const hot = COPPER
	d.add(
		pipe(`M690 ${fy - 60}V${top + 300}`, hot, 14),
		pipe(`M740 ${fy - 60}V${top + 300}`, hot, 14),
		stroke(`M690 ${top + 260}C690 ${top + 200} 760 ${top + 210} 770 ${top + 160}`, '#9aa3ae', 9),
		stroke(`M740 ${top + 260}C740 ${top + 220} 790 ${top + 220} 790 ${top + 160}`, '#9aa3ae', 9),
		stroke(`M690 ${top + 260}C690 ${top + 200} 760 ${top + 210} 770 ${top + 160}`, '#d6dbe1', 3, { 'stroke-dasharray': '3 5' }),
		stroke(`M740 ${top + 260}C740 ${top + 220} 790 ${top + 220} 790 ${top + 160}`, '#d6dbe1', 3, { 'stroke-dasharray': '3 5' }),
		valve(690, top + 290, p.accent, p.metal),
		valve(740, top + 290, '#3b6fb6', p.metal),
	)
	// Rising main with the stopcock, and a pipe run to the appliance valve
	d.add(
		pipe(`M500 ${fy - 60}V${top + 150}H${c0 + 20}`, hot, 16),
		pipe(`M500 ${top + 380}H660`, hot, 12),
		rect(480, top + 300, 40, 60, p.metal, { rx: 6 }),
		rect(470, top + 296, 60, 10, dark(p.metal, 0.15), { rx: 3 }),
		rect(494, top + 262, 12, 40, dark(p.metal, 0.2)),
		rect(466, top + 254, 68, 12, dark(p.metal, 0.25), { rx: 5 }),
	)
	for (const y of [top + 200, top + 440]) d.add(rect(488, y, 24, 10, '#f4f1ea', { rx: 3 }))
	// Bucket under the trap
	d.add(bucket(960, fy - 62, v === 2 ? p.accent : p.feature === p.joinery ? p.ink : '#3f4a5c'))
	// Open doors swung towards the viewer
	d.add(
		poly([c0 - 170, top + 60, c0, top + 34, c0, fy - 44, c0 - 170, fy - 10], '#0f1724', { opacity: 0.18 }),
		poly([c1, top + 34, c1 + 170, top + 60, c1 + 170, fy - 10, c1, fy - 44], '#0f1724', { opacity: 0.18 }),
		poly([c0 - 150, top + 60, c0, top + 34, c0, fy - 44, c0 - 150, fy - 10], light(j, 0.08)),
		poly([c0 - 138, top + 82, c0 - 16, top + 60, c0 - 16, fy - 70, c0 - 138, fy - 38], dark(j, 0.12)),
		poly([c0 - 150, top + 60, c0 - 136, top + 58, c0 - 136, fy - 12, c0 - 150, fy - 10], light(j, 0.1)),
		poly([c1, top + 34, c1 + 150, top + 60, c1 + 150, fy - 10, c1, fy - 44], light(j, 0.04)),
		poly([c1 + 136, top + 58, c1 + 150, top + 60, c1 + 150, fy - 10, c1 + 136, fy - 12], dark(j, 0.2)),
		poly([c1 + 16, top + 60, c1 + 138, top + 82, c1 + 138, fy - 38, c1 + 16, fy - 70], dark(j, 0.06)),
		circle(c1 + 122, top + 140, 7, p.metal),
		circle(c0 - 122, top + 140, 7, p.metal),
	)
	// Tools on the floor, torch lighting the cabinet
	d.add(
		poly([300, 940, 330, 900, 700, top + 200, 780, top + 330], '#fff6dc', { opacity: 0.18 }),
		rect(250, 910, 90, 34, '#2b3445', { rx: 10, transform: 'rotate(-28 295 927)' }),
		rect(318, 884, 30, 42, p.accent, { rx: 6, transform: 'rotate(-28 295 927)' }),
	)
	d.add(toolbox(d, p, 1230, 970, v === 1 ? p.ink : p.accent))
	d.add(pipeWrench(560, 950, -4, v === 2 ? p.ink : p.accent))
	d.add(rect(880, 930, 80, 22, '#c8ccd2', { rx: 8 }), rect(900, 918, 40, 14, p.ink, { rx: 4 }), pipe('M760 948H880', hot, 12))
}

function heating(d: Doc, p: Pal, v: number): void {
	roomShell(d, p, { floor: v % 2 ? 'chevron' : 'boards', lightX: 1100 })
	const j = p.joinery
	// Kitchen units to one side
	d.add(
		rect(60, 150, 400, 230, dark(j, 0.12)),
		inset(64, 154, 194, 222, j, 14),
		inset(262, 154, 194, 222, j, 14),
		rect(60, 380, 400, 8, '#0f1724', { opacity: 0.15 }),
		rect(60, 440, 400, 116, metro(d, 'heatmetro', p.tile)),
		rect(60, 572, 400, FLOOR_Y - 572, dark(j, 0.12)),
		inset(64, 576, 194, FLOOR_Y - 612, j, 14),
		inset(262, 576, 194, FLOOR_Y - 612, j, 14),
		rect(60, FLOOR_Y - 34, 400, 34, dark(j, 0.3)),
		rect(50, 556, 420, 18, light(p.floor, 0.15)),
		rect(50, 574, 420, 6, '#0f1724', { opacity: 0.2 }),
		circle(236, 334, 6, p.metal),
		circle(284, 334, 6, p.metal),
		circle(236, 620, 6, p.metal),
		circle(284, 620, 6, p.metal),
	)
	d.add(
		stroke('M150 492q0 -40 40 -40q40 0 40 40', p.ink, 8),
		path('M128 556l14 -84h96l14 84z', v === 2 ? p.accent : '#dfe3e8'),
		path('M236 490l40 -26l4 10l-34 36z', v === 2 ? p.accent : '#dfe3e8'),
		rect(136, 466, 108, 10, dark(v === 2 ? p.accent : '#dfe3e8', 0.15), { rx: 4 }),
		rect(210, 478, 24, 74, '#ffffff', { opacity: 0.25 }),
		rect(124, 548, 132, 8, p.ink, { rx: 3 }),
		plant(380, 556, 0.55, p, '#f1ece2'),
	)
	// Wall-hung combination boiler
	const bx = 600
	const by = 210
	const bw = 270
	const bh = 360
	d.add(
		rect(bx + 14, by + 18, bw, bh, '#0f1724', { opacity: 0.12, rx: 14 }),
		rect(bx + 100, 84, 70, by - 84, '#e3e6ea'),
		rect(bx + 100, 84, 18, by - 84, '#ffffff', { opacity: 0.5 }),
		rect(bx + 92, by - 30, 86, 20, '#d3d7dd', { rx: 4 }),
		rect(
			bx,
			by,
			bw,
			bh,
			d.linear(
				'boiler',
				[
					[0, '#ffffff'],
					[0.7, '#f1f2f4'],
					[1, '#dfe2e6'],
				],
				0,
				0,
				1,
				0,
			),
			{ rx: 14 },
		),
		rect(bx + 16, by + 16, bw - 32, bh - 120, '#ffffff', { rx: 8 }),
		rect(bx + bw - 40, by + 16, 24, bh - 120, '#0f1724', { opacity: 0.04 }),
		rect(bx, by + bh - 96, bw, 96, '#e6e8ec', { rx: 14 }),
		rect(bx, by + bh - 96, bw, 8, '#d1d5db'),
		rect(bx + 30, by + bh - 70, 90, 40, '#253047', { rx: 6 }),
		rect(bx + 40, by + bh - 60, 40, 8, '#7fd3a4', { opacity: 0.9 }),
		rect(bx + 40, by + bh - 46, 60, 6, '#7fd3a4', { opacity: 0.5 }),
		circle(bx + 160, by + bh - 50, 18, '#cfd4da'),
		circle(bx + 160, by + bh - 50, 12, '#f4f5f7'),
		circle(bx + 215, by + bh - 50, 18, '#cfd4da'),
		circle(bx + 215, by + bh - 50, 12, '#f4f5f7'),
		rect(bx + 158, by + bh - 66, 4, 12, p.ink),
		rect(bx + 213, by + bh - 66, 4, 12, p.ink),
		circle(bx + bw - 26, by + bh - 86, 5, p.accent),
	)
	// Pipework out of the boiler: heating flow/return, hot, gas, cold, condensate
	const pb = by + bh
	const xs = [640, 680, 735, 790, 830] as const
	d.add(
		pipe(`M${xs[0]} ${pb}V${FLOOR_Y - 100}Q${xs[0]} ${FLOOR_Y - 72} ${xs[0] + 28} ${FLOOR_Y - 72}H1100`, COPPER, 13),
		pipe(`M${xs[1]} ${pb}V${FLOOR_Y - 120}Q${xs[1]} ${FLOOR_Y - 94} ${xs[1] + 26} ${FLOOR_Y - 94}H1474`, COPPER, 13),
		pipe(`M${xs[2]} ${pb}V${FLOOR_Y}`, COPPER, 13),
		pipe(`M${xs[3]} ${pb}V${FLOOR_Y}`, '#d9b46b', 16),
		pipe(`M${xs[4]} ${pb}V${FLOOR_Y}`, COPPER, 13),
		pipe(`M${bx + bw - 20} ${pb}V${pb + 40}L${bx + bw + 40} ${FLOOR_Y - 40}V${FLOOR_Y}`, '#eceef1', 14),
		valve(xs[0], pb + 60, '#3b6fb6', p.metal),
		valve(xs[1], pb + 60, p.accent, p.metal),
		valve(xs[3], pb + 60, '#e5c23a', p.metal, true),
		valve(xs[4], pb + 60, '#3b6fb6', p.metal),
	)
	for (const y of [pb + 130, FLOOR_Y - 40]) d.add(rect(626, y, 220, 10, '#f4f1ea', { rx: 3, opacity: 0.9 }))
	// Programmable room thermostat
	d.add(
		circle(1004, 440, 48, '#0f1724', { opacity: 0.1 }),
		circle(1000, 434, 48, '#f6f7f9'),
		circle(1000, 434, 36, '#e1e4e8'),
		circle(1000, 434, 28, '#f6f7f9'),
		stroke('M972 448A30 30 0 0 1 1014 406', p.accent, 6),
		rect(996, 402, 8, 14, p.ink, { rx: 3 }),
	)
	// Window and radiator
	const wx = 1160
	const wy = 150
	const ww = 260
	const wh = 340
	sashWindow(d, p, wx, wy, ww, wh, { cols: 2, rows: 2, view: v % 2 ? 'trees' : 'terrace', shutters: v === 2 })
	daylight(d, wx, ww, wy + wh, FLOOR_Y, 160)
	d.add(radiator(d, p, 1120, 560, 340, 150, v === 2 ? p.feature : undefined))
	d.add(
		circle(
			1300,
			600,
			190,
			d.radial('radwarm', [
				[0, p.warm, 0.35],
				[1, p.warm, 0],
			]),
		),
		stroke('M1200 540q-14 -30 0 -60t0 -60M1290 530q-14 -30 0 -60t0 -60M1380 540q-14 -30 0 -60t0 -60', '#ffffff', 4, { opacity: 0.35 }),
	)
	d.add(toolbox(d, p, 820, 930, v === 1 ? p.ink : p.accent))
}

/** Double switched socket outlet (UK pattern, three pins each). */
function socket(x: number, y: number, plate = '#f7f7f5'): string {
	let s = rect(x + 4, y + 6, 170, 90, '#0f1724', { opacity: 0.12, rx: 8 }) + rect(x, y, 170, 90, plate, { rx: 8 })
	s += rect(x, y + 80, 170, 10, '#0f1724', { opacity: 0.05, rx: 5 })
	for (const ox of [0, 86]) {
		s +=
			rect(x + ox + 22, y + 22, 10, 16, '#3b4250', { rx: 2 }) +
			rect(x + ox + 14, y + 48, 16, 9, '#3b4250', { rx: 2 }) +
			rect(x + ox + 38, y + 48, 16, 9, '#3b4250', { rx: 2 })
		s += rect(x + ox + 60, y + 24, 14, 26, '#e4e6e9', { rx: 3 }) + rect(x + ox + 60, y + 24, 14, 10, '#cfd3d8', { rx: 3 })
	}
	return s
}

/** Digital multimeter with its test leads. */
function multimeter(x: number, y: number, body: string): string {
	let s = rect(x + 6, y + 8, 120, 190, '#0f1724', { opacity: 0.18, rx: 16 })
	s += rect(x, y, 120, 190, body, { rx: 16 }) + rect(x + 12, y + 12, 96, 166, '#2b3445', { rx: 10 })
	s += rect(x + 22, y + 24, 76, 40, '#b8d4b0', { rx: 4 }) + rect(x + 30, y + 36, 40, 8, '#2b3445', { opacity: 0.5 })
	s += circle(x + 60, y + 112, 30, '#4b5563') + circle(x + 60, y + 112, 22, '#6b7280') + rect(x + 57, y + 84, 6, 30, '#e5e7eb', { rx: 3 })
	s += circle(x + 36, y + 162, 7, '#111827') + circle(x + 84, y + 162, 7, '#a33a2f')
	s += stroke(`M${x + 36} ${y + 162}C${x + 10} ${y + 260} ${x - 120} ${y + 200} ${x - 160} ${y + 250}`, '#111827', 5)
	s += stroke(`M${x + 84} ${y + 162}C${x + 110} ${y + 250} ${x + 220} ${y + 230} ${x + 250} ${y + 270}`, '#a33a2f', 5)
	s += rect(x - 200, y + 240, 50, 14, '#111827', { rx: 6 }) + rect(x + 244, y + 262, 50, 14, '#a33a2f', { rx: 6 })
	return s
}

function electrical(d: Doc, p: Pal, v: number): void {
	roomShell(d, p, { floor: v % 2 ? 'chevron' : 'boards', lightX: 820 })
	// Hall door to one side
	d.add(panelDoor(p, 120, 200, 200, FLOOR_Y - 200, v === 1 ? p.feature : p.joinery))
	d.add(
		rect(360, 430, 70, 110, '#f7f7f5', { rx: 6 }),
		rect(382, 456, 26, 50, '#e4e6e9', { rx: 4 }),
		rect(382, 456, 26, 20, '#cfd3d8', { rx: 4 }),
	)
	// Cable trunking and clipped cable runs
	const cu0 = 600
	const cu1 = 1000
	const cuy = 270
	const cuh = 250
	d.add(
		rect(cu0 + 70, 84, 64, cuy - 84, '#f2f3f5'),
		rect(cu0 + 70, 84, 10, cuy - 84, '#ffffff'),
		rect(cu0 + 124, 84, 10, cuy - 84, '#0f1724', { opacity: 0.08 }),
		rect(cu0 + 180, 84, 64, cuy - 84, '#f2f3f5'),
		rect(cu0 + 180, 84, 10, cuy - 84, '#ffffff'),
		rect(cu0 + 234, 84, 10, cuy - 84, '#0f1724', { opacity: 0.08 }),
	)
	const cable = '#e9ebee'
	const runs = [
		`M${cu0 + 60} ${cuy + cuh}V${cuy + cuh + 60}Q${cu0 + 60} ${cuy + cuh + 80} ${cu0 + 40} ${cuy + cuh + 80}H440Q420 ${cuy + cuh + 80} 420 ${cuy + cuh + 60}V540`,
		`M${cu0 + 120} ${cuy + cuh}V${FLOOR_Y - 60}`,
		`M${cu1 - 80} ${cuy + cuh}V${cuy + cuh + 100}Q${cu1 - 80} ${cuy + cuh + 120} ${cu1 - 60} ${cuy + cuh + 120}H1230V620`,
		`M${cu1 - 40} ${cuy + cuh}V${cuy + cuh + 40}Q${cu1 - 40} ${cuy + cuh + 60} ${cu1 - 20} ${cuy + cuh + 60}H1360Q1380 ${cuy + cuh + 60} 1380 ${cuy + cuh + 40}V84`,
	]
	for (const r of runs) d.add(stroke(r, '#9aa3ae', 11), stroke(r, cable, 8))
	let clips = ''
	for (let x = 460; x < cu0 + 20; x += 70) clips += rect(x, cuy + cuh + 72, 8, 16, '#ffffff', { rx: 2 })
	for (let x = cu1 - 20; x < 1220; x += 70) clips += rect(x, cuy + cuh + 112, 8, 16, '#ffffff', { rx: 2 })
	for (let x = cu1 + 40; x < 1360; x += 70) clips += rect(x, cuy + cuh + 52, 8, 16, '#ffffff', { rx: 2 })
	for (let y = 120; y < cuy + cuh + 20; y += 70) clips += rect(1372, y, 16, 8, '#ffffff', { rx: 2 })
	for (let y = cuy + cuh + 40; y < FLOOR_Y - 60; y += 70) clips += rect(cu0 + 112, y, 16, 8, '#ffffff', { rx: 2 })
	d.add(clips)
	// Consumer unit with main switch, RCBOs and a blank
	d.add(
		rect(cu0 + 14, cuy + 18, cu1 - cu0, cuh, '#0f1724', { opacity: 0.14, rx: 12 }),
		rect(
			cu0,
			cuy,
			cu1 - cu0,
			cuh,
			d.linear('cu', [
				[0, '#fbfbfc'],
				[1, '#e3e6ea'],
			]),
			{ rx: 12 },
		),
		rect(cu0 + 20, cuy + 20, cu1 - cu0 - 40, cuh - 40, '#d6dae0', { rx: 6 }),
		rect(cu0 + 30, cuy + 70, cu1 - cu0 - 60, 110, '#eef0f3', { rx: 4 }),
		rect(cu0 + 30, cuy + 190, cu1 - cu0 - 60, 16, '#f7f7f5'),
		rect(cu0 + 30, cuy + 40, cu1 - cu0 - 60, 22, '#c3c8cf'),
	)
	let brk = ''
	const mw = 26
	let x = cu0 + 40
	// main switch (two modules)
	brk +=
		rect(x, cuy + 74, mw * 2 - 2, 102, '#f7f8fa', { rx: 3 }) +
		rect(x + 10, cuy + 92, mw * 2 - 22, 34, p.ink, { rx: 3 }) +
		rect(x + 10, cuy + 150, mw * 2 - 22, 10, '#cfd3d8')
	x += mw * 2 + 6
	for (let i = 0; i < 10; i++) {
		const off = i === 6
		brk += rect(x, cuy + 74, mw - 2, 102, '#f7f8fa', { rx: 3 }) + rect(x, cuy + 74, 4, 102, '#0f1724', { opacity: 0.06 })
		brk += rect(x + 6, off ? cuy + 120 : cuy + 92, mw - 14, 26, '#3b4250', { rx: 3 })
		if (i % 3 === 0) brk += rect(x + 8, cuy + 156, mw - 18, 8, p.accent, { rx: 2 })
		x += mw
	}
	brk += rect(x + 4, cuy + 74, cu1 - 40 - x - 4, 102, '#e6e8eb', { rx: 3 })
	brk += rect(cu0 + 20, cuy + 20, cu1 - cu0 - 40, cuh - 40, '#ffffff', { opacity: 0.18, rx: 6 })
	brk += poly([cu0 + 60, cuy + 20, cu0 + 180, cuy + 20, cu0 + 60, cuy + 200], '#ffffff', { opacity: 0.18 })
	d.add(brk)
	// Smart meter and a fused spur
	d.add(
		rect(cu1 + 60, cuy + 10, 130, 170, '#0f1724', { opacity: 0.12, rx: 10 }),
		rect(cu1 + 52, cuy, 130, 170, '#eceef1', { rx: 10 }),
		rect(cu1 + 72, cuy + 24, 90, 44, '#253047', { rx: 4 }),
		rect(cu1 + 82, cuy + 38, 50, 10, '#7fd3a4', { opacity: 0.8 }),
		circle(cu1 + 92, cuy + 110, 8, p.accent),
		circle(cu1 + 142, cuy + 110, 8, '#9aa3ae'),
	)
	d.add(socket(1150, 600))
	// Stepladder, toolbox and tester
	d.add(stepladder(d, 1540, 330, v === 2 ? p.accent : '#b7bfc9'))
	d.add(toolbox(d, p, 380, 940, v === 1 ? p.ink : p.accent))
	d.add(multimeter(860, 740, v === 3 ? p.fabric : p.accent))
	d.add(
		rect(1070, 930, 150, 12, '#f3c84b', { rx: 5, transform: 'rotate(-8 1145 936)' }),
		rect(1040, 924, 50, 24, '#2b3445', { rx: 8, transform: 'rotate(-8 1145 936)' }),
	)
}

/** Handsaw with a timber handle, drawn pointing right from (0,0). */
function handsaw(x: number, y: number, angle: number, handle: string): string {
	let teeth = `M60 40`
	for (let t = 60; t < 380; t += 10) teeth += `l5 6l5 -6`
	const body =
		path('M60 0L380 16L380 40L60 40Z', '#c3c9d1') +
		path('M60 0L380 16L380 22L60 8Z', '#e5e8ec') +
		stroke(teeth, '#8f98a6', 2) +
		path('M0 -6Q30 -14 66 -6L70 46Q36 56 4 46Z', handle) +
		path('M18 6Q34 2 50 6L50 30Q34 36 18 30Z', '#f4f1ea', { opacity: 0.9 }) +
		circle(60, 10, 3, '#d9b46b') +
		circle(60, 32, 3, '#d9b46b')
	return group(body, { transform: `translate(${n(x)} ${n(y)}) rotate(${angle})` })
}

/** F-clamp gripping a board to the bench edge; (x, y) is the top jaw. */
function fClamp(x: number, y: number, reach: number, handle: string): string {
	let s = rect(x - 5, y - 20, 10, reach + 40, '#8f98a6') + rect(x - 5, y - 20, 3, reach + 40, '#ffffff', { opacity: 0.4 })
	s += rect(x - 5, y - 22, 70, 14, '#6b7280', { rx: 3 }) + rect(x + 40, y - 8, 20, 8, '#4b5563')
	s += rect(x - 5, y + reach, 70, 14, '#6b7280', { rx: 3 }) + rect(x + 46, y + reach + 14, 8, 24, '#9aa3ae')
	s += rect(x + 36, y + reach + 36, 28, 70, handle, { rx: 10 }) + rect(x + 40, y + reach + 40, 6, 60, '#ffffff', { opacity: 0.25 })
	return s
}

function carpentry(d: Doc, p: Pal, v: number): void {
	roomShell(d, p, { floor: 'boards', lightX: 800 })
	const ply = '#E3CBA2'
	const plyEdge = '#C9A878'
	const j = p.joinery
	// Chimney breast
	d.add(
		rect(560, 84, 480, FLOOR_Y - 142, light(p.wall, 0.06)),
		rect(548, 84, 12, FLOOR_Y - 84, '#0f1724', { opacity: 0.07 }),
		rect(1040, 84, 14, FLOOR_Y - 84, '#0f1724', { opacity: 0.1 }),
		rect(560, FLOOR_Y - 58, 480, 6, light(p.trim, 0.4)),
		rect(560, FLOOR_Y - 52, 480, 8, dark(p.trim, 0.08)),
		rect(560, FLOOR_Y - 44, 480, 44, p.trim),
		artwork(700, 170, 200, 150, p, v),
	)
	// Left alcove: finished, painted cupboard and shelves
	let left = rect(100, 160, 420, 400, dark(j, 0.2))
	for (const [i, y] of [250, 360, 470].entries())
		left +=
			books(124 + i * 20, 490, y - 2, 76, p, 90 + i * 13 + v * 7) +
			rect(100, y, 420, 12, j) +
			rect(100, y + 12, 420, 6, '#0f1724', { opacity: 0.2 })
	left += books(124, 490, 558, 76, p, 301 + v)
	left += rect(100, 160, 14, 400, j) + rect(506, 160, 14, 400, j) + rect(92, 148, 436, 14, j)
	left += rect(90, 556, 440, 18, light(j, 0.06)) + rect(90, 574, 440, 6, '#0f1724', { opacity: 0.2 })
	left +=
		rect(100, 580, 420, FLOOR_Y - 580, dark(j, 0.1)) +
		inset(104, 584, 204, FLOOR_Y - 620, j, 14) +
		inset(312, 584, 204, FLOOR_Y - 620, j, 14)
	left += circle(292, 660, 6, p.metal) + circle(328, 660, 6, p.metal) + rect(100, FLOOR_Y - 34, 420, 34, dark(j, 0.25))
	d.add(left)
	// Right alcove: raw carcass still being fitted
	let right = rect(1080, 160, 420, FLOOR_Y - 160, dark(p.wall, 0.08))
	right += rect(1080, 160, 22, FLOOR_Y - 160, ply) + rect(1478, 160, 22, FLOOR_Y - 160, ply) + rect(1080, 148, 420, 16, ply)
	right += rect(1098, 160, 6, FLOOR_Y - 160, plyEdge) + rect(1472, 160, 6, FLOOR_Y - 160, plyEdge)
	let holes = ''
	for (let y = 200; y < 560; y += 32) holes += `M1110 ${y}h.1M1466 ${y}h.1`
	right += `<path d="${holes}" stroke="${dark(plyEdge, 0.4)}" stroke-width="6" stroke-linecap="round"/>`
	for (const y of [300, 440])
		right += rect(1102, y, 376, 16, ply) + rect(1102, y + 16, 376, 5, plyEdge) + rect(1102, y + 21, 376, 10, '#0f1724', { opacity: 0.12 })
	right += stroke('M1110 380h60M1410 380h60', '#5b6270', 2, { opacity: 0.7 })
	right += rect(1080, 560, 420, 18, ply) + rect(1080, 578, 420, 6, plyEdge) + rect(1102, 584, 376, FLOOR_Y - 584, dark(ply, 0.18))
	right += rect(1286, 584, 8, FLOOR_Y - 584, ply) + rect(1080, FLOOR_Y - 34, 420, 34, plyEdge)
	d.add(right)
	// Lengths of timber leaning on the chimney breast
	const tones = ['#D8B27E', '#CFA36C', '#E2C08E', '#C4955E', '#DDB888']
	for (let i = 0; i < 5; i++) {
		const x = 620 + i * 34
		const w = 26 + (i % 2) * 10
		d.add(poly([x + 30, 350 + i * 14, x + 30 + w, 354 + i * 14, x + w, FLOOR_Y + 6, x, FLOOR_Y + 4], tones[i] ?? ply))
		d.add(
			poly([x + 30 + w - 6, 354 + i * 14, x + 30 + w, 354 + i * 14, x + w, FLOOR_Y + 6, x + w - 6, FLOOR_Y + 6], '#0f1724', {
				opacity: 0.12,
			}),
		)
	}
	// Sawdust and shavings on the floor
	d.add(ellipse(760, 930, 180, 26, '#e8d3ae', { opacity: 0.45 }), ellipse(980, 960, 120, 18, '#e8d3ae', { opacity: 0.4 }))
	d.add(stroke('M700 920q14 -16 24 0t20 0M820 940q10 -14 22 0M1000 952q12 -14 24 0', '#c9a878', 4))
	// Workbench
	const top = '#D6B07A'
	d.add(shadow(d, 800, 966, 420, 18, 0.28))
	d.add(
		rect(440, 756, 44, 206, dark(top, 0.35)),
		rect(1116, 756, 44, 206, dark(top, 0.35)),
		rect(484, 890, 632, 20, dark(top, 0.2)),
		rect(530, 862, 180, 28, tones[0] ?? top),
		rect(560, 836, 120, 26, tones[3] ?? top),
		rect(880, 870, 200, 20, tones[2] ?? top),
		poly([430, 690, 1170, 690, 1196, 716, 404, 716], light(top, 0.12)),
		rect(404, 716, 792, 40, top),
		rect(404, 716, 792, 6, light(top, 0.3)),
		rect(404, 750, 792, 6, '#0f1724', { opacity: 0.15 }),
		// end vice
		rect(360, 716, 50, 80, dark(top, 0.1)),
		rect(330, 744, 34, 10, '#6b7280', { rx: 4 }),
		rect(320, 734, 12, 30, '#4b5563', { rx: 4 }),
	)
	// Board clamped to the bench, saw, square and pencil
	d.add(
		poly([500, 664, 1080, 664, 1090, 690, 490, 690], light(tones[4] ?? top, 0.1)),
		rect(490, 690, 600, 20, tones[4] ?? top),
		rect(490, 690, 600, 4, '#ffffff', { opacity: 0.3 }),
		fClamp(560, 676, 74, p.accent),
		fClamp(990, 676, 74, p.accent),
		stroke('M700 690v20', '#4b5563', 2),
		handsaw(660, 620, 8, v % 2 ? p.ink : '#8c5a3c'),
		path('M1110 660h90v18h-70v40h-20z', '#c3c9d1'),
		rect(1110, 660, 22, 60, dark(top, 0.3)),
		rect(430, 700, 60, 8, '#f3c84b', { rx: 3 }),
		rect(430, 700, 10, 8, '#3b4250'),
		stroke('M450 690q12 -20 26 -4q10 14 -6 14M1150 690q10 -18 22 -4', '#c9a878', 4),
	)
	d.add(toolbox(d, p, 1230, 968, v === 1 ? p.ink : p.feature === p.joinery ? p.accent : p.joinery))
}

/** Notched trowel lying flat, seen from above. */
function trowel(x: number, y: number, angle: number, handle: string): string {
	let teeth = 'M0 70'
	for (let t = 0; t < 200; t += 12) teeth += 'h6v8h6v-8'
	const body =
		rect(8, 10, 200, 70, '#0f1724', { opacity: 0.18, rx: 4 }) +
		rect(0, 0, 200, 70, '#b8bfc8') +
		path(teeth + 'V70Z', '#b8bfc8') +
		rect(0, 0, 200, 8, '#dfe3e8') +
		rect(50, 26, 12, 18, '#6b7280') +
		rect(140, 26, 12, 18, '#6b7280') +
		rect(30, 18, 140, 30, handle, { rx: 14 }) +
		rect(40, 22, 110, 7, '#ffffff', { opacity: 0.25, rx: 3 })
	return group(body, { transform: `translate(${n(x)} ${n(y)}) rotate(${angle})` })
}

function tiling(d: Doc, p: Pal, v: number): void {
	roomShell(d, p, { floor: 'tiles', lightX: 1100 })
	const t = ['#A9BCCF', '#EAE5DA', p.tile, p.tile][v] ?? p.tile
	const grout = mix(t, '#9ca3af', 0.45)
	const tp = d.pattern(
		'walltile',
		100,
		100,
		rect(0, 0, 100, 100, grout) +
			rect(2, 2, 96, 96, t) +
			rect(2, 2, 96, 6, light(t, 0.35)) +
			rect(2, 2, 6, 96, light(t, 0.2)) +
			rect(2, 92, 96, 6, dark(t, 0.06)),
	)
	// Combed adhesive ahead of the next rows
	const adh = '#b9bcc0'
	let ridges = ''
	for (let y = 306; y < 400; y += 10) ridges += `M300 ${y}H500`
	for (let y = 406; y < 500; y += 10) ridges += `M600 ${y}H900`
	d.add(rect(300, 300, 200, 100, adh), rect(600, 400, 300, 100, adh), `<path d="${ridges}" stroke="${dark(adh, 0.2)}" stroke-width="3"/>`)
	// Tiled area stepping up from the floor
	d.add(path(`M0 300H300V400H600V500H1000V${FLOOR_Y}H0Z`, tp))
	d.add(rect(0, FLOOR_Y - 8, 1000, 8, '#0f1724', { opacity: 0.1 }))
	// Spacers in the joints of the freshest rows
	let sp = ''
	const cross = (x: number, y: number) => `M${x - 8} ${y}h16M${x} ${y - 8}v16`
	for (let x = 100; x < 1000; x += 100) sp += cross(x, 500)
	for (let x = 100; x < 600; x += 100) sp += cross(x, 400)
	for (let x = 100; x < 300; x += 100) sp += cross(x, 300) + cross(x, 400)
	for (const y of [320, 420, 520]) sp += `M${y === 320 ? 300 : y === 420 ? 600 : 1000} ${y + 30}v20`
	d.add(`<path d="${sp}" stroke="#f8fafc" stroke-width="4" stroke-linecap="round"/>`)
	// Pencil level line across the bare wall
	d.add(line(0, 200, W, 200, '#5b6270', 2, { opacity: 0.35, 'stroke-dasharray': '18 10' }))
	// Frosted window above the bath position
	sashWindow(d, p, 1160, 160, 250, 320, { cols: 2, rows: 2, frosted: true })
	daylight(d, 1160, 250, 480, FLOOR_Y, 120)
	d.add(spiritLevel(1080, FLOOR_Y - 4, 360, p.accent))
	// The floor: laid tiles to the left, bare screed and combed adhesive to the right
	const rowsEdge = [1300, 1200, 1100, 1000, 900]
	let screed = ''
	let comb = ''
	for (const [k, ex] of rowsEdge.entries()) {
		const y0 = FLOOR_Y + k * 42
		screed += rect(ex, y0, W - ex, 42, '#b7ab97')
		comb += rect(ex, y0, 100, 42, '#a2a5aa')
		for (let yy = y0 + 6; yy < y0 + 42; yy += 8) comb += line(ex + 4, yy, ex + 96, yy, '#878b92', 2.5)
	}
	d.add(screed, comb, rect(900, FLOOR_Y, W - 900, 8, '#0f1724', { opacity: 0.12 }))
	// Boxes and stacks of tiles, cutter, bucket and trowel
	const box = (x: number, y: number, w: number, h: number) =>
		rect(x, y, w, h, '#c9a77a') +
		rect(x, y, w, 10, '#d8b98c') +
		rect(x + w * 0.45, y, 14, h, '#e5d3b0') +
		rect(x + w - 20, y, 20, h, '#0f1724', { opacity: 0.1 })
	d.add(shadow(d, 170, 964, 190, 14, 0.25), box(20, 860, 200, 100), box(40, 780, 170, 80), box(200, 840, 150, 120))
	let stack = shadow(d, 560, 964, 130, 12, 0.22)
	for (let i = 0; i < 9; i++)
		stack +=
			rect(470 + (i % 3) * 3, 950 - i * 12, 180, 10, i % 2 ? t : light(t, 0.12)) +
			rect(470 + (i % 3) * 3, 958 - i * 12, 180, 2, dark(t, 0.3))
	d.add(stack)
	d.add(
		shadow(d, 900, 972, 200, 12, 0.22),
		rect(720, 930, 360, 36, '#4b5563', { rx: 6 }),
		rect(720, 918, 360, 14, '#9aa3ae', { rx: 4 }),
		rect(730, 900, 340, 8, '#c3c9d1'),
		rect(740, 890, 14, 28, '#6b7280'),
		rect(1046, 890, 14, 28, '#6b7280'),
		rect(860, 874, 40, 30, p.accent, { rx: 6 }),
		rect(880, 850, 120, 18, p.ink, { rx: 8 }),
	)
	d.add(shadow(d, 1380, 930, 80, 10, 0.22), bucket(1380, 928, v === 2 ? p.accent : '#e9ebee', true))
	d.add(trowel(1180, 880, -8, p.ink))
	d.add(rect(1480, 920, 70, 34, '#f3c84b', { rx: 10 }), rect(1480, 920, 70, 10, '#f8dc84', { rx: 6 }))
}

/* ------------------------------------------------------------------------ */

const SCENES: Record<IllustrationKind, (d: Doc, p: Pal, v: number) => void> = {
	kitchen,
	bathroom,
	'living-room': livingRoom,
	bedroom,
	exterior,
	refurbishment,
	plumbing,
	electrical,
	heating,
	carpentry,
	decorating,
	tiling,
}

/**
 * Returns a complete standalone SVG document for the given illustration.
 * `variant` (0..3, wraps) changes the colour scheme and some layout details;
 * odd variants are mirrored left to right.
 */
export function illustrationSvg(kind: IllustrationKind, options: IllustrationOptions): string {
	const variant = ((Math.trunc(options.variant ?? 0) % 4) + 4) % 4
	const scene = SCENES[kind]
	if (!scene) throw new Error(`Unknown illustration kind: ${String(kind)}`)
	const palette = options.palette === undefined ? variant : ((Math.trunc(options.palette) % 4) + 4) % 4
	const d = new Doc(`${kind.replace(/[^a-z]/g, '')}${variant}${palette}`)
	const p = PALETTES[palette]!
	scene(d, p, variant)
	return d.render(options.width, options.height, kind !== 'exterior' && variant % 2 === 1)
}
