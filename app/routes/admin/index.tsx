import { data, Form } from 'react-router'

import { requireAdmin } from '#app/.server/auth/guard.ts'
import { retryFailedEmails } from '#app/.server/email/index.ts'
import { getEnv } from '#app/.server/env.ts'
import { loadOverview } from '#app/.server/overview/index.ts'
import { ErrorNotice, revalidateUnlessNoticeDropped, SavedNotice } from '#app/components/admin/notice.tsx'
import { SubmitButton } from '#app/components/admin/submit-button.tsx'
import { RotateCw } from '#app/components/ui/icon.tsx'

import { AdminErrorBoundary } from './+shared/error-boundary.tsx'
import { adminAction } from './+shared/forms.server.ts'
import { adminMeta } from './+shared/meta.ts'
import type { Route } from './+types/index.ts'
import { HealthSection } from './overview/health.tsx'
import { NeedsDoingSection } from './overview/needs-doing.tsx'
import { loadPageViews } from './overview/pages.server.ts'
import { PageViewsSection } from './overview/pages.tsx'
import { PipelineSection } from './overview/pipeline.tsx'
import { ResponseSection } from './overview/response.tsx'
import { overviewView } from './overview/view.server.ts'

/**
 * /admin: the overview, where signing in lands (issue 25). What needs doing
 * (unanswered enquiries, next actions due, reviews to publish, failed e-mails),
 * how fast customers are answered, what the pipeline brings by service, area
 * and page, and whether e-mail and storage are healthy. Read-only but for
 * "Retry now", which puts failed e-mails back in the queue.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	const admin = await requireAdmin(request)
	const now = new Date()
	const [overview, pages] = await Promise.all([loadOverview(now), loadPageViews({ request, context }, now)])
	return data({ ...overviewView(overview, now), pages }, { headers: admin.headers })
}

export const RETRY_INTENT = 'retry-emails'

export async function action({ request }: Route.ActionArgs) {
	const { values, redirect, refuse } = await adminAction(request)
	if (values.intent !== RETRY_INTENT) return refuse('This action is not known.', 400)
	const requeued = await retryFailedEmails()
	const outcome = requeued === 0 ? 'retry-none' : getEnv().SMTP_URL ? 'retried' : 'retried-waiting'
	return redirect(`/admin?saved=${outcome}#health`)
}

export { revalidateUnlessNoticeDropped as shouldRevalidate }

export const meta: Route.MetaFunction = () => adminMeta('Overview')

const savedMessages = {
	retried: { title: 'E-mails queued again', description: 'The failed e-mails are being sent now.' },
	'retried-waiting': {
		title: 'E-mails queued again',
		description: 'They will be sent once e-mail is set up (see Health).',
	},
	'retry-none': 'No e-mail had failed: nothing to retry.',
}

function RetryNow() {
	return (
		<Form method="post" className="grid gap-1">
			<SubmitButton intent={RETRY_INTENT} variant="outline" className="w-full sm:w-auto sm:justify-self-start">
				<RotateCw aria-hidden />
				Retry now
			</SubmitButton>
			<p className="text-xs text-muted-foreground">Puts every failed e-mail back in the queue to be sent again.</p>
		</Form>
	)
}

export default function AdminOverview({ loaderData, actionData }: Route.ComponentProps) {
	const { needsDoing, response, pipeline, health, pages } = loaderData
	return (
		<div className="grid gap-5">
			<h2 className="sr-only">Overview</h2>
			<SavedNotice messages={savedMessages} />
			<ErrorNotice message={actionData?.formError} title="Error" occurrence={actionData} />
			<div className="grid gap-5 lg:grid-cols-2">
				<NeedsDoingSection needsDoing={needsDoing} />
				<ResponseSection response={response} />
				<HealthSection health={health} retry={<RetryNow />} />
				<PipelineSection pipeline={pipeline} />
				<div id="pages" className="min-w-0 rounded-lg border border-border bg-background p-4 sm:p-5 lg:col-span-2">
					<PageViewsSection data={pages} />
				</div>
			</div>
		</div>
	)
}

export { AdminErrorBoundary as ErrorBoundary }
