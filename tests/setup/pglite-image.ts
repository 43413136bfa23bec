import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'

import { findMigrationsFolder } from '#app/.server/db/migrate.ts'

/**
 * Vitest global setup: one migrated database that every test file's database
 * starts from (tests/database.ts). On PGlite a dump, loaded into each file's
 * in-memory database: creating one from nothing takes seconds (it runs
 * initdb), loading a dump a fraction of one, and the test files are many. On
 * PostgreSQL a template database, copied by CREATE DATABASE instead of
 * migrating every file's database from nothing.
 */
export default async function setup() {
	if (process.env.TEST_DATABASE_URL) return migratedTemplate(process.env.TEST_DATABASE_URL)
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

async function migratedTemplate(serverUrl: string) {
	const name = `test_template_${Date.now()}_${randomBytes(4).toString('hex')}`
	const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
	await admin.unsafe(`create database "${name}"`)
	const url = new URL(serverUrl)
	url.pathname = `/${name}`
	// Closed before any test file copies it: a template may have no connection open.
	const client = postgres(url.toString(), { max: 1, onnotice: () => {} })
	try {
		await migratePostgres(drizzlePostgres(client), { migrationsFolder: findMigrationsFolder() })
	} finally {
		await client.end()
	}
	// Test processes are started after this and inherit the variable.
	process.env.TEST_PG_TEMPLATE = name
	return async () => {
		await admin.unsafe(`drop database if exists "${name}" with (force)`)
		await admin.end()
	}
}
