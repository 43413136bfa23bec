import postgres from 'postgres'

/**
 * Real database faults for the browser tests, on the PostgreSQL-backed server
 * at E2E_FAULT_BASE_URL: a table is renamed away (every query on it fails) and
 * put back afterwards. Tests using this must run serially within their file.
 */
export const faultBaseUrl = () => process.env.E2E_FAULT_BASE_URL!

function databaseUrl() {
	const url = new URL(process.env.E2E_PG_SERVER!)
	url.pathname = `/${process.env.E2E_PG_DATABASE}`
	return url.toString()
}

export async function breakTable(table: string) {
	const sql = postgres(databaseUrl(), { max: 1, onnotice: () => {} })
	try {
		await sql.unsafe(`alter table "${table}" rename to "${table}__broken"`)
	} finally {
		await sql.end()
	}
	return async function repair() {
		const repairSql = postgres(databaseUrl(), { max: 1, onnotice: () => {} })
		try {
			await repairSql.unsafe(`alter table if exists "${table}__broken" rename to "${table}"`)
		} finally {
			await repairSql.end()
		}
	}
}
