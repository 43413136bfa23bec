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

/**
 * The look of a page's hero band (rendered by PageHero). Held here, with the
 * copy that chooses it, so content never imports a component.
 */
export type HeroTone = 'navy' | 'premium' | 'canal' | 'river'

/**
 * The icons content may name (rendered through `siteIcons` of
 * components/site/icons.ts). Listed here so content imports no component;
 * `siteIcons[name]` fails type-checking where a name here has no icon there.
 */
export type SiteIconName =
	| 'Award'
	| 'Bath'
	| 'Building2'
	| 'ChefHat'
	| 'Clock'
	| 'CloudRain'
	| 'Droplet'
	| 'Droplets'
	| 'Flame'
	| 'Hammer'
	| 'House'
	| 'Landmark'
	| 'Lock'
	| 'ShieldCheck'
	| 'Thermometer'
	| 'Toilet'
	| 'Wrench'
	| 'Zap'
