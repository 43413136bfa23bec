import { LegalDocument } from '#app/components/site/legal-document.tsx'
import { privacyPolicy, privacySeo } from '#app/content/legal.ts'
import { sentWithoutJavaScript } from '#app/utils/hydration.ts'
import { usePublicSettings } from '#app/utils/root-data.ts'
import { pageMeta } from '#app/utils/route-meta.ts'

import type { Route } from './+types/privacy.ts'

export const handle = sentWithoutJavaScript

export const meta: Route.MetaFunction = (args) => pageMeta(args, { ...privacySeo, path: '/privacy' })

export default function Privacy() {
	return <LegalDocument document={privacyPolicy} contact={usePublicSettings()} />
}
