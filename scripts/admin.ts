/**
 * Admin accounts (accounts are never self-service): `npm run admin -- <command>`,
 * the commands as in `usage` below. A password is piped in like
 * `printf '%s\n' "$PASSWORD" | npm run admin -- create …`.
 * On the embedded database, stop the server first.
 */
import '../server/load-env.ts'

import { createInterface } from 'node:readline'

import {
	AccountError,
	createAccount,
	grantAdmin,
	listAccounts,
	normaliseEmail,
	passwordProblem,
	resetPassword,
	resetTwoFactor,
	revokeAdmin,
} from '#app/.server/auth/accounts.ts'
import { MIN_PASSWORD_LENGTH } from '#app/.server/auth/auth.ts'
import { DirectoryLockedError } from '#app/.server/db/directory-lock.ts'
import { connectDatabase, disconnectDatabase } from '#app/.server/db/index.ts'
import { logger } from '#app/.server/logger.ts'
import { loadInstallationSecret } from '#app/.server/secrets.ts'

const usage = `Usage: npm run admin -- <command>

  create <email>           create an account with the admin role
  reset-password <email>   set a new password (ends the account's sessions)
  reset-two-factor <email> turn two-factor sign-in off, deleting its secret and
                           recovery codes (ends the account's sessions)
  grant <email>            give an existing account the admin role
  revoke <email>           take the admin role away
  list                     list accounts and their roles

The password is asked for (hidden) on a terminal, or read from the first line
of stdin; it is never given as an argument. Minimum ${MIN_PASSWORD_LENGTH} characters.`

class UsageError extends Error {}

/** Reads one line from a terminal (already in raw mode, so nothing is echoed). */
function promptHidden(question: string): Promise<string> {
	const input = process.stdin
	return new Promise((resolve, reject) => {
		process.stdout.write(question)
		let value = ''
		const finish = (error?: Error) => {
			input.off('data', onData)
			process.stdout.write('\n')
			if (error) reject(error)
			else resolve(value)
		}
		const onData = (chunk: string) => {
			for (const char of chunk) {
				if (char === '\r' || char === '\n') return finish()
				if (char === '\u0003') return finish(new UsageError('Cancelled.'))
				if (char === '\u007f' || char === '\b') value = value.slice(0, -1)
				else if (char >= ' ') value += char
			}
		}
		input.on('data', onData)
	})
}

/** The first line of stdin (without its line ending). */
async function readFirstLine(): Promise<string> {
	const lines = createInterface({ input: process.stdin, crlfDelay: Infinity })
	for await (const line of lines) {
		lines.close()
		return line
	}
	return ''
}

async function readPassword(): Promise<string> {
	if (!process.stdin.isTTY) {
		const password = await readFirstLine()
		const problem = passwordProblem(password)
		if (problem) throw new AccountError(password ? problem : 'No password on stdin. ' + problem)
		return password
	}
	// Raw mode for the whole exchange, so nothing typed between the prompts is echoed either.
	process.stdin.setRawMode(true)
	process.stdin.setEncoding('utf8')
	process.stdin.resume()
	try {
		for (;;) {
			const password = await promptHidden(`Password (at least ${MIN_PASSWORD_LENGTH} characters): `)
			const problem = passwordProblem(password)
			if (problem) {
				console.error(problem)
				continue
			}
			if ((await promptHidden('Repeat the password: ')) === password) return password
			console.error('The passwords do not match. Try again.')
		}
	} finally {
		process.stdin.setRawMode(false)
		process.stdin.pause()
	}
}

async function run(args: string[]) {
	const [command, email, ...rest] = args
	if (!command || command === 'help' || command === '--help' || command === '-h') {
		console.log(usage)
		return
	}
	const needsEmail = ['create', 'reset-password', 'reset-two-factor', 'grant', 'revoke'].includes(command)
	if (command !== 'list' && !needsEmail) throw new UsageError(`Unknown command "${command}".\n\n${usage}`)
	if (needsEmail && !email) throw new UsageError(`"${command}" needs an e-mail address.\n\n${usage}`)
	if (rest.length > 0 || (command === 'list' && email)) {
		throw new UsageError(`Too many arguments (a password is never given on the command line).\n\n${usage}`)
	}
	if (email) normaliseEmail(email)

	// Read the password before opening the database, so a prompt never holds the embedded database's lock.
	const password = command === 'create' || command === 'reset-password' ? await readPassword() : ''

	const handle = await connectDatabase()
	await loadInstallationSecret(handle.db)
	switch (command) {
		case 'create': {
			const account = await createAccount(email!, password)
			console.log(`Created ${account.email} with the admin role.`)
			break
		}
		case 'reset-password': {
			const account = await resetPassword(email!, password)
			console.log(`Password changed for ${account.email}; its sessions have been ended.`)
			break
		}
		case 'reset-two-factor': {
			const account = await resetTwoFactor(email!)
			console.log(
				account.wasOn
					? `Two-factor sign-in turned off for ${account.email}; its sessions have been ended. It signs in with the password alone until it is set up again (Security in the admin).`
					: `${account.email} did not have two-factor sign-in on; its sessions have been ended.`,
			)
			break
		}
		case 'grant': {
			const account = await grantAdmin(email!)
			console.log(`${account.email} has the admin role.`)
			break
		}
		case 'revoke': {
			const account = await revokeAdmin(email!)
			console.log(`${account.email} no longer has the admin role.`)
			break
		}
		case 'list': {
			const accounts = await listAccounts()
			if (accounts.length === 0) console.log('No accounts yet. Create one with: npm run admin -- create <email>')
			for (const account of accounts) {
				console.log(`${account.email}\t${account.roles.length > 0 ? account.roles.join(', ') : '(no role)'}`)
			}
			break
		}
	}
}

// Only warnings and errors of the server's logger belong in a command's output.
if (!process.env.LOG_LEVEL) logger.level = 'warn'

try {
	await run(process.argv.slice(2))
} catch (error) {
	if (error instanceof DirectoryLockedError) {
		console.error(`${error.message}\n\nThe admin command opens the embedded database itself: stop the server first.`)
	} else if (error instanceof AccountError || error instanceof UsageError) {
		console.error(error.message)
	} else {
		console.error(error)
	}
	process.exitCode = 1
} finally {
	await disconnectDatabase()
}
