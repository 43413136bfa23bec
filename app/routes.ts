import { index, layout, route, type RouteConfig } from '@react-router/dev/routes'

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
		route('contact', 'routes/site/contact.tsx'),
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

	// Sign-in and the admin area: every admin loader and action checks the role itself.
	route('auth', 'routes/auth/sign-in.tsx'),
	route('auth/sign-out', 'routes/auth/sign-out.ts'),
	route('admin', 'routes/admin/layout.tsx', [
		index('routes/admin/index.tsx'),
		route('reviews', 'routes/admin/reviews.tsx'),
		route('services', 'routes/admin/services.tsx'),
		route('enquiries', 'routes/admin/enquiries.tsx'),
		route('enquiries/:id', 'routes/admin/enquiry.tsx'),
		route('enquiries/export.csv', 'routes/admin/enquiries-export.ts'),
		route('whatsapp', 'routes/admin/whatsapp.tsx'),
		route('emergency', 'routes/admin/emergency.tsx'),
		route('history', 'routes/admin/history.tsx'),
		route('branding', 'routes/admin/branding.tsx'),
		route('gallery', 'routes/admin/gallery.tsx'),
		route('gallery/upload', 'routes/admin/gallery-upload.ts'),
		route('local-seo', 'routes/admin/upcoming-tab.tsx', { id: 'routes/admin/local-seo' }),
	]),

	route('api/enquiries', 'routes/resources/api-enquiries.ts'),
	route('newsletter', 'routes/resources/newsletter.ts'),
	route('sitemap.xml', 'routes/resources/sitemap.ts'),
	route('robots.txt', 'routes/resources/robots.ts'),
	route('healthz', 'routes/resources/healthz.ts'),
	route('media/*', 'routes/resources/media.ts'),
	route('favicon.ico', 'routes/resources/favicon.ts', { id: 'routes/resources/favicon-ico' }),
	route('apple-touch-icon.png', 'routes/resources/favicon.ts', { id: 'routes/resources/apple-touch-icon' }),
	route('apple-touch-icon-precomposed.png', 'routes/resources/favicon.ts', { id: 'routes/resources/apple-touch-icon-precomposed' }),
] satisfies RouteConfig
