import { data, Form, Link } from 'react-router'

import { requireAdmin } from '#app/.server/auth/guard.ts'
import { getRequestSession } from '#app/.server/auth/session.ts'
import { listSessions, signOutOtherSessions, signOutSession } from '#app/.server/auth/sessions.ts'
import { twoFactorStatus } from '#app/.server/auth/two-factor.ts'
import { AdminTab } from '#app/components/admin/admin-tab.tsx'
import { ErrorNotice, revalidateUnlessNoticeDropped, SavedNotice } from '#app/components/admin/notice.tsx'
import { SubmitButton } from '#app/components/admin/submit-button.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { LogOut, ShieldCheck } from '#app/components/ui/icon.tsx'
import { sessionIdSchema, START_INTENT } from '#app/domain/auth/two-factor.ts'
import { isFormFailure, validate } from '#app/domain/form.ts'
import { formatLondonDateTime } from '#app/domain/london-time.ts'
import { countOf } from '#app/utils/format.ts'

import { AdminErrorBoundary } from './+shared/error-boundary.tsx'
import { adminAction } from './+shared/forms.server.ts'
import { adminMeta } from './+shared/meta.ts'
import type { Route } from './+types/security.ts'

/**
 * /admin/security: the signed-in admin's own account (issue 26, decision
 * 0057): whether two-factor sign-in is on (set up and managed at
 * ./security-two-factor.tsx, behind re-authentication), and the account's
 * signed-in sessions (device, last seen, this one marked) with signing one or
 * all the others out.
 */
export async function loader({ request }: Route.LoaderArgs) {
	const admin = await requireAdmin(request)
	const current = (await getRequestSession(request))!
	const [twoFactor, sessions] = await Promise.all([twoFactorStatus(admin.user.id), listSessions(admin.user.id, current.session.id)])
	return data(
		{
			email: admin.user.email,
			twoFactor: twoFactor.enabled
				? { enabled: true as const, since: formatLondonDateTime(twoFactor.enabledAt), recoveryCodesLeft: twoFactor.recoveryCodesLeft }
				: { enabled: false as const },
			sessions: sessions.map((session) => ({
				id: session.id,
				device: session.device,
				current: session.current,
				lastSeen: formatLondonDateTime(session.lastSeenAt),
				signedIn: formatLondonDateTime(session.signedInAt),
			})),
		},
		{ headers: admin.headers },
	)
}

export async function action({ request, context }: Route.ActionArgs) {
	const { values, redirect, refuse } = await adminAction(request)
	const current = (await getRequestSession(request))!
	const userId = current.user.id
	if (values.intent === 'sign-out-others') {
		const ended = await signOutOtherSessions(userId, current.session.id)
		context.log.info({ userId, ended }, 'Signed out the other sessions')
		return redirect('/admin/security?saved=signed-out-others')
	}
	if (values.intent === 'sign-out-session') {
		const form = validate(sessionIdSchema, values)
		if (!form.ok) return refuse('Choose a session to sign out.', 400)
		if (!(await signOutSession(userId, form.data.sessionId, current.session.id))) {
			return refuse('That session has ended already (or is this one: use Sign Out for it).', 404)
		}
		context.log.info({ userId }, 'Signed out a session')
		return redirect('/admin/security?saved=signed-out-one')
	}
	return refuse('This action is not known.', 400)
}

export { revalidateUnlessNoticeDropped as shouldRevalidate }

export const meta: Route.MetaFunction = () => adminMeta('Security')

const savedMessages = {
	'signed-out-others': 'Signed out of every other session',
	'signed-out-one': 'Session signed out',
	'two-factor-on': { title: 'Two-factor sign-in is on', description: 'Signing in now asks for a code from your app as well.' },
	'two-factor-off': 'Two-factor sign-in is off',
	'setup-cancelled': 'Two-factor set-up cancelled',
}

const panel = 'grid gap-4 rounded-lg border border-border bg-background p-4 sm:p-5'

export default function AdminSecurity({ loaderData, actionData }: Route.ComponentProps) {
	const { twoFactor, sessions } = loaderData
	const others = sessions.filter((session) => !session.current)
	return (
		<AdminTab
			id="security-title"
			title="Security"
			description={`Your account (${loaderData.email}): how you sign in, and where you are signed in.`}
		>
			<SavedNotice messages={savedMessages} />
			<ErrorNotice message={isFormFailure(actionData) ? actionData.formError : null} title="Error" occurrence={actionData} />

			<section aria-labelledby="two-factor-title" className={panel}>
				<div className="flex flex-wrap items-center justify-between gap-2">
					<h3 id="two-factor-title" className="flex items-center gap-2 text-lg font-semibold">
						<ShieldCheck aria-hidden className="size-5 text-primary" />
						Two-factor sign-in
					</h3>
					{twoFactor.enabled ? <Badge variant="success">On</Badge> : <Badge variant="outline">Off</Badge>}
				</div>
				{twoFactor.enabled ? (
					<p className="text-sm">
						On since {twoFactor.since}. Signing in asks for a code from your authenticator app after your password.{' '}
						{countOf(twoFactor.recoveryCodesLeft, 'recovery code', 'recovery codes')} left.
					</p>
				) : (
					<p className="text-sm">
						Ask for a code from an authenticator app on your phone as well as your password, so a stolen password alone cannot get in.
					</p>
				)}
				{twoFactor.enabled ? (
					<div>
						<Button asChild variant="outline">
							<Link to="/admin/security/two-factor">Manage two-factor sign-in</Link>
						</Button>
					</div>
				) : (
					// Starts the set-up (behind re-authentication): a visit alone never makes a secret.
					<Form method="post" action="/admin/security/two-factor">
						<SubmitButton intent={START_INTENT}>Set up two-factor sign-in</SubmitButton>
					</Form>
				)}
			</section>

			<section aria-labelledby="sessions-title" className={panel}>
				<div>
					<h3 id="sessions-title" className="text-lg font-semibold">
						Signed-in sessions
					</h3>
					<p className="text-sm text-muted-foreground">
						Each browser signed in to your account. Sign out any you do not recognise, then change your password.
					</p>
				</div>
				<ul className="grid gap-3">
					{sessions.map((session) => (
						<li
							key={session.id}
							className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border p-3"
							aria-current={session.current ? 'true' : undefined}
						>
							<div className="grid min-w-0 gap-0.5">
								<p className="flex flex-wrap items-center gap-2 font-semibold">
									{session.device}
									{session.current ? <Badge variant="secondary">This device</Badge> : null}
								</p>
								<p className="text-sm text-muted-foreground">Last seen {session.current ? 'now' : session.lastSeen}</p>
								<p className="text-xs text-muted-foreground">Signed in {session.signedIn}</p>
							</div>
							{session.current ? null : (
								<Form method="post">
									<input type="hidden" name="sessionId" value={session.id} />
									<SubmitButton
										intent="sign-out-session"
										variant="outline"
										aria-label={`Sign out ${session.device}, last seen ${session.lastSeen}`}
									>
										Sign out
									</SubmitButton>
								</Form>
							)}
						</li>
					))}
				</ul>
				{others.length > 0 ? (
					<Form method="post">
						<SubmitButton intent="sign-out-others" variant="outline" className="w-full sm:w-auto">
							<LogOut aria-hidden />
							Sign out other sessions
						</SubmitButton>
					</Form>
				) : (
					<p className="text-sm text-muted-foreground">You are not signed in anywhere else.</p>
				)}
			</section>
		</AdminTab>
	)
}

export { AdminErrorBoundary as ErrorBoundary }
