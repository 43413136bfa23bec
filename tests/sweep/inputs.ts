import fc from 'fast-check'

/**
 * Hostile inputs for the sweep: text with control characters, astral
 * characters and lone surrogates, huge values, arrays and objects where text
 * is expected; bodies in every wrong shape; odd request targets.
 */

/** Strings that have broken servers before: NUL, lone surrogates, escapes, numbers out of range, path tricks. */
const nastyText = fc.constantFrom(
	'\u0000',
	'a\u0000b',
	'\uD800',
	'x\uDFFFy',
	'\u0007\u0008\u001B[31m',
	'\u2028\u2029',
	'\uFEFF',
	'😀🏳️‍🌈',
	'\u{10FFFF}',
	'%00',
	'%',
	'%ZZ',
	"'; drop table services; --",
	'<script>alert(1)</script>',
	'../../../etc/passwd',
	'-1',
	'0',
	'1e309',
	'NaN',
	'9'.repeat(400),
	'00000000-0000-0000-0000-000000000000',
	'true',
	'null',
	'',
	' ',
	'\r\n',
	'=HYPERLINK("http://evil.example")',
	'https://evil.example/',
	'//evil.example',
	'2026-02-30T25:61',
)

/** Ordinary text with a control character or half a surrogate pair in it: what slips past validation. */
const taintedText = fc
	.tuple(
		fc.string({ maxLength: 20 }),
		fc.constantFrom('\u0000', '\uD800', '\uDFFF', '\u0007', '\u001F', '\u007F', '\u0000\u0000'),
		fc.string({ maxLength: 20 }),
	)
	.map(([before, taint, after]) => `${before}${taint}${after}`)

/** Any text: nasty, tainted, arbitrary code points (lone surrogates included), printable, or huge. */
export const text: fc.Arbitrary<string> = fc.oneof(
	{ weight: 4, arbitrary: nastyText },
	{ weight: 3, arbitrary: taintedText },
	{ weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
	{ weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 120 }) },
	{
		weight: 1,
		arbitrary: fc
			.tuple(fc.constantFrom('x', '\u0000', '😀', 'é '), fc.integer({ min: 3_000, max: 70_000 }))
			.map(([unit, n]) => unit.repeat(n)),
	},
)

/** A JSON value where text was expected: text, numbers, booleans, null, arrays, objects, deep nesting. */
export const jsonValue: fc.Arbitrary<unknown> = fc.oneof(
	{ weight: 5, arbitrary: text },
	{ weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null)) },
	{ weight: 1, arbitrary: fc.array(text, { maxLength: 4 }) },
	{ weight: 1, arbitrary: fc.dictionary(text, text, { maxKeys: 3 }) },
	{ weight: 1, arbitrary: fc.integer({ min: 1, max: 800 }).map((depth) => JSON.parse(`${'['.repeat(depth)}"deep"${']'.repeat(depth)}`)) },
)

/** Percent-encodes the text's UTF-8 (a lone surrogate goes as U+FFFD, as a browser sends it). */
export const percentEncode = (value: string) =>
	encodeURIComponent(value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'))

/** Encoded fragments that decode to nothing sensible: NUL, CESU-8 surrogates, overlong forms, broken escapes, dot segments. */
const brokenEncoding = fc.constantFrom(
	'%00',
	'%ED%A0%80',
	'%C0%80',
	'%FF%FE',
	'%',
	'%2',
	'%2F',
	'%2e%2e',
	'..',
	'.',
	';',
	'%0D%0A',
	'%5C',
	'%25',
	'%u0041',
)

/** A path segment or query value as it goes on the request line: encoded text, or a broken encoding. */
export const encodedText: fc.Arbitrary<string> = fc.oneof(
	{ weight: 4, arbitrary: text.map(percentEncode) },
	{ weight: 1, arbitrary: brokenEncoding },
	{ weight: 1, arbitrary: fc.array(brokenEncoding, { minLength: 2, maxLength: 5 }).map((parts) => parts.join('')) },
)

/** A query string: real or made-up names, repeated names (arrays), broken pairs. */
export function queryString(names: string[]): fc.Arbitrary<string> {
	const name = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...names) }, { weight: 1, arbitrary: encodedText })
	const pair = fc.oneof(
		{ weight: 6, arbitrary: fc.tuple(name, encodedText).map(([key, value]) => `${key}=${value}`) },
		{ weight: 1, arbitrary: name },
		{
			weight: 1,
			arbitrary: fc.constantFrom(
				'=',
				'&&',
				'=x',
				'a=b=c',
				'q[]=1&q[]=2',
				'q[a]=1',
				'__proto__[x]=1',
				'_routes=routes%2Fsite%2Flayout',
				'index',
			),
		},
	)
	return fc.array(pair, { maxLength: 5 }).map((pairs) => (pairs.length > 0 ? `?${pairs.join('&')}` : ''))
}

