import { describe, expect, it } from 'vitest'

import { createWorkLimit, isWorkLimitBusy, WorkLimitBusy } from './work-limit.ts'

function deferred() {
	let resolve!: () => void
	const promise = new Promise<void>((done) => (resolve = done))
	return { promise, resolve }
}

describe('work limit', () => {
	it('runs at most `concurrency` tasks, queues `queue` more and refuses the next at once', async () => {
		const limit = createWorkLimit('test', { concurrency: 2, queue: 1, retryAfterSeconds: 7 })
		const gates = [deferred(), deferred(), deferred()]
		let active = 0
		let peak = 0
		const started: number[] = []
		const tasks = gates.map((gate, index) =>
			limit.run(async () => {
				started.push(index)
				active += 1
				peak = Math.max(peak, active)
				await gate.promise
				active -= 1
				return index
			}),
		)
		await Promise.resolve()
		expect(limit.stats()).toEqual({ running: 2, waiting: 1, refused: 0 })
		expect(started).toEqual([0, 1])

		const refusal = await limit.run(async () => 'never').catch((error: unknown) => error)
		expect(refusal).toBeInstanceOf(WorkLimitBusy)
		expect(isWorkLimitBusy(refusal)).toBe(true)
		expect((refusal as WorkLimitBusy).retryAfterSeconds).toBe(7)
		expect(limit.stats().refused).toBe(1)

		gates[0]!.resolve()
		await expect(tasks[0]).resolves.toBe(0)
		await new Promise((resolve) => setImmediate(resolve))
		expect(started).toEqual([0, 1, 2])
		gates[1]!.resolve()
		gates[2]!.resolve()
		await expect(Promise.all(tasks)).resolves.toEqual([0, 1, 2])
		expect(peak).toBe(2)
		expect(limit.stats()).toEqual({ running: 0, waiting: 0, refused: 1 })
		expect(limit.busy()).toBe(false)
	})

	it('frees the slot of a task that fails', async () => {
		const limit = createWorkLimit('test', { concurrency: 1, queue: 0, retryAfterSeconds: 1 })
		await expect(limit.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken')
		await expect(limit.run(async () => 'next')).resolves.toBe('next')
		expect(limit.stats()).toEqual({ running: 0, waiting: 0, refused: 0 })
	})
})
