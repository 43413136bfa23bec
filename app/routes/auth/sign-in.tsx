import { Form, redirect } from 'react-router'

import { keepingReturnTo, signInLanding } from '#app/.server/auth/guard.ts'
import { getRequestSession } from '#app/.server/auth/session.ts'
import { signInWithPassword, throttledMessage } from '#app/.server/auth/sign-in.ts'
import { readSubmission, reply } from '#app/.server/form.ts'
import { privateHeaders } from '#app/.server/http.ts'
import { SubmitButton } from '#app/components/admin/submit-button.tsx'
import { Alert } from '#app/components/ui/alert.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { signInSchema } from '#app/domain/auth/sign-in.ts'
import { formFailure } from '#app/domain/form.ts'
import { publicFormLimit } from '#app/utils/body-limit.ts'
import { privateMeta } from '#app/utils/private-meta.ts'

import { AuthCard } from './+shared/auth-card.tsx'
import type { Route } from './+types/sign-in.ts'

/** Shown for an unknown account and a wrong password alike: it never says which accounts exist. */
const INVALID_CREDENTIALS = 'Invalid email or password.'

/** Why the code step sent the browser back here (`?again=`): the password is asked for again. */
const againMessages: Record<string, string> = {
	expired: 'That sign-in timed out or had too many wrong codes. Please sign in again.',
}

/** An email address and a password: the public form's limit (decision 0026). */
export const handle = {
	bodyLimit: {
		...publicFormLimit,
		tooLarge: 'That sign-in is far larger than an email address and a password. Please enter just those and try again.',
	},
}

export async function loader({ request }: Route.LoaderArgs) {
	const current = await getRequestSession(request)
	if (current) throw redirect(signInLanding(request, current.isAdmin), { headers: current.headers })
	return { again: againMessages[new URL(request.url).searchParams.get('again') ?? ''] ?? null }
}

export async function action({ request, context }: Route.ActionArgs) {
	const submission = await readSubmission(request, signInSchema, { limit: handle.bodyLimit })
	if (submission.status === 'invalid') return reply(submission.failure, submission.httpStatus)
	const { values } = submission
	const { email, password } = submission.data
	const result = await signInWithPassword({
		email,
		password,
		clientIp: context.clientIp,
		userAgent: request.headers.get('user-agent'),
		cookie: request.headers.get('cookie'),
	})
	if (result.ok) {
		context.log.info({ userId: result.user.id, admin: result.isAdmin, knownDevice: result.knownDevice }, 'Signed in')
		throw redirect(signInLanding(request, result.isAdmin), { headers: result.headers })
	}
	if (result.reason === 'second-factor') {
		// The password was right; two-factor is on, so no session yet: the code comes next.
		context.log.info({ knownDevice: result.knownDevice }, 'Password accepted; waiting for the second factor')
		throw redirect(keepingReturnTo('/auth/two-factor', request), { headers: result.headers })
	}
	if (result.reason === 'throttled') {
		// No address and no cookie in the log: the throttle stores only keyed hashes of them.
		context.log.warn({ rule: result.rule }, 'Sign-in throttled')
		return reply(formFailure(throttledMessage(result.retryAfterSeconds), values), 429, { 'Retry-After': String(result.retryAfterSeconds) })
	}
	return reply(formFailure(INVALID_CREDENTIALS, values), 401)
}

export const headers: Route.HeadersFunction = ({ actionHeaders }) => ({
	...privateHeaders,
	...(actionHeaders.get('Retry-After') ? { 'Retry-After': actionHeaders.get('Retry-After')! } : {}),
})

export const meta: Route.MetaFunction = () => privateMeta('Admin Access')

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
	const errors: Record<string, string | undefined> = actionData?.fieldErrors ?? {}
	const message = actionData && Object.keys(errors).length === 0 ? actionData.formError : null
	return (
		<AuthCard
			title="Admin Access"
			lead="Sign in to manage the website."
			footer={<p className="mt-6 text-center text-sm text-muted-foreground">Admin access only, contact administrator</p>}
		>
			<Form method="post" replace className="grid gap-5">
				{message ? <Alert variant="error">{message}</Alert> : !actionData && loaderData?.again ? <Alert>{loaderData.again}</Alert> : null}
				<Field label="Email" required error={errors.email}>
					{(control) => (
						<Input
							{...control}
							name="email"
							type="email"
							autoComplete="username"
							required
							defaultValue={actionData?.values.email ?? ''}
							spellCheck={false}
						/>
					)}
				</Field>
				<Field label="Password" required error={errors.password}>
					{(control) => <Input {...control} name="password" type="password" autoComplete="current-password" required />}
				</Field>
				<SubmitButton size="lg">Sign In</SubmitButton>
			</Form>
		</AuthCard>
	)
}
