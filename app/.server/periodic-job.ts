import { logger as defaultLogger, type Logger } from './logger.ts'

/*
 * A job every instance runs on a timer (retention, review reminders): the
 * work itself makes sure it is done once across instances (an advisory lock,
 * a claimed day); this only schedules it, never overlaps two runs of one
 * process, and lets shutdown wait for a run under way.
 */

type Timer = unknown

export type PeriodicJobOptions<T> = {
	/** One run; a failure is logged with `failure` and the next look is still scheduled. */
	run: () => Promise<T>
	/** The log message of a failed run. */
	failure: string
	firstCheckMs: number
	checkMs: number
	log?: Pick<Logger, 'warn'>
	setTimer?: (run: () => void, ms: number) => Timer
	clearTimer?: (timer: Timer) => void
}

export type PeriodicJob<T> = {
	start(): void
	/** Stops looking; resolves once a run under way has finished (before the database closes). */
	stop(): Promise<void>
	/** Runs now (null when the run failed). */
	check(): Promise<T | null>
}

const defaultTimer = (run: () => void, ms: number) => {
	const timer = setTimeout(run, ms)
	// Never what keeps the process alive.
	timer.unref()
	return timer
}

export function createPeriodicJob<T>(options: PeriodicJobOptions<T>): PeriodicJob<T> {
	const setTimer = options.setTimer ?? defaultTimer
	const clearTimer = options.clearTimer ?? ((timer: Timer) => clearTimeout(timer as NodeJS.Timeout))
	const log = options.log ?? defaultLogger
	let running = false
	let timer: Timer | null = null
	let checking: Promise<T | null> | null = null

	const sleep = (ms: number) => {
		if (timer !== null) clearTimer(timer)
		timer = running ? setTimer(() => void check(), ms) : null
	}

	const check = (): Promise<T | null> => {
		checking ??= (async () => {
			try {
				return await options.run()
			} catch (error) {
				log.warn({ err: error }, options.failure)
				return null
			} finally {
				checking = null
				sleep(options.checkMs)
			}
		})()
		return checking
	}

	return {
		start() {
			if (running) return
			running = true
			sleep(options.firstCheckMs)
		},
		async stop() {
			running = false
			sleep(0)
			await checking
		},
		check,
	}
}
