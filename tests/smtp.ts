import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A real SMTP server in this process that keeps every message it receives, parsed. */
export type TestSmtpServer = {
	port: number
	url: string
	messages: ParsedMail[]
	/** Resolves once at least `count` messages have arrived. */
	waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>
	close(): Promise<void>
}

export async function startSmtpServer({ port = 0 }: { port?: number } = {}): Promise<TestSmtpServer> {
	const messages: ParsedMail[] = []
	const waiters = new Set<() => void>()
	const server = new SMTPServer({
		authOptional: true,
		disabledCommands: ['STARTTLS'],
		logger: false,
		// A client's idle pooled connection would hold close() for smtp-server's default 30 s; a test is done with it by then.
		closeTimeout: 250,
		onData(stream, _session, callback) {
			simpleParser(stream)
				.then((parsed) => {
					messages.push(parsed)
					for (const wake of waiters) wake()
					callback()
				})
				.catch(callback)
		},
	})
	await new Promise<void>((resolve, reject) => {
		server.once('error', reject)
		server.listen(port, '127.0.0.1', () => resolve())
	})
	const actualPort = (server.server.address() as AddressInfo).port
	return {
		port: actualPort,
		url: `smtp://127.0.0.1:${actualPort}`,
		messages,
		async waitFor(count, timeoutMs = 10_000) {
			const deadline = Date.now() + timeoutMs
			while (messages.length < count) {
				if (Date.now() > deadline) throw new Error(`Expected ${count} e-mails, received ${messages.length}`)
				await new Promise<void>((resolve) => {
					const wake = () => {
						waiters.delete(wake)
						resolve()
					}
					waiters.add(wake)
					setTimeout(wake, 100)
				})
			}
			return messages
		},
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	}
}

/** A local port with nothing listening on it (an unreachable SMTP server). */
export async function unusedPort(): Promise<number> {
	const { createServer } = await import('node:net')
	const probe = createServer()
	await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
	const { port } = probe.address() as AddressInfo
	await new Promise<void>((resolve) => probe.close(() => resolve()))
	return port
}
