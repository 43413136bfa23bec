import { useEffect, type ReactNode } from 'react'
import { Form, useRevalidator } from 'react-router'

import { requireAdmin } from '#app/.server/auth/guard.ts'
import { backupInProgress, backupNow, backupStoreFromEnv } from '#app/.server/backup/index.ts'
import { recentBackupRuns } from '#app/.server/backup/runs.ts'
import { getEnv } from '#app/.server/env.ts'
import { AdminTab } from '#app/components/admin/admin-tab.tsx'
import { ErrorNotice, revalidateUnlessNoticeDropped, SavedNotice } from '#app/components/admin/notice.tsx'
import { SubmitButton } from '#app/components/admin/submit-button.tsx'
import { Download, LoaderCircle, RotateCw } from '#app/components/ui/icon.tsx'
import { parseBackupName } from '#app/domain/backup/archives.ts'
import { isFormFailure } from '#app/domain/form.ts'
import { formatLondonDateTime } from '#app/domain/london-time.ts'
import { formatBytes } from '#app/domain/overview/figures.ts'

import { AdminErrorBoundary } from './+shared/error-boundary.tsx'
import { adminAction } from './+shared/forms.server.ts'
import { adminMeta } from './+shared/meta.ts'
import type { Route } from './+types/backups.ts'

/**
 * /admin/backups (issue 26, decision 0054): the backups kept (each to
 * download), the last attempts with their results, and "Back up now". The
 * backup runs in the background; while it does, the page looks again every
 * few seconds. Linked from the overview's Health ("Last backup").
 */
const triggerLabels = { scheduled: 'Daily', admin: 'Back up now', command: 'npm run backup' } as Record<string, string>

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireAdmin(request)
	const env = getEnv()
	const store = backupStoreFromEnv(env)
	const [runs, archives] = await Promise.all([
		recentBackupRuns(20).catch((error: unknown) => {
			context.log.error({ err: error }, 'Could not read the backup history')
			return null
		}),
		store.list().catch((error: unknown) => {
			context.log.error({ err: error }, 'Could not list the backups')
			return null
		}),
	])
	const running = backupInProgress()
	return {
		schedule: env.BACKUP_SCHEDULE === 'on' ? { hour: env.BACKUP_HOUR, daily: env.BACKUP_KEEP_DAILY, weekly: env.BACKUP_KEEP_WEEKLY } : null,
		store: store.kind,
		running: running && { since: formatLondonDateTime(running.startedAt) },
		archives:
			archives?.map((archive) => {
				const parsed = parseBackupName(archive.name)
				return {
					name: archive.name,
					size: formatBytes(archive.size),
					created: parsed ? formatLondonDateTime(parsed.created) : archive.name,
					trigger: triggerLabels[parsed?.trigger ?? ''] ?? '',
				}
			}) ?? null,
		runs:
			runs?.map((run) => ({
				id: run.id,
				at: formatLondonDateTime(run.finishedAt),
				trigger: triggerLabels[run.trigger] ?? run.trigger,
				ok: run.ok,
				size: run.bytes === null ? '' : formatBytes(run.bytes),
				files: run.files,
				error: run.error,
			})) ?? null,
	}
}

export const BACKUP_INTENT = 'backup-now'

export async function action({ request, context }: Route.ActionArgs) {
	const { values, redirect, refuse } = await adminAction(request)
	if (values.intent !== BACKUP_INTENT) return refuse('This action is not known.', 400)
	if (backupInProgress()) return refuse('A backup is being made already: its result shows here when it has finished.', 409)
	// In the background: a large site takes longer than a request should. The result is recorded and logged.
	void backupNow('admin').catch((error: unknown) => context.log.error({ err: error }, 'Could not make the backup'))
	return redirect('/admin/backups?saved=started')
}

export { revalidateUnlessNoticeDropped as shouldRevalidate }

export const meta: Route.MetaFunction = () => adminMeta('Backups')

const savedMessages = {
	started: { title: 'Backup started', description: 'Its result shows below when it has finished.' },
}

/** While a backup runs, looks again every three seconds (with JavaScript; without, a reload shows the result). */
function useRefreshWhile(running: boolean) {
	const revalidator = useRevalidator()
	useEffect(() => {
		if (!running) return
		const timer = setInterval(() => {
			if (revalidator.state === 'idle') void revalidator.revalidate()
		}, 3000)
		return () => clearInterval(timer)
	}, [running, revalidator])
}

