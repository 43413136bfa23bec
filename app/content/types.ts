/** Per-page search metadata held with a page's copy. */
export type SeoBlock = { title: string; description: string; keywords: string[] }
