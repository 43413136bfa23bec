import { createServer, type Server } from 'node:http'

import { answerMetrics, isMetricsRequest } from './request-metrics.ts'

/**
 * The metrics' own listener (METRICS_PORT, decision 0058): GET /metrics and
 * nothing else (404), with the bearer token when METRICS_TOKEN is set. Bound
 * to loopback unless METRICS_HOST says otherwise, so by default only the
 * machine itself (a local Prometheus, an agent) reads it. Not yet listening.
 */
export function createMetricsServer({ token }: { token?: string } = {}): Server {
	const server = createServer((req, res) => {
		if (isMetricsRequest(req)) return void answerMetrics(req, res, token)
		res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end('Not found\n')
	})
	// Scrapes are a request every few seconds from one scraper: nothing here needs long-lived connections or large requests.
	server.headersTimeout = 10_000
	server.requestTimeout = 10_000
	server.maxHeadersCount = 50
	return server
}
