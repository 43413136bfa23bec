import { getEnv } from '#app/.server/env.ts'

export function loader() {
	const { SITE_URL } = getEnv()
	const body = ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /auth', '', `Sitemap: ${SITE_URL}/sitemap.xml`, ''].join('\n')
	return new Response(body, {
		headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
	})
}
