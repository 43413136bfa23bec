import { data, Form, Link } from 'react-router'

import { requireAdmin } from '#app/.server/auth/guard.ts'
import { requireRecentAuth } from '#app/.server/auth/reauth.ts'
import { getRequestSession } from '#app/.server/auth/session.ts'
import { signOutOtherSessions } from '#app/.server/auth/sessions.ts'
import {
	cancelEnrolment,
	confirmEnrolment,
	disableTwoFactor,
	pendingEnrolment,
	replaceRecoveryCodes,
	startEnrolment,
	twoFactorStatus,
} from '#app/.server/auth/two-factor.ts'
import { AdminTab } from '#app/components/admin/admin-tab.tsx'
import { BackLink } from '#app/components/admin/back-link.tsx'
import { DestructiveConfirmation } from '#app/components/admin/destructive-confirmation.tsx'
import { ErrorNotice } from '#app/components/admin/notice.tsx'
import { SubmitButton } from '#app/components/admin/submit-button.tsx'
import { TitledCard } from '#app/components/admin/titled-card.tsx'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { InputField } from '#app/components/ui/field.tsx'
import { Download } from '#app/components/ui/icon.tsx'
import { CODE_MAX, codeMessages, enableTwoFactorSchema, START_INTENT } from '#app/domain/auth/two-factor.ts'
import { isFormFailure, validate, validationFailure, type FormFailure } from '#app/domain/form.ts'
import { formatLondonDateTime } from '#app/domain/london-time.ts'
import { countOf } from '#app/utils/format.ts'

import { AdminErrorBoundary } from './+shared/error-boundary.tsx'
import { adminAction } from './+shared/forms.server.ts'
import { adminMeta } from './+shared/meta.ts'
import type { Route } from './+types/security-two-factor.ts'

/**
 * /admin/security/two-factor: setting up two-factor sign-in (a QR code and
 * the key as text, then the first code from the app turns it on and shows the
 * recovery codes once), or, when it is on, new recovery codes and turning it
 * off (`?off` opens that confirmation). Everything here is behind
 * re-authentication (../../.server/auth/reauth.ts): the page shows the secret
 * while setting up, and its actions change how the account signs in.
 */
export async function loader({ request }: Route.LoaderArgs) {
	const admin = await requireAdmin(request)
	await requireRecentAuth(request)
	const status = await twoFactorStatus(admin.user.id)
	const confirmingOff = new URL(request.url).searchParams.has('off')
	if (status.enabled) {
		return data(
			{
				enabled: true as const,
				since: formatLondonDateTime(status.enabledAt),
				recoveryCodesLeft: status.recoveryCodesLeft,
				confirmingOff,
				enrolment: null,
			},
			{ headers: admin.headers },
		)
	}
	// Read only: a set-up is started by the Set up button (a POST), never by a visit.
	const enrolment = await pendingEnrolment(admin.user)
	return data({ enabled: false as const, enrolment, confirmingOff: false, since: null, recoveryCodesLeft: 0 }, { headers: admin.headers })
}

type RecoveryCodes = { recoveryCodes: string[]; turnedOn: boolean }

export async function action({ request, context }: Route.ActionArgs) {
	const { values, redirect, fail, refuse } = await adminAction(request)
	await requireRecentAuth(request)
	const current = (await getRequestSession(request))!
	const userId = current.user.id
	switch (values.intent) {
		case START_INTENT:
			if (!(await startEnrolment(userId))) return redirect('/admin/security/two-factor')
			return redirect('/admin/security/two-factor#set-up-title')
		case 'enable': {
			const form = validate(enableTwoFactorSchema, values)
			if (!form.ok) return fail(validationFailure(form, {}))
			const result = await confirmEnrolment(userId, form.data.code)
			if (!result.ok && result.reason === 'throttled') {
				const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60))
				return refuse(`Too many wrong codes. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`, 429)
			}
			if (!result.ok)
				return fail({ status: 'error', formError: codeMessages.wrongTotp, fieldErrors: { code: codeMessages.wrongTotp }, values: {} }, 401)
			// The other sessions signed in with the password alone: they sign in again, with a code.
			const ended = await signOutOtherSessions(userId, current.session.id)
			context.log.info({ userId, endedSessions: ended }, 'Two-factor sign-in turned on')
			// Shown once, in this answer only: they are stored as keyed hashes.
			return data<RecoveryCodes>({ recoveryCodes: result.recoveryCodes, turnedOn: true })
		}
		case 'cancel':
			await cancelEnrolment(userId)
			return redirect('/admin/security?saved=setup-cancelled')
		case 'recovery-codes': {
			if (!(await twoFactorStatus(userId)).enabled) return refuse('Two-factor sign-in is not on.', 409)
			const recoveryCodes = await replaceRecoveryCodes(userId)
			context.log.info({ userId }, 'New recovery codes made')
			return data<RecoveryCodes>({ recoveryCodes, turnedOn: false })
		}
		case 'disable':
			await disableTwoFactor(userId)
			context.log.info({ userId }, 'Two-factor sign-in turned off')
			return redirect('/admin/security?saved=two-factor-off')
		default:
			return refuse('This action is not known.', 400)
	}
}

export const meta: Route.MetaFunction = () => adminMeta('Two-factor sign-in')

