import { execFile, execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmodSync, closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { Agent, request as httpsRequest, type RequestOptions } from 'node:https'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseEnv, promisify } from 'node:util'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import postgres from 'postgres'

import { runAdminCli } from '#tests/admin-cli.ts'
import { findExecutable } from '#tests/executables.ts'
import { startSmtpServer, type TestSmtpServer } from '#tests/smtp.ts'

/**
 * The deployment of deploy/ on one machine, as the runbook builds it (decision
 * 0056): the production build as two `node build/main.js` instances (the
 * environment of deploy/westway.env.example, each with its own port and data
 * directory) on one fresh PostgreSQL database, media in an S3 bucket (s3rver),
 * e-mail to an SMTP server in this process, and Debian's nginx in front with
 * deploy/nginx/westway.conf rendered for these ports and a self-signed
 * certificate, so every request goes through TLS termination as in production.
 * nginx runs as a process of its own (`-p <dir> -c <conf>`), never the system's.
 *
 * Ports from `basePort`: nginx HTTPS, nginx HTTP, three spare for benchmarks
 * (`extraListen`, `extraServers`), s3rver, SMTP, then one per instance.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const ENV_EXAMPLE = path.join(repoRoot, 'deploy', 'westway.env.example')
export const SERVER_NAME = 'localhost'
const MEDIA_BUCKET = 'westway-media'
const execFileAsync = promisify(execFile)

// s3rver ships no types; this is the part used here. A test-only dependency.
type S3rverServer = { run(): Promise<{ port: number }>; close(): Promise<void> }
type S3rverOptions = { address: string; port: number; directory: string; silent: boolean; configureBuckets: { name: string }[] }
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: S3rverOptions) => S3rverServer

export type DeploymentOptions = {
	basePort: number
	/** A PostgreSQL URL naming any database on the server: the deployment's database is made beside it. */
	databaseServer: string
	databaseName: string
	instances?: number
	/** More `listen` lines for the HTTPS server block (benchmarks: a plain listener). */
	extraListen?: string[]
	/** More server blocks in nginx's http context (benchmarks: a static file server), given nginx's directory and the certificate. */
	extraServers?: (paths: { dir: string; certificate: string; certificateKey: string }) => string
	buildDir?: string
}

/** An answer; `text()` is its body decoded (br and gzip undone). */
export type Reply = { status: number; headers: IncomingHttpHeaders; body: Buffer; text(): string }
export type SendOptions = {
	method?: string
	headers?: Record<string, string>
	body?: string | Buffer
	agent?: Agent
	timeoutMs?: number
}

export type Instance = {
	name: string
	port: number
	/** The instance itself, not through nginx. */
	url: string
	/** `host:port` as nginx's access log names it. */
	upstream: string
	readonly process: ChildProcess
	readonly running: boolean
	start(): Promise<void>
	/** SIGTERM, and the exit code once it has stopped. */
	stop(): Promise<number | null>
}

export type AccessLine = {
	time: string
	method: string
	path: string
	status: number
	upstreams: string[]
	upstreamStatuses: string[]
	cache: string
	id: string
}

export type Deployment = {
	origin: string
	port: number
	dir: string
	instances: Instance[]
	smtp: TestSmtpServer
	sql: postgres.Sql
	admin: { email: string; password: string }
	/** Trusts the test certificate; one keep-alive pool per agent, as one browser. */
	agent(options?: { localAddress?: string; maxSockets?: number }): Agent
	send(pathname: string, options?: SendOptions): Promise<Reply>
	/** Straight to an instance, past nginx. */
	direct(instance: Instance, pathname: string, options?: Omit<SendOptions, 'agent'>): Promise<Reply>
	accessLog(): Promise<AccessLine[]>
	/** The site file as rendered for this deployment. */
	siteConfig: string
	close(): Promise<void>
}

function openssl(dir: string) {
	const key = path.join(dir, 'tls', 'key.pem')
	const cert = path.join(dir, 'tls', 'cert.pem')
	mkdirSync(path.dirname(key), { recursive: true })
	execFileSync(
		'openssl',
		[
			'req',
			'-x509',
			'-newkey',
			'ec',
			'-pkeyopt',
			'ec_paramgen_curve:prime256v1',
			'-nodes',
			'-days',
			'2',
			'-subj',
			`/CN=${SERVER_NAME}`,
			'-addext',
			`subjectAltName=DNS:${SERVER_NAME}`,
			'-keyout',
			key,
			'-out',
			cert,
		],
		{ stdio: 'ignore' },
	)
	return { key, cert }
}