/** Request targets no route expects. */
export const oddTarget = fc.constantFrom(
	'/',
	'//',
	'///admin',
	'//evil.example/path',
	'/./',
	'/../',
	'/..%2F..%2Fetc%2Fpasswd',
	'/%2e%2e/%2e%2e/',
	'/%00',
	'/%',
	'/%ZZ',
	'/%ED%A0%80',
	'/%C0%AE%C0%AE/',
	'/\\..\\',
	'/admin/../auth',
	'/admin%2Fenquiries',
	'/ADMIN',
	'/Admin/Enquiries',
	'/admin/',
	'/admin/enquiries/',
	'/services/',
	'/_root.data',
	'/.data',
	'/services.data',
	'/admin.data?_routes=routes%2Fadmin%2Flayout',
	'/healthz.data',
	'/index.html',
	'/.env',
	'/.git/config',
	'/assets/',
	'/assets/nothing.js',
	'/media/',
	'/media/..%2F..%2Fpackage.json',
	'/media/seed',
	'/favicon.ico?icon=999',
	'/robots.txt/x',
	`/${'a'.repeat(8_000)}`,
	`/?${'q=1&'.repeat(2_000)}`,
	'*',
	'http://evil.example/',
	'http://127.0.0.1/absolute-form',
	'/?%',
	'/#fragment',
	'/?q=%00',
	'/admin/enquiries?q=%00',
	'/admin/enquiries/export.csv?q=%00',
)

/** The boundary of a well-formed multipart body. */
export const BOUNDARY = 'sweepBoundary7MA4YWxkTrZu0gW'

/** A tiny valid PNG (1×1), so uploads get as far as the image pipeline. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

export type Field = [name: string, value: string]
export type UploadFile = { field: string; filename: string; contentType: string; bytes: Buffer }
export type Body = { contentType?: string; bytes: Buffer; label: string }

export function urlencoded(fields: Field[]): Buffer {
	return Buffer.from(fields.map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`).join('&'), 'latin1')
}

export function multipart(fields: Field[], files: UploadFile[], boundary = BOUNDARY): Buffer {
	const parts: Buffer[] = []
	for (const [name, value] of fields) {
		parts.push(
			Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, '_')}"\r\n\r\n${value}\r\n`, 'utf8'),
		)
	}
	for (const file of files) {
		const disposition = `form-data; name="${file.field.replace(/["\r\n]/g, '_')}"; filename="${file.filename.replace(/["\r\n]/g, '_')}"`
		parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: ${file.contentType}\r\n\r\n`, 'utf8'))
		parts.push(file.bytes, Buffer.from('\r\n'))
	}
	parts.push(Buffer.from(`--${boundary}--\r\n`))
	return Buffer.concat(parts)
}

const uploadFile = (field: string): fc.Arbitrary<UploadFile> =>
	fc.record({
		field: fc.constant(field),
		filename: fc.oneof(fc.constantFrom('photo.png', 'logo.svg', 'ranks.csv', '../../x.png', 'a\u0000b.png', ''), text),
		contentType: fc.constantFrom('image/png', 'image/svg+xml', 'text/csv', 'application/octet-stream', 'image/jpeg'),
		bytes: fc.oneof(
			fc.constant(PNG),
			fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
			fc.constant(Buffer.from('keyword,position,date\nplumber,3,2026-01-01\n\u0000,-1,never\n')),
			fc.uint8Array({ maxLength: 2_000 }).map((bytes) => Buffer.from(bytes)),
			fc.constant(Buffer.concat([PNG.subarray(0, 30), Buffer.alloc(50)])),
		),
	})

/**
 * The fields sent in place of a form's: all kept; one replaced with hostile
 * text, or with hostile text added to its value (so the rest stays valid and
 * the submission gets past validation); or each kept, replaced, dropped or
 * repeated.
 */
