/** Per-page search metadata held with a page's copy. */
export type SeoBlock = { title: string; description: string; keywords: string[] }

/** A button of a call to action: its text and where it goes. */
type CtaLink = { label: string; to: string }

/**
 * The copy of a closing call to action (rendered by CallToAction): a heading,
 * a line of text, the amber primary button, an optional second link and, when
 * the page adds a call button, its label ("Call Us Now: 020 …"; "Call 020 …" without one).
 */
export type CtaCopy = { heading: string; text: string; primary: CtaLink; secondary?: CtaLink; callLabel?: string }
