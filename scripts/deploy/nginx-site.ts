/**
 * The nginx site of deploy/nginx/westway.conf, filled in (decision 0056):
 *
 *   npm run -s deploy:nginx -- --server-name www.example.co.uk --server-name example.co.uk \
 *     --ports 3001,3002 > /etc/nginx/sites-available/westway
 *
 * The upload limits come from the production build's route table (each
 * route's `handle.bodyLimit`, decision 0026) and UPLOAD_MAX_MB (from the
 * environment, or `--env-file`), so they match the app's: build first.
 * The multi-instance test renders the same template with its own ports and paths.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import type { ServerBuild } from 'react-router'

import { resolveBodyLimit } from '#app/.server/body-limit.ts'
import { declaredBodyLimit, type BodyLimit } from '#app/utils/body-limit.ts'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const NGINX_SITE_TEMPLATE = path.join(repoRoot, 'deploy', 'nginx', 'westway.conf')

const MB = 1024 * 1024
/** The site's client_max_body_size: every route whose own limit is below it needs no location of its own. */
export const DEFAULT_BODY_MB = 1

export type NginxSiteOptions = {
	serverNames: string[]
	/** The instances: ports on 127.0.0.1, or host:port. */
	upstreams: (number | string)[]
	/** `listen` parameters of the HTTPS server, each with `ssl` (one without is a plain listener, for benchmarks only). */
	httpsListen?: string[]
	httpListen?: string[]
	certificate?: string
	certificateKey?: string
	cacheDir?: string
	logDir?: string
	acmeRoot?: string
	/** How long an instance that failed (refused, timed out, answered 503) stays out of rotation. */
	failTimeoutSeconds?: number
	/** The production build's route table (its handles declare the body limits). */
	routes: ServerBuild['routes']
	uploadMaxMb: number
}

/** The rendered site file. */
export function renderNginxSite(options: NginxSiteOptions, template = readFileSync(NGINX_SITE_TEMPLATE, 'utf8')): string {
	const first = options.serverNames[0]
	if (!first) throw new Error('At least one server name is needed')
	const httpsListen = options.httpsListen ?? ['443 ssl http2', '[::]:443 ssl http2']
	const failTimeout = options.failTimeoutSeconds ?? 5
	const listen = (lines: string[]) => lines.map((line) => `\tlisten ${line};`).join('\n')
	const limits = bodyLimitLocations(options.routes, options.uploadMaxMb)
	const values: Record<string, string> = {
		upstream_servers: options.upstreams
			.map(
				(upstream) =>
					`\tserver ${typeof upstream === 'number' ? `127.0.0.1:${upstream}` : upstream} max_fails=1 fail_timeout=${failTimeout}s;`,
			)
			.join('\n'),
		server_names: options.serverNames.join(' '),
		http_listen: listen(options.httpListen ?? ['80', '[::]:80']),
		https_listen: listen(httpsListen),
		https_listen_default: listen(httpsListen.filter((line) => /\bssl\b/.test(line)).map((line) => `${line} default_server`)),
		certificate: options.certificate ?? `/etc/letsencrypt/live/${first}/fullchain.pem`,
		certificate_key: options.certificateKey ?? `/etc/letsencrypt/live/${first}/privkey.pem`,
		cache_dir: options.cacheDir ?? '/var/cache/nginx/westway',
		log_dir: options.logDir ?? '/var/log/nginx',
		acme_root: options.acmeRoot ?? '/var/www/letsencrypt',
	}
	const prefixes = [...template.matchAll(/\{\{body_limits (\S+)\}\}/g)].map((match) => match[1]!)
	const placed = new Map<string, string[]>(prefixes.map((prefix) => [prefix, []]))
	for (const limit of limits) {
		const prefix = prefixes.filter((candidate) => underPrefix(limit.path, candidate)).sort((a, b) => b.length - a.length)[0]
		if (!prefix) throw new Error(`No location of the template takes ${limit.path} (client_max_body_size ${limit.megabytes}m)`)
		placed.get(prefix)!.push(limit.block)
	}
	const rendered = template
		.replace(/^\{\{body_limits (\S+)\}\}\n/gm, (_line, prefix: string) => placed.get(prefix)!.join(''))
		.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
			const value = values[name]
			if (value === undefined) throw new Error(`The template names {{${name}}}, which nothing fills`)
			return value
		})
	return `# Rendered by \`npm run deploy:nginx\` from deploy/nginx/westway.conf: change that, then render again.\n${rendered}`
}

const underPrefix = (routePath: string, prefix: string) => prefix === '/' || routePath === prefix || routePath.startsWith(`${prefix}/`)

export type BodyLimitLocation = { path: string; megabytes: number; block: string }

/**
 * A location for each route whose body may be larger than the site's default:
 * client_max_body_size the whole megabyte above the app's own cap, so the app,
 * not nginx, answers a body just over it with the form's message. A route that
 * reads a larger body up to its cap and keeps what it can (the contact form
 * keeps the typed enquiry and refuses only the photos) gets twice its cap, so
 * that reading happens. Its `.data` request (the hydrated admin posts there) too.
 */
