import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { Agent } from 'node:https'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { connect } from 'node:tls'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findExecutable } from '#tests/executables.ts'

import {
	adminChangeVisible,
	BROWSER_HEADERS,
	cookiesOf,
	ENV_EXAMPLE,
	saveWhatsApp,
	SERVER_NAME,
	signIn,
	startDeployment,
	waitFor,
	type AccessLine,
	type Deployment,
	type Instance,
	type Reply,
} from './deployment.ts'

/**
 * deploy/ as it runs (decision 0056): two instances of the production build on
 * one PostgreSQL database and one S3 bucket, behind Debian's nginx with the
 * site of deploy/nginx/westway.conf over TLS. Signing in and acting through
 * the proxy on both instances, an upload on one served by the other,
 * enquiries e-mailed once, the proxy's one-second page cache and the
 * invalidation through it, and a rolling restart under 30 s of steady load
 * with no request failed or lost.
 *
 * DEPLOY_PORT (default 3130) and the next eight ports; PostgreSQL from
 * DEPLOY_PG_SERVER (or TEST_DATABASE_URL, or the local server's `test`), where
 * database DEPLOY_DATABASE (default deploy_<port>) is made and dropped.
 */
const basePort = Number(process.env.DEPLOY_PORT ?? 3130)
const databaseServer = process.env.DEPLOY_PG_SERVER ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

const LOAD_SECONDS = 30
/** The public pages visitors read (all of them kept a second by nginx). */
const PAGES = ['/', '/services', '/gallery', '/about', '/reviews', '/contact', '/services/bathrooms', '/areas/maida-vale']
const BROWSER = BROWSER_HEADERS

let deployment: Deployment
let cookie = ''
let mediaUrl = ''

beforeAll(async () => {
	deployment = await startDeployment({
		basePort,
		databaseServer,
		databaseName: process.env.DEPLOY_DATABASE ?? `deploy_${basePort}`,
	})
}, 240_000)

afterAll(async () => {
	await deployment?.close()
}, 60_000)

const origin = () => deployment.origin
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()

/** The instances that answered a request, by its request id in nginx's access log (written as the answer goes out). */
async function servedBy(reply: Reply): Promise<string[]> {
	const id = String(reply.headers['x-request-id'])
	const line = await waitFor(
		`access log line ${id}`,
		async () => (await deployment.accessLog()).find((entry) => entry.id === id),
		5_000,
		20,
	)
	return line.upstreams
}

let visitorNumber = 0
/** A new visitor's enquiry: a name and address of its own, so its e-mails can be told apart. */
function newEnquiry() {
	visitorNumber += 1
	// Letters only, as a name must be: Qaaa, Qaab, …
	const tag = `Q${[676, 26, 1].map((unit) => String.fromCharCode(97 + (Math.floor(visitorNumber / unit) % 26))).join('')}`
	return {
		tag,
		fields: {
			name: `Visitor ${tag}`,
			phone: '020 7946 0000',
			email: `visitor-${tag.toLowerCase()}@example.com`,
			postcode: 'W2 1AA',
			service: 'Bathroom Installation',
			message: 'Dripping tap in the bathroom.',
			consent: 'on',
		},
	}
}
const enquiryTags: string[] = []

/** An agent per client address (127.0.x.y), as many visitors are: the per-address enquiry limit counts each on its own. */
const clientAgents = new Map<string, Agent>()
function clientAgent(address: string) {
	let agent = clientAgents.get(address)
	if (!agent) clientAgents.set(address, (agent = deployment.agent({ localAddress: address, maxSockets: 2 })))
	return agent
}

/** A new visitor's enquiry from `address`: by the JSON API, or by the contact form as a browser without JavaScript posts it. */
function postEnquiry(address: string, by: 'api' | 'form' = 'api') {
	const { tag, fields } = newEnquiry()
	enquiryTags.push(tag)
	const [pathname, headers, body] =
		by === 'api'
			? ['/api/enquiries', { 'content-type': 'application/json' }, JSON.stringify(fields)]
			: [
					'/contact',
					{ ...BROWSER, 'content-type': 'application/x-www-form-urlencoded', origin: origin() },
					form({ ...fields, sourcePage: '/contact', website: '' }),
				]
	return deployment.send(pathname, { method: 'POST', agent: clientAgent(address), headers, body })
}

