/** The admin dashboard's tabs, in order (as specified, plus Enquiries); each is a URL under /admin. */
export const adminTabs = [
	{ path: 'reviews', label: 'Reviews' },
	{ path: 'services', label: 'Services' },
	{ path: 'whatsapp', label: 'WhatsApp' },
	{ path: 'emergency', label: 'Emergency' },
	{ path: 'branding', label: 'Branding' },
	{ path: 'business', label: 'Business' },
	{ path: 'gallery', label: 'Gallery' },
	{ path: 'local-seo', label: 'Local SEO' },
	{ path: 'enquiries', label: 'Enquiries' },
] as const

/**
 * The label of the tab a route shows. Tab routes have the id "routes/admin/<path>"
 * (see app/routes.ts).
 */
export function tabLabel(routeId: string | undefined): string {
	return adminTabs.find((tab) => routeId === `routes/admin/${tab.path}`)?.label ?? 'Admin Dashboard'
}
