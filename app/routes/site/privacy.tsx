import { LegalDocument } from '#app/components/site/legal-document.tsx'
import { privacyPolicy, privacySeo } from '#app/content/legal.ts'
import { useRootData } from '#app/root.tsx'
import { fallbackPublicSettings } from '#app/utils/public-settings.ts'
import { pageMeta } from '#app/utils/route-meta.ts'
import type { Route } from './+types/privacy.ts'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { ...privacySeo, path: '/privacy' })

export default function Privacy() {
	const settings = useRootData()?.settings ?? fallbackPublicSettings
	return <LegalDocument document={privacyPolicy} contact={settings} />
}