/** Each enquiry's e-mails: exactly one to the office and one confirmation to the visitor. */
async function expectEachEnquiryMailedOnce() {
	const expected = enquiryTags.length * 2
	await deployment.smtp.waitFor(expected, 30_000)
	// Anything sent twice would arrive within moments of the rest.
	await new Promise((resolve) => setTimeout(resolve, 500))
	const messages = deployment.smtp.messages
	const problems: string[] = []
	for (const tag of enquiryTags) {
		const office = messages.filter((message) => message.subject?.includes(`Visitor ${tag} (`)).length
		const confirmation = messages.filter(
			(message) => message.to && JSON.stringify(message.to).includes(`visitor-${tag.toLowerCase()}@`),
		).length
		if (office !== 1 || confirmation !== 1) problems.push(`${tag}: ${office} to the office, ${confirmation} to the visitor`)
	}
	expect(problems).toEqual([])
	expect(messages).toHaveLength(expected)
	const [row] = await deployment.sql<{ stored: number }[]>`select count(*)::int as stored from enquiries where name like 'Visitor Q%'`
	expect(row?.stored).toBe(enquiryTags.length)
}

describe('the systemd units of deploy/', () => {
	it('are units systemd takes without a warning', () => {
		const analyze = findExecutable('systemd-analyze')
		expect(analyze, 'systemd-analyze (apt-get install -y systemd) checks the units').not.toBeNull()
		const dir = mkdtempSync(path.join(tmpdir(), 'westway-units-'))
		try {
			const repo = path.resolve(import.meta.dirname, '../..')
			// Installed under /srv/westway/current and /etc/westway; here, this checkout and the example environment.
			const unit = readFileSync(path.join(repo, 'deploy/systemd/westway@.service'), 'utf8')
				.replaceAll('/srv/westway/current', repo)
				.replaceAll('/etc/westway/westway.env', ENV_EXAMPLE)
			writeFileSync(path.join(dir, 'westway@.service'), unit)
			writeFileSync(path.join(dir, 'westway.target'), readFileSync(path.join(repo, 'deploy/systemd/westway.target')))
			const verified = spawnSync(analyze!, ['verify', './westway@3001.service', './westway.target'], { cwd: dir, encoding: 'utf8' })
			// An unknown or misspelt directive is only a warning to systemd: none is allowed here.
			expect(verified.stdout + verified.stderr).toBe('')
			expect(verified.status).toBe(0)
			expect(unit).toMatch(/^KillSignal=SIGTERM$/m)
			expect(unit).toMatch(/^TimeoutStopSec=30$/m)
		} finally {
			rmSync(dir, { recursive: true, force: true })
		}
	})
})

