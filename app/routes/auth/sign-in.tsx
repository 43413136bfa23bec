import { Form, Link, redirect } from 'react-router'

import { ADMIN_HOME, adminReturnPath } from '#app/.server/auth/guard.ts'
import { getRequestSession } from '#app/.server/auth/session.ts'
import { signInWithPassword, throttledMessage } from '#app/.server/auth/sign-in.ts'
import { readSubmission, reply } from '#app/.server/form.ts'
import { privateHeaders } from '#app/.server/http.ts'
import { SubmitButton } from '#app/components/admin/submit-button.tsx'
import { Alert } from '#app/components/ui/alert.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { ArrowLeft, LockKeyhole } from '#app/components/ui/icon.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { signInSchema } from '#app/domain/auth/sign-in.ts'
import { formFailure } from '#app/domain/form.ts'
import { publicFormLimit } from '#app/utils/body-limit.ts'
import { privateMeta } from '#app/utils/private-meta.ts'

import type { Route } from './+types/sign-in.ts'

/** Shown for an unknown account and a wrong password alike: it never says which accounts exist. */
const INVALID_CREDENTIALS = 'Invalid email or password.'

/**
 * Where a signed-in user goes: an admin to the admin page the guard sent them
 * here from (`returnTo`, only a page of the admin area), else to /admin;
 * anyone else to /. The form posts to this URL, so `returnTo` comes along.
 */
function landing(request: Request, isAdmin: boolean): string {
	if (!isAdmin) return '/'
	return adminReturnPath(new URL(request.url).searchParams.get('returnTo')) ?? ADMIN_HOME
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
	if (current) throw redirect(landing(request, current.isAdmin), { headers: current.headers })
	return null
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
		throw redirect(landing(request, result.isAdmin), { headers: result.headers })
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

export default function SignIn({ actionData }: Route.ComponentProps) {
	const errors: Record<string, string | undefined> = actionData?.fieldErrors ?? {}
	const message = actionData && Object.keys(errors).length === 0 ? actionData.formError : null
	return (
		<main id="main" className="flex min-h-dvh items-center justify-center bg-muted px-4 py-10">
			<div className="w-full max-w-md rounded-lg border border-border bg-background p-6 shadow-sm sm:p-8">
				<div className="mb-6 grid justify-items-center gap-3 text-center">
					<span className="inline-flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
						<LockKeyhole aria-hidden className="size-6" />
					</span>
					<h1 className="text-2xl font-bold">Admin Access</h1>
					<p className="text-sm text-muted-foreground">Sign in to manage the website.</p>
				</div>
				<Form method="post" replace className="grid gap-5">
					{message ? <Alert variant="error">{message}</Alert> : null}
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
				<p className="mt-6 text-center text-sm text-muted-foreground">Admin access only, contact administrator</p>
				<p className="mt-4 text-center">
					<Link
						to="/"
						className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-primary underline-offset-4 hover:underline"
					>
						<ArrowLeft aria-hidden className="size-4" />
						Back to Home
					</Link>
				</p>
			</div>
		</main>
	)
}