/** nginx's own configuration around the site, with every path in `dir` (the defaults under /var need root). */
function nginxMainConfig(nginx: string, dir: string, site: string, extra: string) {
	// nginx -V prints how it was built on stderr.
	const configure = spawnSync(nginx, ['-V'], { encoding: 'utf8' }).stderr
	const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
		.filter((name) => name === 'client_body' || name === 'proxy' || !configure.includes(`--without-http_${name}_module`))
		.map((name) => `\t${name}_temp_path ${path.join(dir, 'temp', name)};`)
	const mimeTypes = existsSync('/etc/nginx/mime.types') ? '\tinclude /etc/nginx/mime.types;' : '\ttypes { text/html html; }'
	return [
		// As Debian's nginx.conf, where it matters to the site: one worker per core, sendfile, gzip on.
		'worker_processes 2;',
		'daemon off;',
		`pid ${path.join(dir, 'nginx.pid')};`,
		`error_log ${path.join(dir, 'logs', 'error.log')} warn;`,
		'events { worker_connections 1024; }',
		'http {',
		mimeTypes,
		'\tdefault_type application/octet-stream;',
		'\tsendfile on;',
		'\ttcp_nopush on;',
		'\ttypes_hash_max_size 2048;',
		'\tgzip on;',
		'\taccess_log off;',
		...temps,
		`\tinclude ${site};`,
		extra,
		'}',
		'',
	].join('\n')
}

/** The instance's environment: the example file as the runbook copies it, then this machine's addresses. */
function instanceEnvironment(overrides: Record<string, string>): Record<string, string> {
	const example = parseEnv(readFileSync(ENV_EXAMPLE, 'utf8')) as Record<string, string>
	const inherited = Object.fromEntries(
		Object.entries(process.env).filter(([name]) => ['PATH', 'HOME', 'LANG', 'TZ'].includes(name)),
	) as Record<string, string>
	return { ...inherited, ...example, ...overrides }
}

function parseAccessLine(line: string): AccessLine | null {
	const match =
		/^(\S+) \S+ "(\S+) ([^"]*)" (\d+) \d+ \S+ upstream=(.*?) upstream_status=(.*?) upstream_time=.*? cache=(\S+) id=(\S+)$/.exec(line)
	if (!match) return null
	// One entry per instance asked ("a, b" after a retry; " : " after an internal redirect).
	const list = (value: string) => value.split(/,\s*|\s+:\s+/).filter((part) => part !== '' && part !== '-')
	return {
		time: match[1]!,
		method: match[2]!,
		path: match[3]!,
		status: Number(match[4]),
		upstreams: list(match[5]!),
		upstreamStatuses: list(match[6]!),
		cache: match[7]!,
		id: match[8]!,
	}
}

