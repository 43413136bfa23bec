import {
	CoverageAreas,
	EmergencyClosing,
	EmergencyHero,
	GasWarning,
	Pricing,
	PromiseBlock,
	Situations,
} from '#app/components/site/emergency/emergency-sections.tsx'
import { emergencySeo } from '#app/content/emergency.ts'
import { coverageAreas } from '#app/content/service-areas.ts'
import { useRootData } from '#app/root.tsx'
import { fallbackPublicSettings } from '#app/utils/public-settings.ts'
import { pageMeta } from '#app/utils/route-meta.ts'
import type { Route } from './+types/emergency.ts'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { ...emergencySeo, path: '/emergency' })

/**
 * /emergency. Contact details and call-out prices come from the settings row
 * (the root loader reads it on every request), so an admin's change shows here.
 */
export default function Emergency() {
	const settings = useRootData()?.settings ?? fallbackPublicSettings
	const contact = { phone: settings.phone, whatsappPhone: settings.whatsappPhone }
	return (
		<>
			<EmergencyHero {...contact} />
			<PromiseBlock />
			<Situations />
			<GasWarning />
			<Pricing pricing={settings.emergencyPricing} />
			<CoverageAreas areas={coverageAreas} />
			<EmergencyClosing {...contact} />
		</>
	)
}
