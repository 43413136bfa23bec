import { LegalDocument } from '#app/components/site/legal-document.tsx'
import { termsOfService, termsSeo } from '#app/content/legal.ts'
import { sentWithoutJavaScript } from '#app/utils/hydration.ts'
import { usePublicSettings } from '#app/utils/root-data.ts'
import { pageMeta } from '#app/utils/route-meta.ts'

import type { Route } from './+types/terms.ts'

export const handle = sentWithoutJavaScript

export const meta: Route.MetaFunction = (args) => pageMeta(args, { ...termsSeo, path: '/terms' })

export default function Terms() {
	return <LegalDocument document={termsOfService} contact={usePublicSettings()} />
}