describe('the deployment of deploy/ (two instances behind nginx)', () => {
	it('speaks TLS for its own name only, sends plain HTTP to HTTPS and passes the app’s headers through', async () => {
		const home = await deployment.send('/', { headers: BROWSER })
		expect(home.status).toBe(200)
		expect(home.headers['strict-transport-security']).toMatch(/max-age=\d+/)
		expect(home.headers['content-security-policy']).toContain("frame-ancestors 'none'")
		expect(home.headers['content-encoding']).toBe('br')
		expect(home.headers['x-request-id']).toMatch(/^[\da-f]{32}$/)
		expect(home.headers.server).toBe('nginx')
		// The app's word to nginx on how long to keep the page stays between them.
		expect(home.headers['x-accel-expires']).toBeUndefined()

		const plain = await new Promise<{ status: number; location: string }>((resolve, reject) => {
			import('node:http').then(({ get }) =>
				get({ host: '127.0.0.1', port: basePort + 1, path: '/services?x=1', headers: { host: SERVER_NAME } }, (res) => {
					res.resume()
					resolve({ status: res.statusCode ?? 0, location: String(res.headers.location) })
				}).on('error', reject),
			)
		})
		expect(plain).toEqual({ status: 301, location: `https://${SERVER_NAME}/services?x=1` })

		// Another name (or none, a scanner on the bare address) gets no certificate at all.
		const handshake = await new Promise<string>((resolve) => {
			const socket = connect({ host: '127.0.0.1', port: basePort, servername: 'elsewhere.example', rejectUnauthorized: false })
			socket.once('secureConnect', () => {
				socket.destroy()
				resolve('connected')
			})
			socket.once('error', (error) => resolve(error.message))
		})
		expect(handshake).toMatch(/unrecognized name|alert/i)
	})

	it('signs in through the proxy, and the session acts on both instances', async () => {
		const signedIn = await signIn(deployment)
		expect(signedIn.status, signedIn.text().slice(0, 500)).toBe(302)
		expect(signedIn.headers.location).toBe('/admin')
		// TLS ends at nginx, and the app still knows the visitor's connection was secure.
		expect(signedIn.headers['set-cookie']?.join('\n')).toMatch(/__Secure-[\w.-]*session_token=[^;]+;.*Secure/i)
		cookie = cookiesOf(signedIn.headers)

		const saved = new Set<string>()
		for (let attempt = 0; attempt < 8 && saved.size < 2; attempt += 1) {
			const reply = await saveWhatsApp(deployment, cookie, `4477009000${10 + attempt}`)
			expect(reply.status).toBe(302)
			for (const upstream of await servedBy(reply)) saved.add(upstream)
		}
		expect([...saved].sort()).toEqual(deployment.instances.map((instance) => instance.upstream).sort())

		const admin = await deployment.send('/admin', { headers: { ...BROWSER, cookie } })
		expect(admin.status).toBe(200)
		expect(admin.headers['x-proxy-cache']).toBeUndefined()
	})

	it('keeps anonymous public pages a second, and never a signed-in visitor’s', async () => {
		// A page is kept until the end of the second it was sent in: these requests fall within one.
		await new Promise((resolve) => setTimeout(resolve, 1_005 - (Date.now() % 1_000)))
		const first = await deployment.send('/about', { headers: BROWSER })
		const again = await deployment.send('/about', { headers: BROWSER })
		expect(again.headers['x-proxy-cache']).toMatch(/^(HIT|UPDATING|STALE)$/)
		expect(await servedBy(again)).toEqual([])
		// Its own request id, not the one of the request that filled the cache.
		expect(again.headers['x-request-id']).toMatch(/^[\da-f]{32}$/)
		expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id'])

		const signedIn = await deployment.send('/about', { headers: { ...BROWSER, cookie } })
		expect(signedIn.headers['x-proxy-cache']).toBe('BYPASS')
		// Nothing the signed-in request got was stored: the next anonymous one is still the kept page.
		const after = await deployment.send('/about', { headers: BROWSER })
		expect(after.headers['x-proxy-cache']).toMatch(/^(HIT|UPDATING|STALE|EXPIRED|REVALIDATED)$/)
		expect(after.text()).toBe(first.text())

		// The app says what may be kept (X-Page-Cache): a page that sets a cookie or is private never is.
		for (const pathname of ['/auth', '/healthz', '/api/enquiries']) {
			const reply = await deployment.send(pathname, { headers: BROWSER })
			expect(reply.headers['x-proxy-cache'], pathname).toBeUndefined()
		}
		const data = await deployment.send('/_root.data', { headers: BROWSER })
		expect(data.headers['x-proxy-cache']).not.toMatch(/HIT/)
	})

	it('lets through what the app refuses in its own words, and stops what is far beyond its limits', async () => {
		const justOver = await deployment.send('/api/enquiries', {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ message: 'x'.repeat(100 * 1024) }),
		})
		expect(justOver.status).toBe(413)
		expect(justOver.headers['content-type']).toContain('application/json')
		expect(justOver.headers.server).toBe('nginx')
		expect(await servedBy(justOver)).toHaveLength(1)

		const farBeyond = await deployment.send('/api/enquiries', {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) }),
		})
		expect(farBeyond.status).toBe(413)
		expect(farBeyond.text()).toContain('<center>nginx</center>')
		expect(await servedBy(farBeyond)).toEqual([])

		// The limits of the rendered site are the app's: a gallery batch of twenty photos, one logo.
		expect(deployment.siteConfig).toMatch(/location ~ \^\/admin\/gallery\(\?:\\\.data\)\?\$ \{\n\t+client_max_body_size 502m;/)
		expect(deployment.siteConfig).toMatch(/location ~ \^\/admin\/branding\(\?:\\\.data\)\?\$ \{\n\t+client_max_body_size 27m;/)
	})

	it('serves an upload made on one instance from the other', async () => {
		const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
			.png()
			.toBuffer()
		const boundary = 'deployUploadBoundary'
		const body = Buffer.concat([
			Buffer.from(
				`--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\nA blue test picture\r\n` +
					`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="blue.png"\r\nContent-Type: image/png\r\n\r\n`,
			),
			picture,
			Buffer.from(`\r\n--${boundary}--\r\n`),
		])
		const upload = await deployment.send('/admin/media-upload', {
			method: 'POST',
			headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin: origin(), cookie },
			body,
		})
		expect(upload.status, upload.text()).toBe(201)
		mediaUrl = (JSON.parse(upload.text()) as { url: string }).url
		const [uploadedOn] = await servedBy(upload)
		const other = deployment.instances.find((instance) => instance.upstream !== uploadedOn)!

		const served = await deployment.direct(other, mediaUrl)
		expect(served.status).toBe(200)
		expect(served.headers['content-type']).toMatch(/^image\//)
		expect((await sharp(served.body).metadata()).width).toBe(64)
		const throughProxy = await deployment.send(mediaUrl)
		expect(throughProxy.status).toBe(200)
		expect(throughProxy.body.equals(served.body)).toBe(true)
	})

	it('takes enquiries on either instance and e-mails each exactly once', async () => {
		const upstreams = new Set<string>()
		for (let n = 0; n < 6; n += 1) {
			const reply = n % 2 === 0 ? await postEnquiry(`127.0.0.${10 + n}`) : await postEnquiry(`127.0.0.${10 + n}`, 'form')
			expect(reply.status, reply.text().slice(0, 300)).toBe(n % 2 === 0 ? 201 : 200)
			if (n % 2 === 1) expect(reply.text()).toContain('id="enquiry-sent-title"')
			for (const upstream of await servedBy(reply)) upstreams.add(upstream)
		}
		expect(upstreams.size).toBe(2)
		await expectEachEnquiryMailedOnce()
	})

	it('shows an admin change through the proxy within 2 s, on every instance', async () => {
		const { ms, everyInstance } = await adminChangeVisible(deployment, cookie)
		console.log(`An admin change visible through the proxy after ${ms.toFixed(0)} ms`)
		expect(ms).toBeLessThan(2_000)
		expect(everyInstance).toBe(true)
	})

	it(
		'restarts one instance at a time under 30 s of steady load: no request fails, no post is lost',
		{ timeout: LOAD_SECONDS * 1000 + 90_000 },
		async () => {
			const logBefore = (await deployment.accessLog()).length
			const restarts: string[] = []
			const restarting = (async () => {
				await new Promise((resolve) => setTimeout(resolve, 1_000))
				for (const instance of deployment.instances) restarts.push(await rollingRestart(instance))
			})()
			// At least 30 s, and on for a moment after the last instance is back.
			const outcome = await steadyLoad(
				LOAD_SECONDS * 1000,
				restarting.then(() => new Promise((resolve) => setTimeout(resolve, 1_000))),
			)
			await restarting
			console.log(`Rolling restart: ${restarts.join('; ')}`)
			console.log(`Load: ${outcome.summary}`)
			expect(outcome.failures).toEqual([])
			expect(outcome.requests).toBeGreaterThan(1_000)

			const lines = (await deployment.accessLog()).slice(logBefore)
			const errors = lines.filter((line) => line.status >= 500)
			expect(errors.map(describeLine)).toEqual([])
			// The drain was what kept them whole: reads sent back by a draining instance were answered by the other.
			const retried = lines.filter((line) => line.upstreams.length > 1)
			console.log(`nginx retried ${retried.length} of ${lines.length} requests on the other instance`)
			expect(retried.length).toBeGreaterThan(0)
			for (const instance of deployment.instances) {
				const log = readFileSync(path.join(deployment.dir, `instance-${instance.name}.log`), 'utf8')
				expect(log).toMatch(/"msg":"Drained: closing the port"/)
				expect(log).toMatch(/"msg":"Shutdown complete"/)
			}
			await expectEachEnquiryMailedOnce()
		},
	)
})

