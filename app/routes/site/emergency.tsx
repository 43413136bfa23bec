import { coverageAreas } from '#app/content/service-areas.ts'
import { emergencyPricing, emergencySeo } from '#app/routes/site/emergency/copy.ts'
import {
	CoverageAreas,
	EmergencyClosing,
	EmergencyHero,
	GasWarning,
	Pricing,
	PromiseBlock,
	Situations,
} from '#app/routes/site/emergency/sections.tsx'
import { sentWithoutJavaScript } from '#app/utils/hydration.ts'
import { usePublicSettings } from '#app/utils/root-data.ts'
import { pageMeta, siteFromMatches } from '#app/utils/route-meta.ts'
import { emergencyServiceJsonLd } from '#app/utils/structured-data.ts'

import type { Route } from './+types/emergency.ts'

export const handle = sentWithoutJavaScript

export const meta: Route.MetaFunction = (args) => {
	const site = siteFromMatches(args)
	const pricing = site.business.emergencyPricing
	const firstHourNote = pricing.first_hour_included ? emergencyPricing.firstHourIncludedNote : emergencyPricing.firstHourExcludedNote
	const service = emergencyServiceJsonLd({ ...site, pricing, bands: emergencyPricing.bands, firstHourNote })
	return pageMeta(args, { ...emergencySeo, path: '/emergency', jsonLd: [service] })
}

/**
 * /emergency. Contact details and call-out prices come from the settings row
 * (the root loader reads it on every request), so an admin's change shows here.
 */
export default function Emergency() {
	const settings = usePublicSettings()
	const contact = { phone: settings.phone, whatsappPhone: settings.whatsappPhone }
	return (
		<>
			<EmergencyHero {...contact} emergencyNote={settings.emergencyNote} />
			<PromiseBlock />
			<Situations />
			<GasWarning />
			<Pricing pricing={settings.emergencyPricing} />
			<CoverageAreas areas={coverageAreas} />
			<EmergencyClosing {...contact} />
		</>
	)
}
