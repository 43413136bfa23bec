import { spawn } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { createGzip, gunzipSync } from 'node:zlib'
import { protocol, type PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import postgres from 'postgres'

import type { DatabaseKind } from '#app/domain/backup/manifest.ts'

import type { DatabaseHandle } from '../db/client.ts'

/**
 * The database half of a backup (decision 0054): a logical dump of either
 * kind, and putting one back into an empty database. PGlite is dumped by
 * pglite-tools' pg_dump (WebAssembly, on the process's own instance) as plain
 * SQL, which PGlite and PostgreSQL both restore; PostgreSQL by the pg_dump
 * program in its custom format, restored by pg_restore.
 */

export class BackupError extends Error {
	override name = 'BackupError'
}

/** A PostgreSQL program (pg_dump, pg_restore) from BACKUP_PG_BIN, or from PATH when it is empty. */
export function pgProgram(name: 'pg_dump' | 'pg_restore', binDir?: string) {
	return binDir ? path.join(binDir, name) : name
}

/** The connection string without its password, and the password for the PGPASSWORD variable: never on a command line. */
function connectionFor(url: string) {
	const parsed = new URL(url)
	const password = decodeURIComponent(parsed.password)
	parsed.password = ''
	return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } }
}

/** Runs a program to its end; its standard error becomes the message of a failure. */
async function run(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
	return new Promise((resolve, reject) => {
		const child = spawn(program, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
		let stdout = ''
		let stderr = ''
		child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
		child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
		child.on('error', (error: NodeJS.ErrnoException) =>
			reject(
				new BackupError(
					error.code === 'ENOENT'
						? `${path.basename(program)} was not found: install the PostgreSQL client programs (e.g. apt-get install postgresql-client) or set BACKUP_PG_BIN to their directory`
						: `${path.basename(program)} could not be started: ${error.message}`,
				),
			),
		)
		child.on('close', (code) =>
			code === 0 ? resolve(stdout) : reject(new BackupError(`${path.basename(program)} failed: ${stderr.trim() || `exit code ${code}`}`)),
		)
	})
}

/** The rows of a raw query, on either driver (postgres.js answers an array, PGlite an object with `rows`). */
export async function selectRows<T>(handle: Pick<DatabaseHandle, 'db'>, query: string): Promise<T[]> {
	const result = (await handle.db.execute(sql.raw(query))) as unknown as T[] | { rows?: T[] }
	return Array.isArray(result) ? result : (result.rows ?? [])
}

/** The server's version, e.g. "15.20". */
export async function serverVersion(handle: Pick<DatabaseHandle, 'db'>): Promise<string> {
	const [row] = await selectRows<{ server_version: string }>(handle, 'show server_version')
	return row?.server_version.split(' ')[0] ?? 'unknown'
}

const major = (version: string) => Number.parseInt(version, 10)

/**
 * pglite-tools' pg_dump talks to the instance directly, past PGlite's own
 * queue, and runs to its end without giving the event loop back. Holding
 * PGlite's transaction and query locks first means it never starts inside
 * one of the application's transactions (whose statements it would join)
 * and nothing runs between its statements; the few statements pg_dump's
 * wrapper runs itself go through the protocol directly, as the locks are
 * not re-entrant.
 */
async function dumpPglite(client: PGlite): Promise<Blob> {
	// Loaded when a backup runs: its WebAssembly (0.7 MB) is no part of serving pages.
	const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump')
	return client._runExclusiveTransaction(() =>
		client._runExclusiveQuery(async () => {
			const simple = async (text: string) => {
				const { messages } = await client.execProtocol(protocol.serialize.query(text))
				type Described = { name: string; fields: { name: string }[] }
				type DataRow = { name: string; fields: (string | null)[] }
				const description = messages.find((message) => message.name === 'rowDescription') as Described | undefined
				const names = description?.fields.map((field) => field.name) ?? []
				const rows = (messages.filter((message) => message.name === 'dataRow') as unknown as DataRow[]).map((row) =>
					Object.fromEntries(names.map((name, index) => [name, row.fields[index]])),
				)
				return { rows, fields: [], affectedRows: 0 }
			}
			const direct = {
				query: simple,
				exec: async (text: string) => [await simple(text)],
				execProtocolRawStream: client.execProtocolRawStream.bind(client),
			} as unknown as PGlite
			try {
				// No owners or grants: the dump restores as whichever role restores it (PostgreSQL too).
				return await pgDump({ pg: direct, args: ['--no-owner', '--no-privileges'] })
			} finally {
				// pg_dump never closes the connection it thinks it has: its read-only transaction
				// would stay open on the application's one session, and its settings (an empty
				// search_path) with it. Ended and reset before anything else runs.
				await simple('ROLLBACK')
				await simple('RESET ALL')
			}
		}),
	)
}

/** Dumps the database to `file` (gzip-compressed SQL from PGlite, custom format from PostgreSQL). */
export async function dumpDatabase(
	handle: DatabaseHandle,
	file: string,
	binDir?: string,
): Promise<{ kind: DatabaseKind; serverVersion: string }> {
	const version = await serverVersion(handle)
	if (handle.source.kind === 'pglite') {
		const dump = await dumpPglite(handle.source.client)
		await pipeline(Readable.fromWeb(dump.stream() as WebReadableStream), createGzip(), createWriteStream(file, { mode: 0o600 }))
		return { kind: 'pglite', serverVersion: version }
	}
	const program = pgProgram('pg_dump', binDir)
	const [, dumpMajor] = /(\d+)(?:\.\d+)?/.exec(await run(program, ['--version'], process.env)) ?? []
	if (Number(dumpMajor) < major(version)) {
		throw new BackupError(
			`pg_dump ${dumpMajor} is older than the PostgreSQL server (${version}): install the client programs of version ${major(version)} or newer, or set BACKUP_PG_BIN to their directory`,
		)
	}
	const { dbname, env } = connectionFor(handle.source.url)
	await run(program, ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${dbname}`], env)
	return { kind: 'postgres', serverVersion: version }
}

/** The tables of the application's schemas, with their row counts: what a restore reports, and what "empty" means. */
export async function tableCounts(handle: Pick<DatabaseHandle, 'db'>): Promise<{ tables: number; rows: number }> {
	const tables = await selectRows<{ schema: string; name: string }>(
		handle,
		`select table_schema as schema, table_name as name from information_schema.tables
		 where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
	)
	let rows = 0
	for (const table of tables) {
		const quoted = `"${table.schema.replaceAll('"', '""')}"."${table.name.replaceAll('"', '""')}"`
		const [counted] = await selectRows<{ n: number }>(handle, `select count(*)::int as n from ${quoted}`)
		rows += Number(counted?.n ?? 0)
	}
	return { tables: tables.length, rows }
}

/**
 * Restores a dump of `kind` from `file` into the empty database of `handle`.
 * A PGlite dump (SQL) goes into either kind; a PostgreSQL dump (custom
 * format) only into PostgreSQL, through pg_restore.
 */
export async function restoreDatabase(handle: DatabaseHandle, kind: DatabaseKind, file: string, binDir?: string): Promise<void> {
	if (kind === 'postgres') {
		if (handle.source.kind !== 'postgres') {
			throw new BackupError(
				'This backup was made from PostgreSQL (pg_dump custom format) and cannot be restored into the embedded database: set DATABASE_URL to an empty PostgreSQL database',
			)
		}
		const { dbname, env } = connectionFor(handle.source.url)
		await run(
			pgProgram('pg_restore', binDir),
			['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, file],
			env,
		)
		return
	}
	const text = gunzipSync(await readFile(file)).toString('utf8')
	if (handle.source.kind === 'pglite') {
		await handle.source.client.exec(text)
		return
	}
	// PGlite is PostgreSQL 17+; this setting is unknown to older servers (and harmless to leave out).
	const sqlText = major(await serverVersion(handle)) < 17 ? text.replace(/^SET transaction_timeout = 0;$/m, '') : text
	const client = postgres(handle.source.url, { max: 1, onnotice: () => {} })
	try {
		await client.begin((transaction) => transaction.unsafe(sqlText).simple())
	} finally {
		await client.end({ timeout: 5 })
	}
}
