import { useRouteLoaderData } from 'react-router'

import { siteOf, type PublicSettings } from '#app/domain/settings/public-settings.ts'
// Type only: components and helpers read the root loader's data without importing the root module (and its server imports).
import type { loader } from '#app/root.tsx'

export type RootLoaderData = Awaited<ReturnType<typeof loader>>

function useRootData() {
	return useRouteLoaderData<typeof loader>('root')
}

/** The public settings (name, phone, e-mail, logo, prices) from the root loader; the defaults if its data is missing. */
export function usePublicSettings(): PublicSettings {
	return siteOf(useRootData()).business
}

/** The rating the site claims (the published reviews' average and count), for pages that show it. */
export function useRatingClaim() {
	return siteOf(useRootData()).rating
}
