import { LegalDocument } from '#app/components/site/legal-document.tsx'
import { termsOfService, termsSeo } from '#app/content/legal.ts'
import { useRootData } from '#app/root.tsx'
import { fallbackPublicSettings } from '#app/utils/public-settings.ts'
import { pageMeta } from '#app/utils/route-meta.ts'
import type { Route } from './+types/terms.ts'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { ...termsSeo, path: '/terms' })

export default function Terms() {
	const settings = useRootData()?.settings ?? fallbackPublicSettings
	return <LegalDocument document={termsOfService} contact={settings} />
}
