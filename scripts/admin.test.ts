import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { signInWithPassword } from '#app/.server/auth/sign-in.ts'
import { confirmEnrolment } from '#app/.server/auth/two-factor.ts'
import { acquireDirectoryLock } from '#app/.server/db/directory-lock.ts'
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from '#app/.server/db/index.ts'
import { runAdminCli } from '#tests/admin-cli.ts'
import { createTestDatabase, installAsProcessDatabase, uninstallProcessDatabase, type TestDatabase } from '#tests/db.ts'
import { startedEnrolment, totpAt } from '#tests/two-factor.ts'

/**
 * The admin CLI as an operator runs it: a separate process on the embedded
 * database (a temporary DATA_DIR) or, when TEST_DATABASE_URL is set, on a fresh
 * PostgreSQL database through DATABASE_URL. The accounts it makes are then
 * signed in to through better-auth in this process.
 */
const tempDirs: string[] = []
const tempDataDir = () => {
	const dir = mkdtempSync(path.join(tmpdir(), 'admin-cli-'))
	tempDirs.push(dir)
	return dir
}

let postgresDatabase: TestDatabase | null = null
let cliEnv: Record<string, string>
let target: DatabaseTarget

beforeAll(async () => {
	if (process.env.TEST_DATABASE_URL) {
		postgresDatabase = await createTestDatabase({ install: false })
		cliEnv = { DATABASE_URL: postgresDatabase.url!, DATA_DIR: tempDataDir() }
		target = { kind: 'postgres', url: postgresDatabase.url! }
	} else {
		const dataDir = tempDataDir()
		cliEnv = { DATABASE_URL: '', DATA_DIR: dataDir }
		target = { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') }
	}
}, 120_000)

afterAll(async () => {
	await postgresDatabase?.close()
	for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true })
})

/** Opens the CLI's database in this process (after the CLI has exited) and runs `task` on it. */
async function withCliDatabase<T>(task: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
	const handle = await openDatabase(target)
	try {
		await installAsProcessDatabase(handle)
		return await task(handle)
	} finally {
		uninstallProcessDatabase()
		await handle.close()
	}
}

// Each run starts a Node process (and opens PGlite): slow on a busy machine.
const CLI_TEST_TIMEOUT = 300_000

