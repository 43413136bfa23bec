// @ts-check
/**
 * What Node.js itself can do: a bare `node:http` server answering every GET
 * with a page's bytes held in memory, as the page cache does, and nothing else
 * (no guards, no cache key, no request id). bench:load measures it beside the
 * app so the cache's own cost can be told apart from the runtime's. With
 * --same-headers it sends the headers saved beside each page (headers.json, the
 * app's hit's own), so the bytes on the wire are the app's.
 *   node scripts/bench/node-floor.mjs <port> <web root> [--same-headers]
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'

const [port, root, option] = process.argv.slice(2)
const sameHeaders = option === '--same-headers'
if (!port || !root) throw new Error('usage: node-floor.mjs <port> <web root>')

/** @type {Map<string, string[]>} */
const headers = new Map()
/** @type {Map<string, Buffer>} */
const bodies = new Map()

createServer((req, res) => {
	const page = (req.url ?? '/').split('?')[0] ?? '/'
	let body = bodies.get(page)
	if (!body) {
		try {
			body = readFileSync(path.join(root, page.replace(/^\/+|\/+$/g, ''), 'index.html'))
		} catch {
			res.writeHead(404).end()
			return
		}
		bodies.set(page, body)
		headers.set(
			page,
			sameHeaders
				? JSON.parse(readFileSync(path.join(root, page.replace(/^\/+|\/+$/g, ''), 'headers.json'), 'utf8'))
				: ['content-type', 'text/html; charset=utf-8', 'cache-control', 'no-cache', 'content-length', String(body.length)],
		)
	}
	res.writeHead(200, headers.get(page))
	res.end(body)
}).listen(Number(port), '127.0.0.1')
