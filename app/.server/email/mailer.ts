import nodemailer from 'nodemailer'

import type { EmailOutboxRow } from '../db/schema/index.ts'

/** Sends one outbox row; throws when the SMTP server refuses or cannot be reached. */
export type SendEmail = (message: EmailOutboxRow) => Promise<void>

/** An SMTP sender over nodemailer (SMTP_URL like smtp://user:pass@host:587 or smtps://…:465). */
export function createSmtpSender({
	smtpUrl,
	from,
	messageIdDomain,
}: {
	smtpUrl: string
	from: string
	/** The domain of our Message-IDs (the site's host). */
	messageIdDomain: string
}): SendEmail & { close(): void } {
	const url = new URL(smtpUrl)
	const transport = nodemailer.createTransport({
		// Reuse connections: a burst of enquiries is sent over a few sessions.
		pool: true,
		maxConnections: 2,
		host: url.hostname,
		port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
		secure: url.protocol === 'smtps:',
		auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
		// Fail fast so a claimed row is never held longer than its lease.
		connectionTimeout: 10_000,
		greetingTimeout: 10_000,
		socketTimeout: 20_000,
		tls: { rejectUnauthorized: url.searchParams.get('tls_reject_unauthorized') !== 'false' },
	})
	const send = async (message: EmailOutboxRow) => {
		await transport.sendMail({
			from,
			to: message.toAddress,
			replyTo: message.replyTo ?? undefined,
			subject: message.subject,
			text: message.textBody,
			html: message.htmlBody ?? undefined,
			// A stable Message-ID per outbox row lets receiving servers drop a duplicate after a retry.
			messageId: `<${message.id}@${messageIdDomain}>`,
		})
	}
	return Object.assign(send, { close: () => transport.close() })
}
