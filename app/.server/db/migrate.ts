import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'

import type { DatabaseHandle } from './client.ts'

/**
 * The committed SQL migrations live in `drizzle/` at the project root. This
 * module runs from the source tree (scripts, tests, dev) and from
 * `build/server/` (production), so look upwards for the folder.
 */
export function findMigrationsFolder(from = path.dirname(fileURLToPath(import.meta.url))): string {
	let directory = from
	for (;;) {
		const candidate = path.join(directory, 'drizzle')
		if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate
		const parent = path.dirname(directory)
		if (parent === directory) {
			throw new Error(`Could not find the drizzle/ migrations folder above ${from}`)
		}
		directory = parent
	}
}

export async function runMigrations(handle: DatabaseHandle, migrationsFolder = findMigrationsFolder()) {
	await handle.withExclusiveLock('westway:migrations', async () => {
		if (handle.kind === 'postgres') {
			await migratePostgres(handle.db as unknown as PostgresJsDatabase, { migrationsFolder })
		} else {
			await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder })
		}
	})
}
