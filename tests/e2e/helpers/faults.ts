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

/** A connection to the server's database for the length of `task`. */
export async function withFaultDatabase<T>(task: (sql: postgres.Sql) => Promise<T>): Promise<T> {
	const sql = postgres(faultDatabaseUrl(), { max: 1, onnotice: () => {} })
	try {
		return await task(sql)
	} finally {
		await sql.end()
	}
}

/** Renames `table` away; the returned function puts it back. */
export async function breakTable(table: string) {
	await withFaultDatabase((sql) => sql.unsafe(`alter table "${table}" rename to "${table}__broken"`))
	return () => withFaultDatabase((sql) => sql.unsafe(`alter table if exists "${table}__broken" rename to "${table}"`)).then(() => undefined)
}
