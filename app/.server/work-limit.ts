import { singleton } from './singleton.ts'

/**
 * A per-process limit on expensive work (image encoding, CSV imports, page
 * compression): at most `concurrency` tasks run at once and at most `queue`
 * wait; one more is refused at once with `WorkLimitBusy`, which the caller
 * answers as 503 with Retry-After. A burst of requests therefore costs a
 * bounded amount of memory and never a queue that grows without end.
 */

export type WorkLimitOptions = {
	/** Tasks that may run at the same time. */
	concurrency: number
	/** Tasks that may wait for a slot; one more is refused. */
	queue: number
	/** What a refused caller is told to wait, in seconds. */
	retryAfterSeconds: number
}

export class WorkLimitBusy extends Error {
	constructor(
		readonly limit: string,
		readonly retryAfterSeconds: number,
	) {
		super(`The ${limit} work limit is full`)
		this.name = 'WorkLimitBusy'
	}
}

export type WorkLimit = {
	readonly name: string
	/** Runs `task` in a slot, waiting for one if the queue has room; throws `WorkLimitBusy` if it has none. */
	run<T>(task: () => Promise<T>): Promise<T>
	/** True while a task runs or waits (background work can hold back while this is so). */
	busy(): boolean
	stats(): { running: number; waiting: number; refused: number }
}

/** The process's limit of this name (one per process however often a module is evaluated). */
export function workLimit(name: string, options: WorkLimitOptions): WorkLimit {
	return singleton(`work-limit:${name}`, () => createWorkLimit(name, options))
}

export function createWorkLimit(name: string, { concurrency, queue, retryAfterSeconds }: WorkLimitOptions): WorkLimit {
	let running = 0
	let refused = 0
	const waiting: (() => void)[] = []
	return {
		name,
		async run(task) {
			if (running >= concurrency) {
				if (waiting.length >= queue) {
					refused += 1
					throw new WorkLimitBusy(name, retryAfterSeconds)
				}
				// The finishing task hands its slot over: `running` stays as it was.
				await new Promise<void>((resolve) => waiting.push(resolve))
			} else running += 1
			try {
				return await task()
			} finally {
				const next = waiting.shift()
				if (next) next()
				else running -= 1
			}
		},
		busy: () => running > 0 || waiting.length > 0,
		stats: () => ({ running, waiting: waiting.length, refused }),
	}
}

/** True for the refusal of a full limit (however it was wrapped on its way up). */
export function isWorkLimitBusy(error: unknown): error is WorkLimitBusy {
	return error instanceof WorkLimitBusy || (error instanceof Error && error.name === 'WorkLimitBusy')
}
