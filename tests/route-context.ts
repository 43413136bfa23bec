import type { AppLoadContext } from 'react-router'

import { logger } from '#app/.server/logger.ts'

/** The load context the server gives loaders and actions, for calling them directly in tests. */
export function testContext(overrides: Partial<AppLoadContext> = {}): AppLoadContext {
	return {
		requestId: 'test',
		log: logger,
		clientIp: '203.0.113.1',
		routes: {},
		...overrides,
	}
}
