/** npm run bench — every benchmark, one after the other (scripts, not timed tests: numbers vary with the machine). */
import { spawnSync } from 'node:child_process'

for (const script of ['page-weight.ts', 'enquiries.ts', 'upload.ts']) {
	console.log(`\n== ${script}`)
	const result = spawnSync(process.execPath, ['--import', 'tsx', `scripts/bench/${script}`, ...process.argv.slice(2)], { stdio: 'inherit' })
	if (result.status !== 0) process.exitCode = result.status ?? 1
}
