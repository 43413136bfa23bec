/**
 * npm run bench:lighthouse [-- /path …]
 *
 * Lighthouse 12 (mobile, simulated throttling: its defaults) on every public
 * route of app/routes.ts against the production build, one page at a time, in
 * Debian's Chromium. Lighthouse is not a dependency: it runs through npx. One
 * URL stands for each route (the first the sitemap lists for a route with a
 * parameter). Prints the four scores per page and exits 1 when any is below 100.
 *
 * Before auditing, each page and every picture it names is requested once, as
 * a site in service has already been: a fresh server makes a seeded picture's
 * size variants on their first request, and Lighthouse's simulation would
 * count that one-time wait as the server's latency for the whole page.
 */
import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { chromiumArgs, chromiumPath } from '#tests/chromium.ts'

import { startBenchServer } from './server.ts'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const execFileAsync = promisify(execFile)

if (!existsSync(chromiumPath)) {
	console.error(`No Chromium at ${chromiumPath}: install Debian's chromium package or set CHROMIUM_PATH.`)
	process.exit(1)
}

/** One URL per route: the sitemap's paths with the last segment of a parameter route collapsed to its first example. */
function onePerRoute(paths: string[]): string[] {
	const seen = new Set<string>()
	const parameterised = /^\/(services|areas|blog|case-studies)\/[^/]+$/
	return paths.filter((path) => {
		const route = parameterised.test(path) ? path.replace(/\/[^/]+$/, '/:param') : path
		if (seen.has(route)) return false
		seen.add(route)
		return true
	})
}

type Report = {
	runtimeError?: { code: string; message: string }
	categories: Record<string, { score: number | null }>
	audits: Record<string, { score: number | null; title: string; scoreDisplayMode: string; numericValue?: number }>
}

/** The metrics behind the performance score, printed for a page below 100 so a run says what cost the point. */
const METRICS = {
	'first-contentful-paint': 'FCP',
	'largest-contentful-paint': 'LCP',
	'total-blocking-time': 'TBT',
	'speed-index': 'SI',
} as const

/** Lighthouse's report of one page, run again (at most twice) when Lighthouse itself failed to record it. */
async function lighthouseReport(url: string, attempt = 1): Promise<Report> {
	// The report goes to a file: through a pipe, a report of a few hundred KB was seen cut short.
	const directory = mkdtempSync(path.join(tmpdir(), 'lighthouse-'))
	const output = path.join(directory, 'report.json')
	let text: string
	try {
		await execFileAsync(
			'npx',
			[
				'--yes',
				'lighthouse@12',
				url,
				'--output=json',
				`--output-path=${output}`,
				'--quiet',
				`--only-categories=${CATEGORIES.join(',')}`,
				`--chrome-flags=${chromiumArgs.join(' ')}`,
			],
			{ env: { ...process.env, CHROME_PATH: chromiumPath }, maxBuffer: 16 * 1024 * 1024 },
		)
	} catch (error) {
		// A runtime error (a trace not recorded, say) exits 1 with the report still written.
		if (!existsSync(output)) throw new Error(`Lighthouse failed on ${url}: ${(error as Error).message.split('\n')[0]}`, { cause: error })
	} finally {
		text = existsSync(output) ? readFileSync(output, 'utf8') : ''
		rmSync(directory, { recursive: true, force: true })
	}
	const report = JSON.parse(text) as Report
	if (!report.runtimeError) return report
	if (attempt >= 3) throw new Error(`Lighthouse could not audit ${url}: ${report.runtimeError.message}`)
	console.log(`${new URL(url).pathname}: Lighthouse ${report.runtimeError.code}, running it again`)
	return lighthouseReport(url, attempt + 1)
}

async function audit(url: string) {
	const report = await lighthouseReport(url)
	const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((report.categories[id]?.score ?? 0) * 100)]))
	const failing = Object.entries(report.audits)
		.filter(
			([, a]) =>
				a.score !== null &&
				a.score < 1 &&
				(a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'numeric' || a.scoreDisplayMode === 'metricSavings'),
		)
		.map(([id]) => id)
	const metrics = Object.entries(METRICS)
		.map(([id, label]) => `${label} ${Math.round(report.audits[id]?.numericValue ?? 0)} ms`)
		.concat(`CLS ${(report.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)}`)
		.join(', ')
	return { scores, failing, metrics }
}

/** The same-origin picture addresses a page names (src and every srcset candidate). */
function pictureUrls(html: string, baseUrl: string): string[] {
	const found = new Set<string>()
	for (const [, attribute = ''] of html.matchAll(/\s(?:src|srcset)="([^"]+)"/g)) {
		for (const candidate of attribute.replaceAll('&amp;', '&').split(',')) {
			const url = candidate.trim().split(/\s+/)[0]
			if (url?.startsWith('/media/')) found.add(`${baseUrl}${url}`)
		}
	}
	return [...found]
}

async function warmUp(pageUrl: string, baseUrl: string) {
	const html = await (await fetch(pageUrl)).text()
	for (const url of pictureUrls(html, baseUrl)) await (await fetch(url)).arrayBuffer()
}

const server = await startBenchServer()
let belowFull = false
try {
	const requested = process.argv.slice(2).filter((arg) => arg.startsWith('/'))
	const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text()
	const sitemapPaths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] || '/')
	const paths = requested.length > 0 ? requested : onePerRoute(sitemapPaths)
	for (const path of paths) await warmUp(`${server.baseUrl}${path}`, server.baseUrl)
	const rows = []
	for (const path of paths) {
		const { scores, failing, metrics } = await audit(`${server.baseUrl}${path}`)
		const below = Object.values(scores).some((score) => score < 100)
		if (below) belowFull = true
		rows.push({ path, ...scores, 'not passed': failing.slice(0, 6).join(' ') })
		console.log(
			`${path}: ${CATEGORIES.map((id) => `${id} ${scores[id]}`).join(', ')}${failing.length ? ` (not passed: ${failing.join(' ')})` : ''}${below ? `; ${metrics}` : ''}`,
		)
	}
	console.table(rows)
	console.log(belowFull ? 'Some scores are below 100.' : 'Every page scores 100 in every category.')
} finally {
	await server.stop()
}
process.exit(belowFull ? 1 : 0)
