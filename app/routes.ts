import { type RouteConfig, index, layout, route } from '@react-router/dev/routes'

/** The map of the product. Public pages live under routes/site/ (the sitemap is built from them). */
export default [
	layout('routes/site/layout.tsx', [
		index('routes/site/home.tsx'),
		route('services', 'routes/site/services.tsx'),
		route('services/:slug', 'routes/site/service.tsx'),
		route('emergency', 'routes/site/emergency.tsx'),
		route('gallery', 'routes/site/gallery.tsx'),
		route('reviews', 'routes/site/reviews.tsx'),
		route('about', 'routes/site/about.tsx'),
		route('service-areas', 'routes/site/service-areas.tsx'),
		route('areas/:area', 'routes/site/area.tsx'),
		route('case-studies', 'routes/site/case-studies.tsx'),
		route('blog', 'routes/site/blog.tsx'),
		route('blog/:slug', 'routes/site/blog-article.tsx'),
		route('privacy', 'routes/site/privacy.tsx'),
		route('terms', 'routes/site/terms.tsx'),
		route('newsletter/unsubscribe/:token', 'routes/site/newsletter-unsubscribe.tsx'),
		route('*', 'routes/site/not-found.tsx'),
	]),
	route('sitemap.xml', 'routes/resources/sitemap.ts'),
	route('robots.txt', 'routes/resources/robots.ts'),
	route('healthz', 'routes/resources/healthz.ts'),
	route('media/*', 'routes/resources/media.ts'),
] satisfies RouteConfig