export function mutatedFields(fields: Field[]): fc.Arbitrary<Field[]> {
	const one = ([name, value]: Field): fc.Arbitrary<Field[]> =>
		fc.oneof(
			{ weight: 4, arbitrary: fc.constant<Field[]>([[name, value]]) },
			{ weight: 3, arbitrary: text.map((junk): Field[] => [[name, junk]]) },
			{ weight: 1, arbitrary: fc.constant([] as Field[]) },
			{ weight: 1, arbitrary: fc.array(text, { minLength: 2, maxLength: 3 }).map((values) => values.map((junk) => [name, junk] as Field)) },
		)
	const extra = fc.array(fc.tuple(fc.oneof(text, fc.constantFrom('intent', 'id', '__proto__', 'constructor', 'website')), text), {
		maxLength: 2,
	})
	const each = fc.tuple(fc.tuple(...fields.map(one)), extra).map(([kept, added]) => [...kept.flat(), ...added])
	if (fields.length === 0) return each
	const oneOf = (change: (value: string, junk: string) => string) =>
		fc
			.tuple(fc.nat({ max: fields.length - 1 }), text)
			.map(([at, junk]) => fields.map(([name, value], index): Field => [name, index === at ? change(value, junk) : value]))
	return fc.oneof(
		{ weight: 1, arbitrary: fc.constant(fields) },
		{ weight: 3, arbitrary: oneOf((_, junk) => junk) },
		{ weight: 3, arbitrary: oneOf((value, junk) => `${value}${junk}`) },
		{ weight: 3, arbitrary: each },
	)
}

/**
 * The fields with hostile text added to one of them (a free-text one more
 * often) and the rest as they were: a submission that passes every other
 * check, to see what that text does further in (the database, e-mails, files).
 */
export function taintOne(fields: Field[], freeText: string[] = []): fc.Arbitrary<Field[]> {
	const candidates = fields.map(([, value], index) => (value ? index : -1)).filter((index) => index >= 0)
	if (candidates.length === 0) return fc.constant(fields)
	const free = candidates.filter((index) => freeText.includes(fields[index]![0]))
	const field =
		free.length > 0
			? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...free) }, { weight: 2, arbitrary: fc.constantFrom(...candidates) })
			: fc.constantFrom(...candidates)
	return fc
		.tuple(field, fc.oneof(taintedText, nastyText), fc.boolean())
		.map(([at, junk, replace]) =>
			fields.map(([name, value], index): Field => [name, index === at ? (replace ? junk : `${value}${junk}`) : value]),
		)
}

