import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

const execFileAsync = promisify(execFile)

/** One wrk run: requests a second, median and 99th percentile latency (ms), and what went wrong, if anything. */
export type Measurement = { rps: number; p50: number; p99: number; errors: string | null }

/** A wrk duration ("850.00us", "1.23ms", "2.01s", "1.00m") in milliseconds. */
function durationMs(text: string | undefined): number {
	const match = /^([\d.]+)(us|ms|s|m|h)$/.exec(text ?? '')
	if (!match) return Number.NaN
	const scale = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[match[2] as 'us' | 'ms' | 's' | 'm' | 'h']
	return Number(match[1]) * scale
}

export function parseWrk(output: string): Measurement {
	const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1]
	const socket = /Socket errors:\s+(.*)/.exec(output)?.[1]
	const errors = [non2xx && `${non2xx} non-2xx`, socket && `socket errors ${socket.trim()}`].filter(Boolean).join(', ')
	return {
		rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? Number.NaN),
		p50: durationMs(/^\s*50%\s+(\S+)/m.exec(output)?.[1]),
		p99: durationMs(/^\s*99%\s+(\S+)/m.exec(output)?.[1]),
		errors: errors || null,
	}
}

export type WrkSettings = { wrk: string; threads: number; connections: number }

/** `wrk -t -c -d --timeout 10s --latency [-H …] url`, parsed. */
export async function runWrk(settings: WrkSettings, url: string, seconds: number, headers: string[] = []): Promise<Measurement> {
	const { stdout } = await execFileAsync(
		settings.wrk,
		[
			`-t${settings.threads}`,
			`-c${settings.connections}`,
			`-d${seconds}s`,
			'--timeout',
			'10s',
			'--latency',
			...headers.flatMap((header) => ['-H', header]),
			url,
		],
		{ maxBuffer: 1 << 20 },
	)
	return parseWrk(stdout)
}