export default function AdminTwoFactor({ loaderData, actionData }: Route.ComponentProps) {
	const failure = isFormFailure(actionData) ? actionData : undefined
	const codes = actionData && 'recoveryCodes' in actionData ? actionData : undefined
	return (
		<div className="grid gap-5">
			<BackLink to="/admin/security">Back to Security</BackLink>
			<AdminTab
				id="two-factor-title"
				title="Two-factor sign-in"
				description="A code from an authenticator app on your phone, asked for after your password each time you sign in."
			>
				{codes ? (
					<RecoveryCodesPanel codes={codes.recoveryCodes} turnedOn={codes.turnedOn} />
				) : loaderData.enabled ? (
					<Manage since={loaderData.since} left={loaderData.recoveryCodesLeft} confirmingOff={loaderData.confirmingOff} failure={failure} />
				) : loaderData.enrolment ? (
					<SetUp enrolment={loaderData.enrolment} failure={failure} />
				) : (
					<Start />
				)}
			</AdminTab>
		</div>
	)
}

/** Before a set-up is started: what it takes, and the button that starts it. */
function Start() {
	return (
		<TitledCard id="start-title" title="Set up two-factor sign-in">
			<p className="text-sm">
				You need an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password and others work). Setting up
				shows a QR code to scan, then asks for the first code the app shows.
			</p>
			<Form method="post">
				<SubmitButton intent={START_INTENT}>Set up two-factor sign-in</SubmitButton>
			</Form>
		</TitledCard>
	)
}

type Enrolment = NonNullable<Route.ComponentProps['loaderData']['enrolment']>

function SetUp({ enrolment, failure }: { enrolment: Enrolment; failure?: FormFailure }) {
	return (
		<TitledCard id="set-up-title" title="Set up two-factor sign-in">
			<ol className="grid list-decimal gap-4 pl-5 text-sm">
				<li>
					Install an authenticator app on your phone if it has none (Google Authenticator, Microsoft Authenticator, 1Password and others
					work).
				</li>
				<li>
					<div className="grid gap-3">
						<span>In the app, add an account and scan this QR code:</span>
						<img
							src={enrolment.qrCode}
							alt="QR code for your authenticator app"
							width={232}
							height={232}
							className="rounded-md border border-border bg-white"
						/>
						<span>
							Or, if you cannot scan it, type this key in (time-based, 6 digits):{' '}
							<code data-testid="two-factor-key" className="font-mono text-base font-semibold break-all select-all">
								{enrolment.key}
							</code>
						</span>
					</div>
				</li>
				<li>Enter the 6-digit code the app now shows.</li>
			</ol>
			{failure && !failure.fieldErrors.code ? <ErrorNotice message={failure.formError} title="Not turned on" occurrence={failure} /> : null}
			<Form method="post" className="grid gap-3">
				<InputField
					label="Code from the app"
					name="code"
					required
					autoComplete="one-time-code"
					inputMode="numeric"
					spellCheck={false}
					maxLength={CODE_MAX}
					error={failure?.fieldErrors.code}
					hint="Turning it on signs out your other sessions: they sign in again with a code."
				/>
				<div className="flex flex-wrap gap-2">
					<SubmitButton intent="enable">Turn on two-factor</SubmitButton>
					<SubmitButton intent="cancel" variant="outline" formNoValidate>
						Cancel set-up
					</SubmitButton>
				</div>
			</Form>
		</TitledCard>
	)
}

function RecoveryCodesPanel({ codes, turnedOn }: { codes: string[]; turnedOn: boolean }) {
	const file = `Westway Home Services: recovery codes for two-factor sign-in\nEach code works once.\n\n${codes.join('\n')}\n`
	return (
		<TitledCard id="codes-title" title="Save your recovery codes">
			<Alert variant="success">{turnedOn ? 'Two-factor sign-in is on.' : 'New recovery codes made: the old ones no longer work.'}</Alert>
			<p className="text-sm">
				If you lose your phone, each of these signs you in once instead of a code from the app. Keep them somewhere safe, such as a password
				manager or on paper. They are not shown again.
			</p>
			<ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-base sm:max-w-md">
				{codes.map((code) => (
					<li key={code} className="rounded-md bg-muted px-3 py-2 text-center select-all">
						{code}
					</li>
				))}
			</ul>
			<div className="flex flex-wrap gap-2">
				<Button asChild variant="outline">
					<a href={`data:text/plain;charset=utf-8,${encodeURIComponent(file)}`} download="westway-recovery-codes.txt">
						<Download aria-hidden />
						Download as a file
					</a>
				</Button>
				<Button asChild>
					<Link to="/admin/security">I have saved them</Link>
				</Button>
			</div>
		</TitledCard>
	)
}

function Manage({
	since,
	left,
	confirmingOff,
	failure,
}: {
	since: string | null
	left: number
	confirmingOff: boolean
	failure?: FormFailure
}) {
	return (
		<>
			{failure ? <ErrorNotice message={failure.formError} title="Error" occurrence={failure} /> : null}
			<TitledCard id="codes-left-title" title="Recovery codes">
				<p className="text-sm">
					Two-factor sign-in is on since {since}. {countOf(left, 'recovery code', 'recovery codes')} left. Making new ones stops the old
					ones working.
				</p>
				<Form method="post">
					<SubmitButton intent="recovery-codes" variant="outline">
						Make new recovery codes
					</SubmitButton>
				</Form>
			</TitledCard>
			<TitledCard id="turn-off-title" title="Turn off two-factor sign-in">
				{confirmingOff ? (
					<Form method="post">
						<DestructiveConfirmation
							id="turn-off-question"
							question="Turn off two-factor sign-in? Signing in will ask for your password only, and your recovery codes stop working."
							intent="disable"
							confirm="Turn off"
							cancel={{ to: '/admin/security/two-factor' }}
						/>
					</Form>
				) : (
					<div>
						<Button asChild variant="outline">
							<Link to="?off" preventScrollReset>
								Turn off…
							</Link>
						</Button>
					</div>
				)}
			</TitledCard>
		</>
	)
}

export { AdminErrorBoundary as ErrorBoundary }
