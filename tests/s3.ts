import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'

// s3rver ships no types; this is the part the tests use. It is a test-only dependency.
type S3rverServer = { run(): Promise<{ port: number }>; close(): Promise<void> }
type S3rverOptions = { address: string; port: number; directory: string; silent: boolean; configureBuckets: { name: string }[] }
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: S3rverOptions) => S3rverServer

/**
 * An S3-compatible server in-process (s3rver) with the given buckets, on a
 * port the system picks; its connection settings use s3rver's fixed
 * development credentials, which it accepts any signature made with.
 */
export async function startS3rver(buckets: string[]) {
	const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'))
	const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: buckets.map((name) => ({ name })) })
	const { port } = await server.run()
	return {
		endpoint: `http://127.0.0.1:${port}`,
		connection: { endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
		directory,
		stop: async () => {
			await server.close()
			rmSync(directory, { recursive: true, force: true })
		},
	}
}
