import postgres from 'postgres'

/**
 * The PostgreSQL-backed server of the browser tests (E2E_FAULT_BASE_URL): tests
 * may read and change its database directly, and break it on purpose (a table
 * renamed away makes every query on it fail). Tests that use it are tagged
 * `@postgres` and run in their own one-worker project, after the others.
 */
export const faultBaseUrl = () => process.env.E2E_FAULT_BASE_URL!

/** The connection string of that server's database. */
export function faultDatabaseUrl() {
	const url = new URL(process.env.E2E_PG_SERVER!)
	url.pathname = `/${process.env.E2E_PG_DATABASE}`
	return url.toString()
}

/**
 * A connection to the server's database for the length of `task`. Afterwards it
 * waits until the server has seen the content version the database is at, so
 * the next page a test loads is never one the server cached before the change.
 */
export async function withFaultDatabase<T>(task: (sql: postgres.Sql) => Promise<T>): Promise<T> {
	const sql = postgres(faultDatabaseUrl(), { max: 1, onnotice: () => {} })
	try {
		const version = async () =>
			Number((await sql<{ version: string }[]>`select version from content_version where id = 1`)[0]?.version ?? 0)
		const before = await version()
		const result = await task(sql)
		// Only a change of content is waited for: other writes (sessions, throttling) change no page.
		const after = await version()
		if (after > before) await serverHasSeen(after)
		return result
	} finally {
		await sql.end()
	}
}

async function serverHasSeen(version: number) {
	const deadline = Date.now() + 5_000
	while (Date.now() < deadline) {
		const health = (await (await fetch(`${faultBaseUrl()}/healthz`)).json()) as { pageCache?: { contentVersion: number } }
		if (!health.pageCache || health.pageCache.contentVersion >= version) return
		await new Promise((resolve) => setTimeout(resolve, 20))
	}
	throw new Error(`The server did not see content version ${version} within 5 s`)
}

// Renaming a table is not a change of content, but it changes what pages show (an error): say so.
const announceChange = (sql: postgres.Sql) =>
	sql`with bumped as (update content_version set version = version + 1 where id = 1 returning version)
		select pg_notify('content_version', version::text) from bumped`

/** Renames `table` away; the returned function puts it back. */
export async function breakTable(table: string) {
	await withFaultDatabase(async (sql) => {
		await sql.unsafe(`alter table "${table}" rename to "${table}__broken"`)
		await announceChange(sql)
	})
	return () =>
		withFaultDatabase(async (sql) => {
			await sql.unsafe(`alter table if exists "${table}__broken" rename to "${table}"`)
			await announceChange(sql)
		}).then(() => undefined)
}
