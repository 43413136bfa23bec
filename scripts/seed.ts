/**
 * Adds any missing starting content. Idempotent: nothing is added twice and
 * nothing is changed or deleted. On the embedded database, stop the server first.
 *   npm run seed
 */
import '../server/load-env.ts'

import { DirectoryLockedError } from '#app/.server/db/directory-lock.ts'
import { connectDatabase, disconnectDatabase, getDb } from '#app/.server/db/index.ts'
import { seedDatabase } from '#app/.server/seed/index.ts'

try {
	await connectDatabase()
	const report = await seedDatabase(getDb())
	console.log('Seed complete. Added:', report)
} catch (error) {
	console.error(error instanceof DirectoryLockedError ? error.message : error)
	process.exitCode = 1
} finally {
	await disconnectDatabase()
}
