/** Main navigation, in order. */
export const mainNavigation = [
	{ to: '/services', label: 'Services' },
	{ to: '/emergency', label: 'Emergency' },
	{ to: '/gallery', label: 'Gallery' },
	{ to: '/reviews', label: 'Reviews' },
	{ to: '/about', label: 'About' },
	{ to: '/contact', label: 'Contact' },
] as const

export const companyLinks = [
	{ to: '/about', label: 'About Us' },
	{ to: '/gallery', label: 'Gallery' },
	{ to: '/reviews', label: 'Reviews' },
	{ to: '/case-studies', label: 'Case Studies' },
	{ to: '/blog', label: 'Blog' },
	{ to: '/service-areas', label: 'Service Areas' },
	{ to: '/contact', label: 'Contact' },
] as const

export const legalLinks = [
	{ to: '/privacy', label: 'Privacy Policy' },
	{ to: '/terms', label: 'Terms of Service' },
] as const
