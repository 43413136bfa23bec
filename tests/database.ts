import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import postgres from 'postgres'

import { forgetAuth } from '#app/.server/auth/auth.ts'
import { installDatabase, openDatabase, runMigrations, type DatabaseHandle } from '#app/.server/db/index.ts'
import { forgetInstallationSecret, loadInstallationSecret } from '#app/.server/secrets.ts'

/**
 * A fresh, migrated database for one test file: PGlite in memory by default,
 * or a new database on the PostgreSQL server of TEST_DATABASE_URL (dropped
 * again by `close()`). It is also installed as the process's database, so
 * loaders and data modules under test use it (with its installation secret).
 */
export type TestDatabase = DatabaseHandle & { name: string; url: string | null }

export async function createTestDatabase({ install = true }: { install?: boolean } = {}): Promise<TestDatabase> {
	const serverUrl = process.env.TEST_DATABASE_URL
	if (!serverUrl) {
		const handle = await openDatabase({ kind: 'pglite-memory', image: migratedImage() })
		// A no-op on the migrated image; the whole migration when there is none (outside vitest).
		await runMigrations(handle)
		if (install) await installAsProcessDatabase(handle)
		return {
			...handle,
			name: 'pglite-memory',
			url: null,
			close: async () => {
				if (install) uninstallProcessDatabase()
				await handle.close()
			},
		}
	}

	const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`
	const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
	// A copy of vitest's migrated template (tests/setup/pglite-image.ts) when there is one.
	const template = process.env.TEST_PG_TEMPLATE
	await admin.unsafe(`create database "${name}"${template ? ` template "${template}"` : ''}`)
	await admin.end()
	const url = new URL(serverUrl)
	url.pathname = `/${name}`
	const handle = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 20 })
	// A no-op on the copy of the template; the whole migration when there is none (outside vitest).
	await runMigrations(handle)
	if (install) await installAsProcessDatabase(handle)
	return {
		...handle,
		name,
		url: url.toString(),
		close: async () => {
			if (install) uninstallProcessDatabase()
			await handle.close()
			const cleanup = postgres(serverUrl, { max: 1, onnotice: () => {} })
			await cleanup.unsafe(`drop database if exists "${name}" with (force)`)
			await cleanup.end()
		},
	}
}

/** The migrated database vitest's global setup dumped (tests/setup/pglite-image.ts), if any. */
function migratedImage(): Blob | undefined {
	const file = process.env.TEST_PGLITE_IMAGE
	return file && existsSync(file) ? new Blob([readFileSync(file)]) : undefined
}

/**
 * Makes `handle` the process's database, so loaders and data modules use it,
 * with its installation secret (and a better-auth instance made anew for it).
 */
export async function installAsProcessDatabase(handle: DatabaseHandle) {
	installDatabase(handle)
	forgetInstallationSecret()
	forgetAuth()
	await loadInstallationSecret(handle.db)
}

/** Undoes `installAsProcessDatabase`: the process has no database again. */
export function uninstallProcessDatabase() {
	installDatabase(null)
	forgetInstallationSecret()
	forgetAuth()
}

/**
 * Another, empty database on the PostgreSQL server of `beside` (a restore's
 * target), named after it; `drop()` removes it again.
 */
export async function emptyDatabaseBeside(beside: TestDatabase, suffix: string): Promise<{ url: string; drop(): Promise<void> }> {
	if (!beside.url) throw new Error('Only on PostgreSQL (TEST_DATABASE_URL)')
	const name = `${beside.name}_${suffix}`
	const admin = postgres(beside.url, { max: 1, onnotice: () => {} })
	await admin.unsafe(`create database "${name}"`)
	await admin.end()
	const url = new URL(beside.url)
	url.pathname = `/${name}`
	return {
		url: url.toString(),
		drop: async () => {
			const cleanup = postgres(beside.url as string, { max: 1, onnotice: () => {} })
			await cleanup.unsafe(`drop database if exists "${name}" with (force)`)
			await cleanup.end()
		},
	}
}