describe(`admin CLI on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
	const password = 'a sufficiently long passphrase'

	it(
		'creates an admin from a password on stdin, which then signs in',
		async () => {
			const created = await runAdminCli(['create', 'Boss@Example.com'], cliEnv, `${password}\n`)
			expect(created).toMatchObject({ code: 0, stderr: '' })
			expect(created.stdout).toContain('Created boss@example.com with the admin role.')
			expect(created.stdout).not.toContain(password)

			await withCliDatabase(async () => {
				expect(await signInWithPassword({ email: 'boss@example.com', password, clientIp: '192.0.2.10' })).toMatchObject({
					ok: true,
					isAdmin: true,
				})
			})
		},
		CLI_TEST_TIMEOUT,
	)

	it(
		'refuses short passwords, a missing password and passwords given as arguments',
		async () => {
			// Refused before the database is opened, so side by side.
			const [short, none, argument, bad] = await Promise.all([
				runAdminCli(['create', 'short@example.com'], cliEnv, 'elevenchars\n'),
				runAdminCli(['create', 'none@example.com'], cliEnv, ''),
				runAdminCli(['create', 'arg@example.com', password], cliEnv),
				runAdminCli(['frobnicate'], cliEnv),
			])
			expect(short.code).toBe(1)
			expect(short.stderr).toContain('at least 12 characters')
			expect(none.code).toBe(1)
			expect(none.stderr).toContain('No password on stdin')
			expect(argument.code).toBe(1)
			expect(argument.stderr).toContain('never given on the command line')
			expect(bad.code).toBe(1)
			expect(bad.stderr).toContain('Unknown command')
			const duplicate = await runAdminCli(['create', 'boss@example.com'], cliEnv, `${password}\n`)
			expect(duplicate.code).toBe(1)
			expect(duplicate.stderr).toContain('already exists')
			const list = await runAdminCli(['list'], cliEnv)
			expect(list.stdout.trim()).toBe('boss@example.com\tadmin')
		},
		CLI_TEST_TIMEOUT,
	)

	it(
		'revokes and grants the role, lists roles, and resets a password',
		async () => {
			expect((await runAdminCli(['create', 'helper@example.com'], cliEnv, `${password}\n`)).code).toBe(0)
			expect(await runAdminCli(['revoke', 'helper@example.com'], cliEnv)).toMatchObject({ code: 0 })
			expect((await runAdminCli(['list'], cliEnv)).stdout).toBe('boss@example.com\tadmin\nhelper@example.com\t(no role)\n')
			await withCliDatabase(async () => {
				expect(await signInWithPassword({ email: 'helper@example.com', password, clientIp: '192.0.2.11' })).toMatchObject({
					ok: true,
					isAdmin: false,
				})
			})
			expect(await runAdminCli(['grant', 'helper@example.com'], cliEnv)).toMatchObject({ code: 0 })

			const reset = await runAdminCli(['reset-password', 'helper@example.com'], cliEnv, 'another long passphrase\r\n')
			expect(reset).toMatchObject({ code: 0 })
			await withCliDatabase(async () => {
				expect(await signInWithPassword({ email: 'helper@example.com', password, clientIp: '192.0.2.12' })).toMatchObject({ ok: false })
				expect(
					await signInWithPassword({ email: 'helper@example.com', password: 'another long passphrase', clientIp: '192.0.2.12' }),
				).toMatchObject({ ok: true, isAdmin: true })
			})

			const unknown = await runAdminCli(['grant', 'nobody@example.com'], cliEnv)
			expect(unknown.code).toBe(1)
			expect(unknown.stderr).toContain('There is no account for nobody@example.com.')
		},
		CLI_TEST_TIMEOUT,
	)

	it(
		'resets two-factor sign-in for an account that lost its phone: the password alone signs in again',
		async () => {
			await withCliDatabase(async () => {
				const signedIn = await signInWithPassword({ email: 'boss@example.com', password, clientIp: '192.0.2.13' })
				if (!signedIn.ok) throw new Error('not signed in')
				const enrolment = await startedEnrolment(signedIn.user)
				expect((await confirmEnrolment(signedIn.user.id, totpAt(enrolment!.key))).ok).toBe(true)
				expect(await signInWithPassword({ email: 'boss@example.com', password, clientIp: '192.0.2.13' })).toMatchObject({
					ok: false,
					reason: 'second-factor',
				})
			})
			const reset = await runAdminCli(['reset-two-factor', 'Boss@Example.com'], cliEnv)
			expect(reset).toMatchObject({ code: 0, stderr: '' })
			expect(reset.stdout).toContain('Two-factor sign-in turned off for boss@example.com; its sessions have been ended.')
			await withCliDatabase(async () => {
				expect(await signInWithPassword({ email: 'boss@example.com', password, clientIp: '192.0.2.14' })).toMatchObject({ ok: true })
			})
			const again = await runAdminCli(['reset-two-factor', 'boss@example.com'], cliEnv)
			expect(again.stdout).toContain('did not have two-factor sign-in on')
			expect((await runAdminCli(['reset-two-factor'], cliEnv)).stderr).toContain('"reset-two-factor" needs an e-mail address.')
		},
		CLI_TEST_TIMEOUT,
	)
})

describe('admin CLI while the server holds the embedded database', () => {
	it(
		'stops with a clear message and changes nothing',
		async () => {
			const dataDir = tempDataDir()
			const lock = acquireDirectoryLock(path.join(dataDir, 'pglite'))
			try {
				const result = await runAdminCli(
					['create', 'late@example.com'],
					{ DATABASE_URL: '', DATA_DIR: dataDir },
					'a long enough password\n',
				)
				expect(result.code).toBe(1)
				expect(result.stderr).toContain('is already open')
				expect(result.stderr).toContain('stop the server first')
				expect(result.stdout).toBe('')
			} finally {
				lock.release()
			}
		},
		CLI_TEST_TIMEOUT,
	)
})
