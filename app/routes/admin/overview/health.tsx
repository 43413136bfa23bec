import type { ReactNode } from 'react'

import { Alert, AlertTitle } from '#app/components/ui/alert.tsx'
import { countOf } from '#app/utils/format.ts'

import { Panel } from './panel.tsx'
import type { OverviewView } from './view.server.ts'

type Health = NonNullable<OverviewView['health']>

function Row({ label, children }: { label: string; children: ReactNode }) {
	return (
		<div className="flex flex-wrap justify-between gap-x-4 gap-y-1 border-t border-border py-2 first:border-t-0">
			<dt className="text-muted-foreground">{label}</dt>
			<dd className="min-w-0 font-semibold break-words">{children}</dd>
		</div>
	)
}

/**
 * Without SMTP_URL nothing is sent, yet every customer is told to check their
 * e-mail: the plain warning says so and what to do about it.
 */
function EmailNotConfigured({ pending }: { pending: number }) {
	return (
		<Alert variant="error" aria-labelledby="email-warning-title">
			<AlertTitle id="email-warning-title">E-mail is not set up: nothing is being sent</AlertTitle>
			<p className="mt-1">
				Customers who send an enquiry are told to check their e-mail, but no message leaves this site:{' '}
				{pending > 0 ? `${countOf(pending, 'e-mail is', 'e-mails are')} waiting in the queue.` : 'new ones will wait in the queue.'}
			</p>
			<p className="mt-1">
				To fix it, set <code>SMTP_URL</code> (your mail provider&rsquo;s SMTP address, e.g.{' '}
				<code className="break-all">smtps://user:password@smtp.example.com:465</code>) and <code>MAIL_FROM</code> in the server&rsquo;s
				environment or its <code>.env</code> file, then restart the server. The waiting e-mails are sent then.
			</p>
		</Alert>
	)
}

/** The last backup: when, how big, ok or failed (the backups page has the details). */
function LastBackup({ backup }: { backup: Health['lastBackup'] }) {
	// A plain link: the section is also rendered outside the router (its test).
	// A full-height touch target: the owner taps it on a phone (44 px).
	const link = 'inline-flex min-h-11 items-center underline underline-offset-2'
	if (!backup)
		return (
			<a href="/admin/backups" className={link}>
				None yet
			</a>
		)
	return (
		<a href="/admin/backups" className={backup.ok ? link : `${link} text-destructive`}>
			{backup.ok ? `${backup.at} · ${backup.size ?? ''} · OK` : `${backup.at} · Failed`}
		</a>
	)
}

/** "Health": whether e-mail works and what waits or failed (with "Retry now"), how much the database and media take, and the last backup. */
export function HealthSection({ health, retry }: { health: Health | null; retry: ReactNode }) {
	if (!health) return <Panel id="health" title="Health" failed />
	return (
		<Panel id="health" title="Health" description="E-mail, storage and backups.">
			{health.emailConfigured ? null : <EmailNotConfigured pending={health.pending} />}
			<dl className="grid text-sm">
				<Row label="E-mail">{health.emailConfigured ? 'Set up' : 'Not set up'}</Row>
				<Row label="Last e-mail sent">{health.lastSent ?? 'None yet'}</Row>
				<Row label="Waiting to be sent">{health.pending}</Row>
				<Row label="Failed">{health.failed}</Row>
				<Row label="Database">{health.database}</Row>
				<Row label="Pictures and files">{health.media ?? 'Could not be counted'}</Row>
				<Row label="Enquiry photos">{health.photos ?? 'Could not be counted'}</Row>
				<Row label="Last backup">
					<LastBackup backup={health.lastBackup} />
				</Row>
			</dl>
			{health.failed > 0 ? retry : null}
		</Panel>
	)
}