/** A titled list: its error when it could not be read, its empty state, else `children` of its items. */
function ListSection<T>({
	id,
	title,
	items,
	failed,
	empty,
	children,
}: {
	id: string
	title: string
	items: T[] | null
	failed: string
	empty: string
	children: (items: T[]) => ReactNode
}) {
	return (
		<section aria-labelledby={id} className="grid gap-2">
			<h3 id={id} className="font-semibold">
				{title}
			</h3>
			{items === null ? (
				<ErrorNotice message={failed} title="Error" />
			) : items.length === 0 ? (
				<p className="rounded-lg border border-dashed border-border bg-background p-6 text-center text-muted-foreground">{empty}</p>
			) : (
				children(items)
			)}
		</section>
	)
}

export default function AdminBackups({ loaderData, actionData }: Route.ComponentProps) {
	const { schedule, store, running, archives, runs } = loaderData
	const failure = isFormFailure(actionData) ? actionData : undefined
	useRefreshWhile(running !== null)
	const where = store === 's3' ? 'in the S3 bucket (a private prefix)' : 'on the server, in a folder only the server can read'
	return (
		<AdminTab
			id="backups-title"
			title="Backups"
			description={`${
				schedule
					? `A backup is made every day after ${String(schedule.hour).padStart(2, '0')}:00 (London time); the newest of each of the last ${schedule.daily} days and ${schedule.weekly} weeks are kept, and every one of the last 24 hours.`
					: 'Daily backups are turned off (BACKUP_SCHEDULE=off).'
			} They are kept ${where}. They hold customers' personal data: keep any copy you download as safe as the site.`}
			action={
				<Form method="post">
					<SubmitButton intent={BACKUP_INTENT} disabled={running !== null}>
						<RotateCw aria-hidden />
						Back up now
					</SubmitButton>
				</Form>
			}
		>
			<SavedNotice messages={savedMessages} />
			{failure ? <ErrorNotice message={failure.formError} title={failure.title} occurrence={failure} /> : null}
			{running ? (
				<p role="status" className="flex items-center gap-2 rounded-lg border border-border bg-background p-3 text-sm">
					<LoaderCircle aria-hidden className="animate-spin" />
					Backing up since {running.since}…
				</p>
			) : null}

			<ListSection
				id="archives-title"
				title="Kept backups"
				items={archives}
				failed="The backups could not be listed. Please try again."
				empty="No backups yet."
			>
				{(archives) => (
					<ul className="grid gap-2">
						{archives.map((archive) => (
							<li
								key={archive.name}
								className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border bg-background p-3 text-sm"
							>
								<span>
									<span className="font-semibold">{archive.created}</span> · {archive.size} · {archive.trigger}
								</span>
								{/* A plain link: the download is a file, not a page. */}
								<a
									href={`/admin/backups/${archive.name}`}
									download
									className="inline-flex min-h-11 items-center gap-1 underline underline-offset-2"
									aria-label={`Download the backup of ${archive.created}`}
								>
									<Download aria-hidden />
									Download
								</a>
							</li>
						))}
					</ul>
				)}
			</ListSection>

			<ListSection
				id="runs-title"
				title="Last attempts"
				items={runs}
				failed="The backup history could not be read. Please try again."
				empty="No backup has been made yet."
			>
				{(runs) => (
					// A list rather than a table: each attempt reads as one line on a phone, with nothing to scroll sideways.
					<ul className="grid gap-2" aria-label="Backup attempts, newest first">
						{runs.map((run) => (
							<li key={run.id} className="grid gap-1 rounded-lg border border-border bg-background p-3 text-sm">
								<span>
									<span className="font-semibold">{run.at}</span> · {run.trigger}
								</span>
								<span className={run.ok ? undefined : 'break-words text-destructive'}>
									{run.ok
										? `OK · ${run.size} · ${run.files} ${run.files === 1 ? 'file' : 'files'}`
										: `Failed: ${run.error ?? 'unknown error'}`}
								</span>
							</li>
						))}
					</ul>
				)}
			</ListSection>
		</AdminTab>
	)
}

export { AdminErrorBoundary as ErrorBoundary }
