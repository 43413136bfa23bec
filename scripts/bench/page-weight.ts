/**
 * npm run bench:weight — the JavaScript and CSS a first visit downloads, gzipped,
 * per public page (budget: 90 KB of JavaScript on the home page).
 */
import '../../server/load-env.ts'

import { gzipSync } from 'node:zlib'

import { startBenchServer } from './server.ts'

const pages = process.argv.slice(2).filter((arg) => arg.startsWith('/'))
const paths = pages.length > 0 ? pages : ['/', '/services', '/gallery', '/reviews', '/contact', '/blog']
const server = await startBenchServer()
const cache = new Map<string, number>()

async function gzippedSize(url: string) {
	if (!cache.has(url)) {
		const body = Buffer.from(await (await fetch(url)).arrayBuffer())
		cache.set(url, gzipSync(body, { level: 9 }).length)
	}
	return cache.get(url)!
}

const rows = []
try {
	for (const path of paths) {
		const html = await (await fetch(`${server.baseUrl}${path}`)).text()
		const scripts = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!))
		// Inline module imports of the hydration script.
		for (const match of html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?"(\/assets\/[^"]+\.js)"/g)) scripts.add(match[1]!)
		const styles = new Set([...html.matchAll(/href="(\/assets\/[^"]+\.css)"/g)].map((match) => match[1]!))
		let js = 0
		for (const script of scripts) js += await gzippedSize(`${server.baseUrl}${script}`)
		// Inline scripts count too (structured data is not JavaScript).
		for (const match of html.matchAll(/<script(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)) {
			if (match[1]) js += gzipSync(match[1], { level: 9 }).length
		}
		let css = 0
		for (const style of styles) css += await gzippedSize(`${server.baseUrl}${style}`)
		rows.push({
			path,
			jsFiles: scripts.size,
			jsKbGzip: Number((js / 1024).toFixed(1)),
			cssKbGzip: Number((css / 1024).toFixed(1)),
			htmlKbGzip: Number((gzipSync(html).length / 1024).toFixed(1)),
		})
	}
} finally {
	await server.stop()
}
console.table(rows)
const home = rows.find((row) => row.path === '/')
if (home && home.jsKbGzip > 90) {
	console.error(`Home page JavaScript is ${home.jsKbGzip} KB gzipped: over the 90 KB budget.`)
	process.exitCode = 1
}