const describeLine = (line: AccessLine) => `${line.method} ${line.path} ${line.status} via ${line.upstreams.join(', ')}`

/**
 * SIGTERM (the unit's KillSignal), the drain and the exit, a new process,
 * healthy, and back in nginx's rotation before the next: as
 * deploy/rolling-restart does with systemctl.
 */
async function rollingRestart(instance: Instance): Promise<string> {
	const began = performance.now()
	const code = await instance.stop()
	expect(code).toBe(0)
	const stopped = performance.now()
	await instance.start()
	const healthy = performance.now()
	const from = (await deployment.accessLog()).length
	await waitFor(
		`instance ${instance.name} back in rotation`,
		async () =>
			(await deployment.accessLog())
				.slice(from)
				.some((line) => line.upstreams.at(-1) === instance.upstream && line.upstreamStatuses.at(-1)?.startsWith('2')),
		15_000,
		50,
	)
	const back = performance.now()
	const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
	return `${instance.name}: stopped in ${seconds(stopped - began)}, healthy ${seconds(healthy - stopped)} later, in rotation ${seconds(back - healthy)} after that`
}

type LoadOutcome = { requests: number; failures: string[]; summary: string }

/**
 * Visitors at a steady pace for `durationMs`, each its own keep-alive
 * connections: readers of the public pages (nginx's cache, renewed from the
 * instances each second), a signed-in admin, a monitor on /healthz, a picture,
 * and enquiries by the API and by the contact form, each from an address of
 * its own. Every answer must be the one expected.
 */
