/**
 * The ports of this browser-test run: E2E_PORT is the main server's, the next
 * the PostgreSQL-backed one's (playwright.config.ts), and these for servers a
 * test starts itself. Derived, not picked at random, so two runs with different
 * E2E_PORTs (four apart) never take each other's.
 */
export const testServerPorts = {
	/** server.spec.ts: the server stopped by SIGTERM. */
	shutdown: Number(process.env.E2E_PORT) + 2,
	/** page-cache.spec.ts: a second instance on the PostgreSQL-backed server's database. */
	secondInstance: Number(process.env.E2E_PORT) + 3,
}
