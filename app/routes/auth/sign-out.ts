import { redirect } from 'react-router'

import { signOutEverywhere } from '#app/.server/auth/sign-out.ts'

import type { Route } from './+types/sign-out.ts'

/** POST /auth/sign-out: ends every session of the user (all devices), clears the cookie, goes to /. */
export async function action({ request }: Route.ActionArgs) {
	const headers = await signOutEverywhere(request)
	return redirect('/', { headers })
}

/** A plain visit (GET) changes nothing: link scanners must not sign anyone out. It just goes home. */
export function loader() {
	return redirect('/')
}
