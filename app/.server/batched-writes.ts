/**
 * Counts kept in memory and written to the database in batches (the 404
 * report, page views): the schedule of those writes. One write at a time, and
 * no queue of them behind a slow database: a count made while a write runs
 * waits for the next, which the end of that write arms. A batch is written
 * `intervalMs` after its first count, or, once it is full, as soon as
 * `minGapMs` has passed since the last write (under a flood, at most one write
 * per gap).
 */
export type BatchedWrites = {
	/** After a count that started or filled a batch: arms its write. Costs nothing while one is armed earlier. */
	arm(): void
	/** Writes now (at shutdown, and in tests), after any write under way. */
	flush(): Promise<void>
}

export function batchedWrites(options: {
	intervalMs: () => number
	minGapMs?: number
	/** True when counts wait to be written; `full` when no more may be counted until they are. */
	pending: () => { waiting: boolean; full: boolean }
	/** Takes the batch before its first `await` (counts made during the write go into the next). */
	write: () => Promise<void>
	onError: (error: unknown) => void
}): BatchedWrites {
	const minGapMs = options.minGapMs ?? 1_000
	let timer: NodeJS.Timeout | undefined
	/** When the armed timer fires (ms since the epoch). */
	let due = 0
	let writing: Promise<void> | null = null
	let writtenAt = 0

	const arm = () => {
		if (writing) return
		const now = Date.now()
		const at = options.pending().full ? Math.max(now, writtenAt + minGapMs) : now + options.intervalMs()
		if (timer) {
			if (due <= at) return
			clearTimeout(timer)
		}
		due = at
		timer = setTimeout(() => {
			timer = undefined
			void flush().catch(options.onError)
		}, at - now).unref()
	}

	const flush = async () => {
		while (writing) await writing
		clearTimeout(timer)
		timer = undefined
		const write = options.write()
		writing = write.then(
			() => {},
			() => {},
		)
		try {
			await write
		} finally {
			writing = null
			writtenAt = Date.now()
			if (options.pending().waiting) arm()
		}
	}

	return { arm, flush }
}
