import { defaultEmergencyPricing, type EmergencyPricing } from './emergency-pricing.ts'

/** What public pages may know of the settings row: never API tokens. */
export type PublicSettings = {
	businessName: string
	phone: string
	officeEmail: string
	address: string
	/** The WhatsApp number, falling back to the phone. */
	whatsappPhone: string
	logoUrl: string | null
	faviconUrl: string | null
	logoHeight: number
	emergencyPricing: EmergencyPricing
}

/**
 * The defaults for a fresh install, for the rare render where the root
 * loader's data is missing (the server's defaults come from the environment).
 */
export const fallbackPublicSettings: PublicSettings = {
	businessName: 'Westway Home Services',
	phone: '020 7946 0000',
	officeEmail: 'enquiries@example.com',
	address: 'London, UK',
	whatsappPhone: '07700 900123',
	logoUrl: null,
	faviconUrl: null,
	logoHeight: 32,
	emergencyPricing: defaultEmergencyPricing,
}

/**
 * The site's address and public settings from the root loader's data, for
 * components (`usePublicSettings`) and meta functions (`siteFromMatches`)
 * alike: the defaults above when that data is missing (e.g. on an error page).
 */
export function siteOf(root: { settings: PublicSettings; siteUrl: string } | undefined) {
	return { siteUrl: root?.siteUrl ?? 'http://localhost:3000', business: root?.settings ?? fallbackPublicSettings }
}
