/**
 * The admin dashboard's tabs, in order: the Overview first (where signing in
 * lands, issue 25), then the specified tabs, plus Enquiries, then Articles and
 * Case studies (issue 22); each is a URL under /admin ('' is /admin itself).
 */
export const adminTabs = [
	{ path: '', label: 'Overview' },
	{ path: 'reviews', label: 'Reviews' },
	{ path: 'services', label: 'Services' },
	{ path: 'whatsapp', label: 'WhatsApp' },
	{ path: 'emergency', label: 'Emergency' },
	{ path: 'branding', label: 'Branding' },
	{ path: 'business', label: 'Business' },
	{ path: 'gallery', label: 'Gallery' },
	{ path: 'local-seo', label: 'Local SEO' },
	{ path: 'enquiries', label: 'Enquiries' },
	{ path: 'articles', label: 'Articles' },
	{ path: 'case-studies', label: 'Case studies' },
	{ path: 'page-seo', label: 'Page SEO' },
	{ path: 'redirects', label: 'Redirects' },
] as const
