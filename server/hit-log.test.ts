import type { IncomingMessage, ServerResponse } from 'node:http'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { capturedLogger } from '#tests/captured-logger.ts'

import { hitLogger } from './hit-log.ts'

function summaryLog() {
	const { logger, lines } = capturedLogger()
	const summaries = () => lines.map((line) => JSON.parse(line) as { msg: string; hits: { url: string; count: number }[] })
	return { logger, summaries }
}

const hit = (url: string) => [{ method: 'GET', url } as IncomingMessage, { statusCode: 200 } as ServerResponse] as const

beforeEach(() => {
	vi.useFakeTimers()
})
afterEach(() => {
	vi.useRealTimers()
})

describe('the summary of cache hits', () => {
	it('is one line per interval, started by the first hit, and the next hits start the next one', () => {
		const { logger, summaries } = summaryLog()
		const log = hitLogger(logger, 1000)
		log(...hit('/about'))
		vi.advanceTimersByTime(600)
		log(...hit('/about'))
		log(...hit('/gallery'))
		expect(summaries()).toEqual([])
		vi.advanceTimersByTime(400)
		expect(summaries()).toHaveLength(1)
		expect(summaries()[0]!.hits.map(({ url, count }) => [url, count])).toEqual([
			['/about', 2],
			['/gallery', 1],
		])
		// Nothing counted: no timer runs and no empty line is written.
		vi.advanceTimersByTime(5000)
		expect(summaries()).toHaveLength(1)
		log(...hit('/contact'))
		vi.advanceTimersByTime(1000)
		expect(summaries().map(({ hits }) => hits.map(({ url }) => url))).toEqual([['/about', '/gallery'], ['/contact']])
	})

	it('is written at once by a flush (the server closing), and not again when its timer would have run', () => {
		const { logger, summaries } = summaryLog()
		const log = hitLogger(logger, 1000)
		log(...hit('/about'))
		log.flush()
		expect(summaries()).toHaveLength(1)
		vi.advanceTimersByTime(1000)
		log.flush()
		expect(summaries()).toHaveLength(1)
	})

	it('is not counted when info lines are not logged', () => {
		const { logger, summaries } = summaryLog()
		logger.level = 'warn'
		const log = hitLogger(logger, 1000)
		log(...hit('/about'))
		vi.advanceTimersByTime(1000)
		log.flush()
		expect(summaries()).toEqual([])
	})
})