/** A body for `fields` (and file fields) in a right or wrong shape: the label says which. */
export function body(fields: Field[], fileFields: string[]): fc.Arbitrary<Body> {
	const files = fc.array(uploadFile(fileFields[0] ?? 'file'), { maxLength: fileFields.length > 0 ? 2 : 1 })
	const asJson = fc.tuple(fc.array(jsonValue, { minLength: fields.length, maxLength: fields.length })).map(([values]) => {
		const object: Record<string, unknown> = {}
		fields.forEach(([name], index) => (object[name] = values[index]))
		return object
	})
	return fc.oneof(
		{ weight: 6, arbitrary: fc.constant({ contentType: 'application/x-www-form-urlencoded', bytes: urlencoded(fields), label: 'form' }) },
		{
			weight: 4,
			arbitrary: files.map((list) => ({
				contentType: `multipart/form-data; boundary=${BOUNDARY}`,
				bytes: multipart(fields, list),
				label: `multipart with ${list.length} file(s)`,
			})),
		},
		{
			weight: 2,
			arbitrary: fc.oneof(
				fc.constant({ contentType: 'application/json', bytes: Buffer.from(JSON.stringify(Object.fromEntries(fields))), label: 'JSON' }),
				asJson.map((object) => ({
					contentType: 'application/json',
					bytes: Buffer.from(JSON.stringify(object)),
					label: 'JSON, odd values',
				})),
				fc.constantFrom('{', '[]', '"x"', 'null', '{"a":1}garbage', '\u0000').map((raw) => ({
					contentType: 'application/json; charset=utf-8',
					bytes: Buffer.from(raw),
					label: 'broken JSON',
				})),
			),
		},
		{
			weight: 3,
			arbitrary: fc.oneof(
				fc.constant({ contentType: 'multipart/form-data', bytes: multipart(fields, []), label: 'multipart without a boundary' }),
				fc.constant({ contentType: 'multipart/form-data; boundary=', bytes: multipart(fields, []), label: 'multipart, empty boundary' }),
				fc.constant({
					contentType: 'multipart/form-data; boundary=other',
					bytes: multipart(fields, []),
					label: 'multipart, wrong boundary',
				}),
				files.map((list) => {
					const whole = multipart(fields, list)
					return {
						contentType: `multipart/form-data; boundary=${BOUNDARY}`,
						bytes: whole.subarray(0, Math.floor(whole.length / 2)),
						label: 'multipart cut short',
					}
				}),
				fc.constant({
					contentType: `multipart/form-data; boundary=${BOUNDARY}`,
					bytes: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--${BOUNDARY}--\r\n`),
					label: 'multipart part without a name',
				}),
				fc.constant({
					contentType: `multipart/form-data; boundary=${BOUNDARY}`,
					bytes: Buffer.from('garbage'),
					label: 'multipart garbage',
				}),
			),
		},
		{
			weight: 3,
			arbitrary: fc.oneof(
				fc.constant({ contentType: 'text/plain', bytes: urlencoded(fields), label: 'text/plain' }),
				fc.constant({
					contentType: 'application/xml',
					bytes: Buffer.from('<?xml version="1.0"?><enquiry><name>x</name></enquiry>'),
					label: 'XML',
				}),
				fc.constant({ bytes: urlencoded(fields), label: 'no content type' }),
				fc.constant({
					contentType: 'application/x-www-form-urlencoded; charset=utf-16',
					bytes: urlencoded(fields),
					label: 'form in a charset it is not',
				}),
				fc
					.constantFrom('application/octet-stream', 'image/png', 'x/y', ';;;', 'application/x-www-form-urlencoded\u00ff')
					.chain((contentType) =>
						fc
							.uint8Array({ maxLength: 3_000 })
							.map((bytes) => ({ contentType, bytes: Buffer.from(bytes), label: `random bytes as ${contentType}` })),
					),
				fc.constant({ contentType: 'application/x-www-form-urlencoded', bytes: Buffer.alloc(0), label: 'empty form' }),
				fc.constant({
					contentType: 'application/x-www-form-urlencoded',
					bytes: Buffer.from('a=%ZZ&b=%&%00=%00&=&&'),
					label: 'form, broken escapes',
				}),
				fc.constant({
					contentType: 'application/x-www-form-urlencoded',
					bytes: Buffer.from(`big=${'x'.repeat(3_000_000)}`),
					label: 'a 3 MB form',
				}),
			),
		},
	)
}
