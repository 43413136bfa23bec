import { afterAll, beforeAll } from 'vitest'

import { createTestDatabase, type TestDatabase } from './database.ts'

// The database helpers without vitest (benchmarks use them too), and the per-file hook.
export * from './database.ts'

/**
 * A fresh database for the test file that calls this (created before its
 * tests, dropped after them). Use the returned object as the TestDatabase.
 */
export function testDatabaseForThisFile(): TestDatabase {
	let current: TestDatabase | undefined
	beforeAll(async () => {
		current = await createTestDatabase()
	})
	afterAll(async () => {
		await current?.close()
	})
	return new Proxy({} as TestDatabase, {
		get(_target, key) {
			if (!current) throw new Error('The test database is created in beforeAll: use it inside tests and hooks.')
			const value = Reflect.get(current, key)
			return typeof value === 'function' ? value.bind(current) : value
		},
	})
}
