/** The admin dashboard's tabs, in order (spec §2, plus Enquiries); each is a URL under /admin. */
export const adminTabs = [
	{ path: 'reviews', label: 'Reviews' },
	{ path: 'services', label: 'Services' },
	{ path: 'whatsapp', label: 'WhatsApp' },
	{ path: 'emergency', label: 'Emergency' },
	{ path: 'branding', label: 'Branding' },
	{ path: 'gallery', label: 'Gallery' },
	{ path: 'local-seo', label: 'Local SEO' },
	{ path: 'enquiries', label: 'Enquiries' },
] as const

export type AdminTab = (typeof adminTabs)[number]

/** The tab a path under /admin belongs to (e.g. /admin/enquiries/123 → Enquiries). */
export function tabForPath(pathname: string): AdminTab | undefined {
	const segment = pathname.replace(/^\/admin\/?/, '').split('/')[0]
	return adminTabs.find((tab) => tab.path === segment)
}
