import { Form, Link, redirect } from 'react-router'

import { keepingReturnTo, signInLanding } from '#app/.server/auth/guard.ts'
import { completeSecondFactor, waitingSignIn } from '#app/.server/auth/second-factor.ts'
import { getRequestSession } from '#app/.server/auth/session.ts'
import { readSubmission, reply } from '#app/.server/form.ts'
import { privateHeaders } from '#app/.server/http.ts'
import { SecondFactorField } from '#app/components/admin/second-factor-field.tsx'
import { SubmitButton } from '#app/components/admin/submit-button.tsx'
import { Alert } from '#app/components/ui/alert.tsx'
import { codeMessages, secondFactorSchema } from '#app/domain/auth/two-factor.ts'
import { formFailure } from '#app/domain/form.ts'
import { publicFormLimit } from '#app/utils/body-limit.ts'
import { privateMeta } from '#app/utils/private-meta.ts'

import { AuthCard } from './+shared/auth-card.tsx'
import type { Route } from './+types/two-factor.ts'

/**
 * /auth/two-factor: the second step of signing in to an account with
 * two-factor on (decision 0057). Only a browser whose password step just
 * succeeded has a sign-in waiting here (a signed cookie, ten minutes); anyone
 * else is sent to /auth. `?recovery` asks for a recovery code instead of the
 * app's code. Works without JavaScript.
 */
export const handle = {
	bodyLimit: { ...publicFormLimit, tooLarge: 'That is far larger than a code. Please enter just the code and try again.' },
}

const asksForRecovery = (request: Request) => new URL(request.url).searchParams.has('recovery')

export async function loader({ request }: Route.LoaderArgs) {
	const current = await getRequestSession(request)
	if (current) throw redirect(signInLanding(request, current.isAdmin), { headers: current.headers })
	if (!(await waitingSignIn(request.headers.get('cookie')))) throw redirect(keepingReturnTo('/auth', request))
	return {
		recovery: asksForRecovery(request),
		otherMethod: keepingReturnTo('/auth/two-factor', request, asksForRecovery(request) ? {} : { recovery: '' }),
		back: keepingReturnTo('/auth', request),
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	const submission = await readSubmission(request, secondFactorSchema, { limit: handle.bodyLimit })
	if (submission.status === 'invalid') return reply(submission.failure, submission.httpStatus)
	const { method, code } = submission.data
	const result = await completeSecondFactor({
		cookie: request.headers.get('cookie'),
		method,
		code,
		clientIp: context.clientIp,
		userAgent: request.headers.get('user-agent'),
	})
	if (result.ok) {
		context.log.info(
			{ userId: result.user.id, admin: result.isAdmin, method: result.method, recoveryCodesLeft: result.recoveryCodesLeft },
			'Signed in with a second factor',
		)
		throw redirect(signInLanding(request, result.isAdmin), { headers: result.headers })
	}
	if (result.reason === 'expired') throw redirect(keepingReturnTo('/auth', request, { again: 'expired' }), { headers: result.headers })
	if (result.reason === 'throttled') {
		context.log.warn({ rule: result.rule }, 'Second factor throttled')
		const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60))
		return reply(
			formFailure(`Too many wrong codes. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`, {}),
			429,
			{ 'Retry-After': String(result.retryAfterSeconds) },
		)
	}
	const wrong = method === 'totp' ? codeMessages.wrongTotp : codeMessages.wrongRecovery
	return reply(formFailure(wrong, {}, { fieldErrors: { code: wrong } }), 401)
}

export const headers: Route.HeadersFunction = ({ actionHeaders }) => ({
	...privateHeaders,
	...(actionHeaders.get('Retry-After') ? { 'Retry-After': actionHeaders.get('Retry-After')! } : {}),
})

export const meta: Route.MetaFunction = () => privateMeta('Two-factor sign-in')

export default function TwoFactorSignIn({ loaderData, actionData }: Route.ComponentProps) {
	const { recovery, otherMethod, back } = loaderData
	const codeError = actionData?.fieldErrors.code
	const message = actionData && !codeError ? actionData.formError : null
	return (
		<AuthCard
			title="Two-factor sign-in"
			lead={
				recovery
					? 'Enter one of the recovery codes you saved when you set up two-factor sign-in. Each one works once.'
					: 'Open the authenticator app on your phone and enter the code it shows for Westway Home Services.'
			}
			footer={
				<div className="mt-6 grid justify-items-center gap-1 text-sm">
					<Link
						to={otherMethod}
						replace
						className="inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline"
					>
						{recovery ? 'Use the code from your app instead' : 'Lost your phone? Use a recovery code'}
					</Link>
					<Link to={back} className="inline-flex min-h-11 items-center text-muted-foreground underline-offset-4 hover:underline">
						Start again with your password
					</Link>
				</div>
			}
		>
			<Form method="post" replace className="grid gap-5">
				{message ? <Alert variant="error">{message}</Alert> : null}
				<SecondFactorField recovery={recovery} totpLabel="Authentication code" error={codeError} autoFocus />
				<SubmitButton size="lg">Verify</SubmitButton>
			</Form>
		</AuthCard>
	)
}
