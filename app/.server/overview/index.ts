import { londonDay } from '#app/domain/enquiry/pipeline.ts'

import { logger } from '../logger.ts'
import { loadHealth } from './health.ts'
import { loadNeedsDoing } from './needs-doing.ts'
import { loadPipeline } from './pipeline.ts'
import { loadResponseTimes } from './response.ts'

/** A section that could not be loaded: the rest of the overview still shows. */
export type SectionResult<T> = { ok: true; value: T } | { ok: false }

async function section<T>(name: string, load: () => Promise<T>): Promise<SectionResult<T>> {
	try {
		return { ok: true, value: await load() }
	} catch (error) {
		logger.error({ err: error, section: name }, 'Could not load a section of the overview')
		return { ok: false }
	}
}

/**
 * Everything the overview shows, at `now` (London's day of it for the
 * calendar figures). The sections load side by side, each on its own: one
 * that fails is reported in its place and the others still show.
 */
export async function loadOverview(now: Date) {
	const today = londonDay(now)
	const [needsDoing, response, pipeline, health] = await Promise.all([
		section('needs doing', () => loadNeedsDoing(today)),
		section('response', () => loadResponseTimes(now)),
		section('pipeline', () => loadPipeline(today)),
		section('health', () => loadHealth()),
	])
	return { today, needsDoing, response, pipeline, health }
}