async function waitFor<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs: number, intervalMs = 100) {
	const deadline = Date.now() + timeoutMs
	for (;;) {
		const value = await probe().catch(() => null)
		if (value) return value
		if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`)
		await new Promise((resolve) => setTimeout(resolve, intervalMs))
	}
}

export async function startDeployment(options: DeploymentOptions): Promise<Deployment> {
	const nginx = findExecutable('nginx')
	if (!nginx) throw new Error('nginx not found: apt-get install -y nginx')
	const buildDir = path.resolve(repoRoot, options.buildDir ?? process.env.BUILD_DIR ?? 'build')
	if (!existsSync(path.join(buildDir, 'main.js'))) throw new Error(`No production build at ${buildDir}: run npm run build first`)

	const cleanups: (() => Promise<unknown> | unknown)[] = []
	const close = async () => {
		while (cleanups.length) {
			try {
				await cleanups.pop()!()
			} catch (error) {
				console.error('Clean-up step failed:', error)
			}
		}
	}
	try {
		const dir = mkdtempSync(path.join(tmpdir(), 'westway-deploy-'))
		// nginx's workers run as nobody when its master is root: they must reach the cache and temp directories.
		chmodSync(dir, 0o755)
		// DEPLOY_KEEP=1 keeps the logs, the rendered configuration and the bucket for a look afterwards.
		cleanups.push(() => (process.env.DEPLOY_KEEP ? console.log(`Kept ${dir}`) : rmSync(dir, { recursive: true, force: true })))
		const port = options.basePort
		const ports = { https: port, http: port + 1, s3: port + 5, smtp: port + 6, instances: port + 7 }
		const origin = `https://${SERVER_NAME}:${port}`

		const tls = openssl(dir)
		const ca = readFileSync(tls.cert)

		// PostgreSQL: a fresh database beside the one the URL names.
		const admin = postgres(options.databaseServer, { max: 1, onnotice: () => {} })
		try {
			await admin.unsafe(`drop database if exists "${options.databaseName}" with (force)`)
			await admin.unsafe(`create database "${options.databaseName}"`)
		} finally {
			await admin.end()
		}
		cleanups.push(async () => {
			const drop = postgres(options.databaseServer, { max: 1, onnotice: () => {} })
			await drop.unsafe(`drop database if exists "${options.databaseName}" with (force)`)
			await drop.end()
		})
		const databaseUrl = new URL(options.databaseServer)
		databaseUrl.pathname = `/${options.databaseName}`
		const sql = postgres(databaseUrl.toString(), { max: 2, onnotice: () => {} })
		cleanups.push(() => sql.end())

		const s3Dir = path.join(dir, 's3')
		mkdirSync(s3Dir)
		const s3 = new S3rver({
			address: '127.0.0.1',
			port: ports.s3,
			directory: s3Dir,
			silent: true,
			configureBuckets: [{ name: MEDIA_BUCKET }],
		})
		await s3.run()
		cleanups.push(() => s3.close())

		const smtp = await startSmtpServer({ port: ports.smtp })
		cleanups.push(() => smtp.close())

		const count = options.instances ?? 2
		const instances: Instance[] = []
		for (let index = 0; index < count; index += 1) {
			const name = String.fromCharCode(97 + index)
			const instancePort = ports.instances + index
			const dataDir = path.join(dir, `instance-${name}`)
			mkdirSync(dataDir)
			const env = instanceEnvironment({
				NODE_ENV: 'production',
				PORT: String(instancePort),
				HOST: '127.0.0.1',
				SITE_URL: origin,
				DATABASE_URL: databaseUrl.toString(),
				DATA_DIR: dataDir,
				SMTP_URL: smtp.url,
				MAIL_FROM: 'Westway Home Services <no-reply@localhost>',
				S3_BUCKET: MEDIA_BUCKET,
				S3_REGION: 'us-east-1',
				S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
				S3_ACCESS_KEY_ID: 'S3RVER',
				S3_SECRET_ACCESS_KEY: 'S3RVER',
				MEDIA_PUBLIC_URL: '',
				// The steady state: no start-up warming of the seeded pictures competing for these two cores.
				MEDIA_WARM: 'off',
				AUTH_SECRET: '',
			})
			let child: ChildProcess | null = null
			const logFile = path.join(dir, `instance-${name}.log`)
			const instance: Instance = {
				name,
				port: instancePort,
				url: `http://127.0.0.1:${instancePort}`,
				upstream: `127.0.0.1:${instancePort}`,
				get process() {
					if (!child) throw new Error(`instance ${name} was never started`)
					return child
				},
				get running() {
					return child !== null && child.exitCode === null && child.signalCode === null
				},
				async start() {
					const log = openSync(logFile, 'a')
					const started = spawn(process.execPath, ['--enable-source-maps', path.join(buildDir, 'main.js')], {
						cwd: repoRoot,
						env,
						stdio: ['ignore', log, log],
					})
					closeSync(log)
					child = started
					await waitFor(
						`instance ${name} healthy`,
						async () => {
							if (started.exitCode !== null) throw new Error(`instance ${name} exited at start-up (see ${logFile})`)
							const reply = await sendTo(instancePort, '/healthz')
							return reply.status === 200
						},
						90_000,
						100,
					).catch((error: unknown) => {
						if (started.exitCode !== null)
							throw new Error(`instance ${name} exited at start-up: ${readFileSync(logFile, 'utf8').slice(-2000)}`)
						throw error
					})
				},
				stop() {
					const running = child
					if (!running || running.exitCode !== null || running.signalCode !== null) return Promise.resolve(running?.exitCode ?? null)
					return new Promise((resolve) => {
						running.once('exit', (code) => resolve(code))
						running.kill('SIGTERM')
					})
				},
			}
			instances.push(instance)
			cleanups.push(async () => {
				if (instance.running) {
					const timer = setTimeout(() => instance.process.kill('SIGKILL'), 20_000)
					await instance.stop()
					clearTimeout(timer)
				}
			})
		}

		// The site of deploy/ for these ports and paths, rendered while the instances start.
		const nginxDir = path.join(dir, 'nginx')
		for (const sub of ['logs', 'temp', 'cache', 'acme']) mkdirSync(path.join(nginxDir, sub), { recursive: true, mode: 0o755 })
		chmodSync(nginxDir, 0o755)
		const rendering = renderedSite([
			...['--server-name', SERVER_NAME],
			...instances.flatMap((instance) => ['--upstream', instance.upstream]),
			...[`127.0.0.1:${ports.https} ssl http2`, ...(options.extraListen ?? [])].flatMap((listen) => ['--https-listen', listen]),
			...['--http-listen', `127.0.0.1:${ports.http}`],
			...['--certificate', tls.cert, '--certificate-key', tls.key],
			...[
				'--cache-dir',
				path.join(nginxDir, 'cache'),
				'--log-dir',
				path.join(nginxDir, 'logs'),
				'--acme-root',
				path.join(nginxDir, 'acme'),
			],
			...['--env-file', ENV_EXAMPLE, '--build', buildDir],
		])
		rendering.catch(() => {})

		// The first instance alone migrates and seeds; the account is made meanwhile by the admin command, as the runbook does.
		await instances[0]!.start()
		const account = { email: 'owner@example.com', password: `deploy test ${randomBytes(6).toString('hex')}` }
		const [created] = await Promise.all([
			runAdminCli(['create', account.email], { DATABASE_URL: databaseUrl.toString(), NODE_ENV: 'production' }, `${account.password}\n`),
			...instances.slice(1).map((instance) => instance.start()),
		])
		if (created.code !== 0) throw new Error(`npm run admin -- create failed: ${created.stderr}`)

		const siteConfig = await rendering
		const site = path.join(nginxDir, 'westway.conf')
		writeFileSync(site, siteConfig)
		const conf = path.join(nginxDir, 'nginx.conf')
		writeFileSync(
			conf,
			nginxMainConfig(
				nginx,
				nginxDir,
				site,
				options.extraServers?.({ dir: nginxDir, certificate: tls.cert, certificateKey: tls.key }) ?? '',
			),
		)
		const nginxArgs = ['-p', `${nginxDir}/`, '-c', conf, '-e', path.join(nginxDir, 'logs', 'error.log')]
		try {
			execFileSync(nginx, ['-t', '-q', ...nginxArgs], { stdio: ['ignore', 'pipe', 'pipe'] })
		} catch (error) {
			throw new Error(`nginx -t refused the configuration: ${String((error as { stderr?: Buffer }).stderr ?? error)}`, { cause: error })
		}
		const nginxProcess = spawn(nginx, nginxArgs, { stdio: ['ignore', 'ignore', 'pipe'] })
		let nginxErrors = ''
		nginxProcess.stderr?.on('data', (chunk) => (nginxErrors += chunk))
		cleanups.push(
			() =>
				new Promise<void>((resolve) => {
					if (nginxProcess.exitCode !== null) return resolve()
					nginxProcess.once('exit', () => resolve())
					nginxProcess.kill('SIGTERM')
				}),
		)

		const agents: Agent[] = []
		const agent = ({ localAddress, maxSockets = 8 }: { localAddress?: string; maxSockets?: number } = {}) => {
			const created = new Agent({ keepAlive: true, maxSockets, ca, servername: SERVER_NAME, localAddress })
			agents.push(created)
			return created
		}
		cleanups.push(() => agents.forEach((one) => one.destroy()))
		const shared = agent()
		const send = (pathname: string, sendOptions: SendOptions = {}) =>
			exchange(
				httpsRequest,
				{ port: ports.https, agent: sendOptions.agent ?? shared, headers: { host: `${SERVER_NAME}:${ports.https}` } },
				pathname,
				sendOptions,
			)

		const accessLogFile = path.join(nginxDir, 'logs', 'westway.access.log')
		await waitFor(
			'nginx answering',
			async () => {
				if (nginxProcess.exitCode !== null) throw new Error(`nginx exited: ${nginxErrors}`)
				return (await send('/healthz')).status === 200
			},
			15_000,
		)

		return {
			origin,
			port: ports.https,
			dir,
			instances,
			smtp,
			sql,
			admin: account,
			agent,
			send,
			direct: (instance, pathname, sendOptions = {}) => sendTo(instance.port, pathname, sendOptions),
			accessLog: async () =>
				(existsSync(accessLogFile) ? await readFile(accessLogFile, 'utf8') : '')
					.split('\n')
					.map(parseAccessLine)
					.filter((line): line is AccessLine => line !== null),
			siteConfig,
			close,
		}
	} catch (error) {
		await close()
		throw error
	}
}

