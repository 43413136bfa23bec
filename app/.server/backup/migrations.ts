import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { DatabaseHandle } from '../db/client.ts'
import { findMigrationsFolder } from '../db/migrate.ts'
import { selectRows } from './database.ts'

type Journal = { entries: { tag: string; when: number }[] }

/** The committed migrations this code knows (drizzle/meta/_journal.json). */
export function knownMigrations(folder = findMigrationsFolder()): Journal['entries'] {
	return (JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal).entries
}

/** How many migrations the database has applied, and the last one's tag (drizzle records its time, which names it). */
export async function migrationLevel(handle: Pick<DatabaseHandle, 'db'>): Promise<{ migrations: number; lastMigration: string | null }> {
	const [row] = await selectRows<{ n: number; last: string | null }>(
		handle,
		'select count(*)::int as n, max(created_at)::text as last from drizzle.__drizzle_migrations',
	)
	const last = row?.last ? Number(row.last) : null
	return { migrations: Number(row?.n ?? 0), lastMigration: knownMigrations().find((entry) => entry.when === last)?.tag ?? null }
}
