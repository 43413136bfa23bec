import { chmod, mkdir, unlink } from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'

import { logger } from '../logger.ts'
import type { BackupResult } from './create.ts'

/**
 * How `npm run backup` reaches a running server on the embedded database,
 * which only the server can open (decision 0003): a Unix socket in a
 * directory only the server's user can enter (DATA_DIR/run, mode 0700), so
 * whoever can connect could read DATA_DIR anyway. One request a connection,
 * one line of JSON each way; it only ever makes a backup into the store.
 */
export const controlSocketPath = (dataDir: string) => path.resolve(dataDir, 'run', 'backup.sock')

/** Unix socket paths are limited to about a hundred bytes. */
const SOCKET_PATH_MAX = 100

const REQUEST_MAX_BYTES = 1024

export type ControlAnswer = { ok: true; result: BackupResult } | { ok: false; error: string }

/** Listens for `npm run backup` (PGlite only); resolves to the function that stops listening. */
export async function listenForBackupRequests(dataDir: string, backup: () => Promise<BackupResult>): Promise<() => Promise<void>> {
	const socket = controlSocketPath(dataDir)
	if (socket.length > SOCKET_PATH_MAX) {
		logger.warn(
			{ socket },
			'`npm run backup` cannot reach this server: DATA_DIR is too long a path for its socket (use Back up now in the admin)',
		)
		return async () => {}
	}
	await mkdir(path.dirname(socket), { recursive: true, mode: 0o700 })
	await chmod(path.dirname(socket), 0o700)
	// This process holds the database's lock: a socket left here is a dead server's.
	await unlink(socket).catch(() => {})
	const server = net.createServer((connection) => {
		let request = ''
		connection.setEncoding('utf8')
		connection.on('error', () => {})
		connection.on('data', (chunk: string) => {
			request += chunk
			if (request.length > REQUEST_MAX_BYTES) return void connection.destroy()
			if (!request.includes('\n')) return
			connection.pause()
			const answer = async (): Promise<ControlAnswer> => {
				try {
					const { command } = JSON.parse(request) as { command?: unknown }
					if (command !== 'backup') return { ok: false, error: 'Unknown request' }
					return { ok: true, result: await backup() }
				} catch (error) {
					return { ok: false, error: error instanceof Error ? error.message : String(error) }
				}
			}
			void answer().then((reply) => connection.end(`${JSON.stringify(reply)}\n`))
		})
	})
	await new Promise<void>((resolve, reject) => {
		server.once('error', reject)
		server.listen(socket, () => {
			server.off('error', reject)
			resolve()
		})
	})
	return () =>
		new Promise<void>((resolve) => {
			server.close(() => resolve())
		})
}

/** Asks the server at `dataDir` for a backup; null when no server answers there. */
export async function requestBackup(dataDir: string): Promise<ControlAnswer | null> {
	const socket = controlSocketPath(dataDir)
	return new Promise((resolve, reject) => {
		const connection = net.createConnection(socket)
		let reply = ''
		connection.setEncoding('utf8')
		connection.on('connect', () => connection.write(`${JSON.stringify({ command: 'backup' })}\n`))
		connection.on('data', (chunk: string) => (reply += chunk))
		connection.on('end', () => {
			try {
				resolve(JSON.parse(reply) as ControlAnswer)
			} catch {
				reject(new Error('The server gave no answer to the backup request (see its log)'))
			}
		})
		connection.on('error', (error: NodeJS.ErrnoException) => {
			if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null)
			else reject(error)
		})
	})
}