async function steadyLoad(minimumMs: number, until: Promise<unknown>): Promise<LoadOutcome> {
	const started = performance.now()
	let done = false
	void Promise.all([until, new Promise((resolve) => setTimeout(resolve, minimumMs))]).finally(() => (done = true))
	const counts = new Map<string, number>()
	const failures: string[] = []
	const visitor = async (name: string, pauseMs: number, visit: (n: number) => Promise<string | null>) => {
		for (let n = 0; !done; n += 1) {
			let problem: string | null
			try {
				problem = await visit(n)
			} catch (error) {
				problem = error instanceof Error ? error.message : String(error)
			}
			counts.set(name, (counts.get(name) ?? 0) + 1)
			if (problem && failures.length < 50) failures.push(`${name} #${n}: ${problem}`)
			await new Promise((resolve) => setTimeout(resolve, pauseMs))
		}
	}
	const expectStatus = (reply: Reply, status: number, what: string) =>
		reply.status === status ? null : `${what} answered ${reply.status}: ${reply.text().slice(0, 120)}`
	const readers = Array.from({ length: 4 }, (_, index) => {
		const agent = deployment.agent({ localAddress: `127.0.3.${index + 1}`, maxSockets: 1 })
		return visitor(`reader ${index + 1}`, 20, async (n) => {
			const page = PAGES[(n + index * 2) % PAGES.length]!
			return expectStatus(await deployment.send(page, { agent, headers: BROWSER }), 200, page)
		})
	})
	const adminAgent = deployment.agent({ maxSockets: 1 })
	const monitorAgent = deployment.agent({ maxSockets: 1 })
	const pictureAgent = deployment.agent({ maxSockets: 1 })
	await Promise.all([
		...readers,
		visitor('admin', 100, async () =>
			expectStatus(
				await deployment.send('/admin/whatsapp', { agent: adminAgent, headers: { ...BROWSER, cookie } }),
				200,
				'/admin/whatsapp',
			),
		),
		visitor('monitor', 50, async () => expectStatus(await deployment.send('/healthz', { agent: monitorAgent }), 200, '/healthz')),
		visitor('picture', 100, async () => expectStatus(await deployment.send(mediaUrl, { agent: pictureAgent }), 200, mediaUrl)),
		// Enquiries from 60 addresses, two or three each: within the per-address limit of 10 an hour.
		visitor('api enquiry', 250, async (n) => expectStatus(await postEnquiry(`127.0.1.${(n % 60) + 1}`), 201, 'POST /api/enquiries')),
		visitor('contact form', 700, async (n) => {
			const reply = await postEnquiry(`127.0.2.${(n % 60) + 1}`, 'form')
			return (
				expectStatus(reply, 200, 'POST /contact') ?? (reply.text().includes('id="enquiry-sent-title"') ? null : 'POST /contact: not sent')
			)
		}),
	])
	const requests = [...counts.values()].reduce((sum, count) => sum + count, 0)
	const summary = `${requests} requests in ${((performance.now() - started) / 1000).toFixed(1)} s (${[...counts].map(([name, count]) => `${name} ${count}`).join(', ')}), ${failures.length} failed`
	return { requests, failures, summary }
}
