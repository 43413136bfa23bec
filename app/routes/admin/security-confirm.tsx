import { data, Form, Link } from 'react-router'

import { adminReturnPath, requireAdmin } from '#app/.server/auth/guard.ts'
import { reauthenticate } from '#app/.server/auth/reauth.ts'
import { isTwoFactorEnabled } from '#app/.server/auth/two-factor.ts'
import { AdminTab } from '#app/components/admin/admin-tab.tsx'
import { ErrorNotice } from '#app/components/admin/notice.tsx'
import { SecondFactorField } from '#app/components/admin/second-factor-field.tsx'
import { SubmitButton } from '#app/components/admin/submit-button.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { InputField } from '#app/components/ui/field.tsx'
import { codeMessages, REAUTH_MINUTES, reauthSchema } from '#app/domain/auth/two-factor.ts'
import { formFailure, isFormFailure, validate, validationFailure } from '#app/domain/form.ts'

import { AdminErrorBoundary } from './+shared/error-boundary.tsx'
import { adminAction } from './+shared/forms.server.ts'
import { adminMeta } from './+shared/meta.ts'
import type { Route } from './+types/security-confirm.ts'

/**
 * /admin/security/confirm?returnTo=: re-authentication (decision 0057). The
 * re-authentication guard sends the admin here before a sensitive action; the
 * password (and, with two-factor on, a code: `?recovery` for a recovery code)
 * entered again, it goes back to `returnTo`, a page of the admin area.
 */
const FALLBACK = '/admin/security'

const returnToOf = (request: Request) => adminReturnPath(new URL(request.url).searchParams.get('returnTo')) ?? FALLBACK

export async function loader({ request }: Route.LoaderArgs) {
	const admin = await requireAdmin(request)
	const returnTo = returnToOf(request)
	const url = new URL(request.url)
	const recovery = url.searchParams.has('recovery')
	const other = new URLSearchParams({ returnTo, ...(recovery ? {} : { recovery: '' }) })
	return data(
		{
			twoFactor: await isTwoFactorEnabled(admin.user.id),
			recovery,
			otherMethod: `?${other}`,
			// Back where the admin came from, unless that is a page behind this very check.
			cancel: returnTo.startsWith('/admin/security') ? FALLBACK : returnTo,
		},
		{ headers: admin.headers },
	)
}

export async function action({ request, context }: Route.ActionArgs) {
	const { values, redirect: go, fail, refuse } = await adminAction(request)
	const form = validate(reauthSchema, values)
	if (!form.ok) return fail(validationFailure(form, {}))
	const result = await reauthenticate(request, form.data)
	if (result.ok) {
		context.log.info({ userId: (await requireAdmin(request)).user.id }, 'Re-authenticated')
		return go(returnToOf(request))
	}
	if (result.reason === 'throttled') {
		const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60))
		return refuse(`Too many wrong attempts. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`, 429)
	}
	if (result.reason === 'password') {
		return fail(
			formFailure('That is not your password.', {}, { fieldErrors: { password: 'That is not your password.' }, title: 'Not confirmed' }),
			401,
		)
	}
	const wrong = form.data.method === 'recovery' ? codeMessages.wrongRecovery : codeMessages.wrongTotp
	const missing =
		form.data.code === '' ? (form.data.method === 'recovery' ? codeMessages.missingRecovery : codeMessages.missingTotp) : wrong
	return fail(formFailure(missing, {}, { fieldErrors: { code: missing }, title: 'Not confirmed' }), 401)
}

export const meta: Route.MetaFunction = () => adminMeta('Confirm it’s you')

export default function ConfirmAccess({ loaderData, actionData }: Route.ComponentProps) {
	const { twoFactor, recovery, otherMethod, cancel } = loaderData
	const failure = isFormFailure(actionData) ? actionData : undefined
	const fieldMessage = failure && Object.keys(failure.fieldErrors).length > 0
	return (
		<AdminTab
			id="confirm-title"
			title="Confirm it’s you"
			description={`Enter your password${twoFactor ? ' and a code' : ''} again to go on. You will not be asked again for ${REAUTH_MINUTES} minutes.`}
		>
			<div className="grid max-w-md gap-4 rounded-lg border border-border bg-background p-4 sm:p-5">
				{failure && !fieldMessage ? <ErrorNotice message={failure.formError} title="Not confirmed" occurrence={failure} /> : null}
				<Form method="post" className="grid gap-4">
					<InputField
						label="Password"
						name="password"
						type="password"
						autoComplete="current-password"
						required
						autoFocus
						error={failure?.fieldErrors.password}
					/>
					{twoFactor ? (
						<>
							<SecondFactorField recovery={recovery} totpLabel="Code from your authenticator app" error={failure?.fieldErrors.code} />
							<Link
								to={otherMethod}
								replace
								className="inline-flex min-h-11 items-center text-sm font-semibold text-primary underline-offset-4 hover:underline"
							>
								{recovery ? 'Use the code from your app instead' : 'Use a recovery code instead'}
							</Link>
						</>
					) : null}
					<div className="flex flex-wrap gap-2">
						<SubmitButton>Confirm</SubmitButton>
						<Button asChild variant="outline">
							<Link to={cancel}>Cancel</Link>
						</Button>
					</div>
				</Form>
			</div>
		</AdminTab>
	)
}

export { AdminErrorBoundary as ErrorBoundary }
