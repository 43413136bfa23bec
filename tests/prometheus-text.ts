/**
 * A strict reader of the Prometheus text exposition format (version 0.0.4), for
 * tests: every line is a `# HELP`, a `# TYPE` or a sample of the family
 * declared last (a histogram's `_bucket`, `_sum` and `_count`, a summary's
 * `_sum` and `_count`); anything else throws, naming the line.
 */
export type Sample = { name: string; labels: Record<string, string>; value: number }
export type Family = { name: string; type: string; help: string; samples: Sample[] }

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*'
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)(?: (-?\\d+))?$`)
const LABEL = /^([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\["\\n])*)"(?:,|$)/
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped'])

export function parsePrometheusText(text: string): Map<string, Family> {
	const families = new Map<string, Family>()
	let current: Family | undefined
	const lines = text.split('\n')
	if (lines.at(-1) !== '') throw new Error('The exposition does not end with a line break')
	lines.forEach((line, index) => {
		const fail = (why: string) => {
			throw new Error(`Line ${index + 1} (${why}): ${line}`)
		}
		if (line === '') return
		const help = new RegExp(`^# HELP (${NAME}) (.*)$`).exec(line)
		if (help) {
			if (families.has(help[1]!)) fail('family declared twice')
			current = { name: help[1]!, type: 'untyped', help: help[2]!, samples: [] }
			families.set(current.name, current)
			return
		}
		const type = new RegExp(`^# TYPE (${NAME}) (\\w+)$`).exec(line)
		if (type) {
			if (!current || type[1] !== current.name || current.samples.length > 0) return fail('TYPE not right after its HELP')
			if (!TYPES.has(type[2]!)) fail('unknown type')
			current.type = type[2]!
			return
		}
		if (line.startsWith('#')) fail('unknown comment')
		const sample = SAMPLE.exec(line)
		if (!sample) return fail('not a sample')
		if (!current) return fail('sample before any family')
		const [, name = '', rawLabels = '', rawValue = ''] = sample
		const suffixes =
			current.type === 'histogram' ? ['_bucket', '_sum', '_count'] : current.type === 'summary' ? ['', '_sum', '_count'] : ['']
		if (!suffixes.some((suffix) => name === current!.name + suffix)) fail(`not a sample of ${current.name}`)
		const labels: Record<string, string> = {}
		let rest = rawLabels
		while (rest.length > 0) {
			const label = LABEL.exec(rest)
			if (!label) return fail('bad labels')
			if (label[1]! in labels) fail('label repeated')
			labels[label[1]!] = label[2]!.replace(/\\(["\\n])/g, (_, char: string) => (char === 'n' ? '\n' : char))
			rest = rest.slice(label[0].length)
		}
		// As Prometheus reads them (Go's ParseFloat): NaN in any case (prom-client writes `Nan`), ±Inf.
		const nan = /^nan$/i.test(rawValue)
		const value = rawValue === '+Inf' ? Infinity : rawValue === '-Inf' ? -Infinity : nan ? NaN : Number(rawValue)
		if (Number.isNaN(value) && !nan) fail('bad value')
		current.samples.push({ name, labels, value })
	})
	for (const family of families.values()) if (family.type === 'histogram') checkHistogram(family)
	return families
}

/** Each series' buckets rise with `le` and end at +Inf with the series' count. */
function checkHistogram(family: Family) {
	const series = new Map<string, Sample[]>()
	const key = (labels: Record<string, string>) =>
		JSON.stringify(
			Object.entries(labels)
				.filter(([name]) => name !== 'le')
				.sort(([a], [b]) => a.localeCompare(b)),
		)
	for (const sample of family.samples) {
		if (!sample.name.endsWith('_bucket')) continue
		const list = series.get(key(sample.labels)) ?? []
		list.push(sample)
		series.set(key(sample.labels), list)
	}
	for (const [labels, buckets] of series) {
		let previous = -Infinity
		let count = -1
		for (const bucket of buckets) {
			const le = bucket.labels.le === '+Inf' ? Infinity : Number(bucket.labels.le)
			if (!(le > previous)) throw new Error(`${family.name}${labels}: buckets out of order`)
			if (bucket.value < count) throw new Error(`${family.name}${labels}: a bucket counts fewer than the one before`)
			previous = le
			count = bucket.value
		}
		if (previous !== Infinity) throw new Error(`${family.name}${labels}: no +Inf bucket`)
		const total = family.samples.find((sample) => sample.name === `${family.name}_count` && key(sample.labels) === labels)
		if (total?.value !== count) throw new Error(`${family.name}${labels}: the +Inf bucket is not the count`)
	}
}

/** The value of the one sample of `name` whose labels include `labels`; undefined when there is none, and throws when several match. */
export function sampleValue(families: Map<string, Family>, name: string, labels: Record<string, string> = {}): number | undefined {
	const family = families.get(name) ?? families.get(name.replace(/_(bucket|sum|count)$/, ''))
	const found = (family?.samples ?? []).filter(
		(sample) => sample.name === name && Object.entries(labels).every(([label, value]) => sample.labels[label] === value),
	)
	if (found.length > 1) throw new Error(`${name} ${JSON.stringify(labels)}: ${found.length} samples match`)
	return found[0]?.value
}
