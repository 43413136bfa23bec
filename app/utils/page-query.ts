/**
 * The handle of a public page that reads query parameters names them (decision
 * 0012): the page cache keys the page by the path and these alone, and renders
 * it from a URL without the others, so `?v=123` costs a hit, not a render.
 * A page that reads a parameter it does not declare never sees it.
 */
export type PageQueryHandle = { query?: readonly string[] }

/** The route id of the layout every public page sits under (app/routes.ts). */
export const SITE_LAYOUT_ID = 'routes/site/layout'