export function bodyLimitLocations(routes: ServerBuild['routes'], uploadMaxMb: number): BodyLimitLocation[] {
	const effective = (id: string | undefined): BodyLimit | undefined => {
		const route = id === undefined ? undefined : routes[id]
		return route ? (declaredBodyLimit(route.module.handle) ?? effective(route.parentId)) : undefined
	}
	const fullPath = (id: string | undefined): string[] => {
		const route = id === undefined ? undefined : routes[id]
		if (!route) return []
		return [...fullPath(route.parentId), ...(route.path ? route.path.split('/').filter(Boolean) : [])]
	}
	const locations: BodyLimitLocation[] = []
	for (const [id, route] of Object.entries(routes)) {
		const limit = effective(id)
		if (!route || !limit) continue
		const bytes = resolveBodyLimit(limit, uploadMaxMb).bytes * (limit.readToCap ? 2 : 1)
		const megabytes = Math.floor(bytes / MB) + 1
		if (megabytes <= DEFAULT_BODY_MB) continue
		const segments = fullPath(id)
		const routePath = `/${segments.join('/')}`
		const pattern = segments.map((segment) => (segment.startsWith(':') ? '[^/]+' : segment === '*' ? '.*' : escapeRegex(segment))).join('/')
		const block = [
			`\t\tlocation ~ ^/${pattern}(?:\\.data)?$ {`,
			`\t\t\tclient_max_body_size ${megabytes}m;`,
			'\t\t\tproxy_pass http://westway;',
			'\t\t}',
			'',
		].join('\n')
		locations.push({ path: routePath, megabytes, block })
	}
	// nginx takes the first regex that matches: a path with a parameter after the static ones beside it.
	const params = (location: BodyLimitLocation) =>
		location.path.split('/').filter((segment) => segment.startsWith(':') || segment === '*').length
	return locations.sort((a, b) => params(a) - params(b) || a.path.localeCompare(b.path))
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The route table of a production build (BUILD_DIR or build/). */
export async function buildRoutes(buildDir = process.env.BUILD_DIR ?? 'build'): Promise<ServerBuild['routes']> {
	const entry = path.resolve(repoRoot, buildDir, 'server', 'index.js')
	// The server bundle's entry (server/app.ts) exports the table it serves with.
	const app = (await import(pathToFileURL(entry).href)) as { routes?: ServerBuild['routes'] }
	if (!app.routes) throw new Error(`${entry} exports no route table: build again (npm run build)`)
	return app.routes
}

const usage = `Usage: npm run -s deploy:nginx -- --server-name NAME [--server-name NAME…] [options] > /etc/nginx/sites-available/westway

  --ports 3001,3002          the instances on 127.0.0.1 (default 3001,3002), or --upstream HOST:PORT (repeated)
  --env-file FILE            read UPLOAD_MAX_MB from the instances' environment file (/etc/westway/westway.env)
  --certificate FILE         default /etc/letsencrypt/live/<first name>/fullchain.pem
  --certificate-key FILE     default /etc/letsencrypt/live/<first name>/privkey.pem
  --https-listen PARAMS      listen parameters of the HTTPS server, repeated (default "443 ssl http2" and "[::]:443 ssl http2")
  --http-listen PARAMS       of the plain HTTP server (default "80" and "[::]:80")
  --cache-dir DIR            default /var/cache/nginx/westway
  --log-dir DIR              default /var/log/nginx
  --acme-root DIR            default /var/www/letsencrypt
  --fail-timeout SECONDS     how long a failed instance stays out of rotation (default 5)
  --build DIR                the production build (default BUILD_DIR or build)`

function port(text: string): number {
	const number = Number(text.trim())
	if (!Number.isInteger(number) || number < 1 || number > 65535) throw new Error(`Not a port: ${text}`)
	return number
}

async function main() {
	const { values } = parseArgs({
		options: {
			'server-name': { type: 'string', multiple: true },
			ports: { type: 'string' },
			upstream: { type: 'string', multiple: true },
			'https-listen': { type: 'string', multiple: true },
			'http-listen': { type: 'string', multiple: true },
			certificate: { type: 'string' },
			'certificate-key': { type: 'string' },
			'cache-dir': { type: 'string' },
			'log-dir': { type: 'string' },
			'acme-root': { type: 'string' },
			'fail-timeout': { type: 'string' },
			'env-file': { type: 'string' },
			build: { type: 'string' },
		},
	})
	const serverNames = values['server-name'] ?? []
	if (serverNames.length === 0) {
		console.error(usage)
		process.exit(2)
	}
	if (values['env-file']) process.loadEnvFile(values['env-file'])
	const { getEnv } = await import('#app/.server/env.ts')
	process.stdout.write(
		renderNginxSite({
			serverNames,
			upstreams: values.upstream ?? (values.ports ?? '3001,3002').split(',').map(port),
			httpsListen: values['https-listen'],
			httpListen: values['http-listen'],
			certificate: values.certificate,
			certificateKey: values['certificate-key'],
			cacheDir: values['cache-dir'],
			logDir: values['log-dir'],
			acmeRoot: values['acme-root'],
			failTimeoutSeconds: values['fail-timeout'] ? Number(values['fail-timeout']) : undefined,
			routes: await buildRoutes(values.build),
			uploadMaxMb: getEnv().UPLOAD_MAX_MB,
		}),
	)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main()