/** The site file as the runbook renders it: `npm run -s deploy:nginx -- …`. */
async function renderedSite(args: string[]): Promise<string> {
	const { stdout } = await execFileAsync(process.execPath, ['--import', 'tsx', 'scripts/deploy/nginx-site.ts', ...args], {
		cwd: repoRoot,
		maxBuffer: 1 << 20,
	})
	return stdout
}

/** A plain HTTP request to a port on 127.0.0.1 (an instance itself). */
const sendTo = (port: number, pathname: string, options: Omit<SendOptions, 'agent'> = {}) =>
	exchange(httpRequest, { port, agent: false }, pathname, options)

/** One request to 127.0.0.1 (`target`: port, agent and any headers of its own) and its whole answer. */
function exchange(
	request: typeof httpRequest,
	target: Pick<RequestOptions, 'port' | 'agent'> & { headers?: Record<string, string> },
	pathname: string,
	{ method = 'GET', headers = {}, body, timeoutMs = 15_000 }: Omit<SendOptions, 'agent'>,
): Promise<Reply> {
	return new Promise<Reply>((resolve, reject) => {
		const req = request(
			{
				host: '127.0.0.1',
				port: target.port,
				path: pathname,
				method,
				agent: target.agent,
				headers: {
					...target.headers,
					...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
					...headers,
				},
				timeout: timeoutMs,
			},
			(res) => {
				const chunks: Buffer[] = []
				res.on('data', (chunk: Buffer) => chunks.push(chunk))
				res.on('end', () => resolve(reply(res.statusCode ?? 0, res.headers, Buffer.concat(chunks))))
				res.on('error', reject)
			},
		)
		req.on('timeout', () => req.destroy(new Error(`No answer within ${timeoutMs} ms: ${method} ${pathname}`)))
		req.on('error', reject)
		req.end(body)
	})
}

