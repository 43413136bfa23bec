import { spawn } from 'node:child_process'

export type CliRun = { code: number | null; stdout: string; stderr: string }

/**
 * Runs the admin CLI (`npm run admin -- …`) as an operator would: a separate
 * Node process with `env` added to this one's, `stdin` written and closed.
 */
export function runAdminCli(args: string[], env: Record<string, string>, stdin = ''): Promise<CliRun> {
	return new Promise((resolve, reject) => {
		const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], {
			env: { ...process.env, LOG_LEVEL: 'warn', ...env },
			stdio: ['pipe', 'pipe', 'pipe'],
		})
		let stdout = ''
		let stderr = ''
		child.stdout.on('data', (chunk) => (stdout += chunk))
		child.stderr.on('data', (chunk) => (stderr += chunk))
		child.on('error', reject)
		child.on('exit', (code) => resolve({ code, stdout, stderr }))
		child.stdin.end(stdin)
	})
}
