import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'

import { findMigrationsFolder } from '#app/.server/db/migrate.ts'

/**
 * Vitest global setup: one migrated PGlite database, dumped once per run, that
 * every test file's in-memory database starts from (tests/database.ts).
 * Creating a PGlite database from nothing takes seconds (it runs initdb);
 * loading a dump takes a fraction of one, and the test files are many.
 */
export default async function setup() {
	if (process.env.TEST_DATABASE_URL) return
	const client = await PGlite.create()
	try {
		await migrate(drizzle({ client }), { migrationsFolder: findMigrationsFolder() })
		const image = await client.dumpDataDir('none')
		const directory = mkdtempSync(path.join(tmpdir(), 'westway-pglite-image-'))
		const file = path.join(directory, 'migrated.tar')
		writeFileSync(file, Buffer.from(await image.arrayBuffer()))
		// Test processes are started after this and inherit the variable.
		process.env.TEST_PGLITE_IMAGE = file
		return () => rmSync(directory, { recursive: true, force: true })
	} finally {
		await client.close()
	}
}