function reply(status: number, headers: IncomingHttpHeaders, body: Buffer): Reply {
	const decoded = () => {
		const encoding = headers['content-encoding']
		if (encoding === 'br') return brotliDecompressSync(body)
		if (encoding === 'gzip') return gunzipSync(body)
		return body
	}
	return { status, headers, body, text: () => decoded().toString('utf8') }
}

/** The Cookie header a browser sends back after these answers' Set-Cookie lines. */
export function cookiesOf(headers: IncomingHttpHeaders): string {
	return (headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ')
}

export { waitFor }

export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'Mozilla/5.0 (deploy test)' }

/** The admin signing in at /auth through nginx: the answer (a 302 to /admin with the session cookie). */
export function signIn(deployment: Deployment): Promise<Reply> {
	return deployment.send('/auth', {
		method: 'POST',
		headers: { 'content-type': 'application/x-www-form-urlencoded', origin: deployment.origin },
		body: new URLSearchParams({ email: deployment.admin.email, password: deployment.admin.password }).toString(),
	})
}

/** The WhatsApp number saved in the admin through nginx (its answer: a 302), a change every public page shows. */
export function saveWhatsApp(deployment: Deployment, cookie: string, phone: string): Promise<Reply> {
	return deployment.send('/admin/whatsapp', {
		method: 'POST',
		headers: { 'content-type': 'application/x-www-form-urlencoded', origin: deployment.origin, cookie },
		body: new URLSearchParams({ intent: 'save', whatsapp_business_phone: phone, whatsapp_api_token: '' }).toString(),
	})
}

/**
 * How long after the admin's save is answered the home page through nginx
 * shows it, every cache (nginx's, each instance's) having held the page as it
 * was: milliseconds, and whether each instance shows it by then.
 */
export async function adminChangeVisible(deployment: Deployment, cookie: string): Promise<{ ms: number; everyInstance: boolean }> {
	const phone = `4477009${String(Date.now() % 100_000).padStart(5, '0')}`
	const marker = `wa.me/${phone}`
	for (let n = 0; n < 3; n += 1) {
		if ((await deployment.send('/', { headers: BROWSER_HEADERS })).text().includes(marker)) throw new Error(`${marker} is already shown`)
	}
	for (const instance of deployment.instances) {
		await deployment.direct(instance, '/')
		const page = await deployment.direct(instance, '/')
		if (page.headers['x-page-cache'] !== 'HIT') throw new Error(`instance ${instance.name} did not keep the home page`)
	}
	const saved = await saveWhatsApp(deployment, cookie, phone)
	if (saved.status !== 302) throw new Error(`saving the WhatsApp number answered ${saved.status}`)
	const savedAt = performance.now()
	let ms = 0
	await waitFor(
		'the new number through nginx',
		async () => {
			const page = await deployment.send('/', { headers: BROWSER_HEADERS })
			ms = performance.now() - savedAt
			return page.text().includes(marker)
		},
		10_000,
		20,
	)
	const shown = await Promise.all(
		deployment.instances.map(async (instance) => (await deployment.direct(instance, '/')).text().includes(marker)),
	)
	return { ms, everyInstance: shown.every(Boolean) }
}
