/**
 * Tables whose rows public pages show, which the admin edits: a change to any of
 * them must reach every cache (app/.server/cache/content-version.test.ts), and
 * any value stored in them must render (server/hostile-stored-values.test.ts).
 */
export const CONTENT_TABLES = [
	'settings',
	'services',
	'projects',
	'reviews',
	'internal_links',
	'local_citations',
	'local_search_rankings',
	'ranking_positions',
	'articles',
	'case_studies',
	'slug_redirects',
	'page_seo',
	'redirects',
] as const
