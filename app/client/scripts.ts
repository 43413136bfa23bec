import { heroTimings } from '#app/domain/settings/business.ts'

import gallery from './gallery.js?raw'
import hero from './hero.js?raw'
import menu from './menu.js?raw'
import photos from './photos.js?raw'
import swap from './swap.js?raw'

/**
 * Every framework-free script a page may inline (decision 0034), by name: the
 * module's source (minified in a build, vite.config.ts) and the call that
 * starts it. Each text is the same on every page and for every visitor, so
 * its hash is computed once (./hashes.server.ts) and a page's policy allows
 * it and nothing else inline.
 */
export const clientScripts = {
	/** The mobile menu closes on Escape and on a tap outside it (decision 0019). */
	menu: `${menu}\ncloseMenuOnEscapeOrOutside(document.querySelector('[data-site-menu]'))`,
	/** Links and forms in `data-swap` regions load in place (decision 0020). */
	swap: `${swap}\nenhance(document)`,
	/** The gallery's picture dialog (decision 0021). */
	gallery: `${gallery}\nstartGallery(document.querySelector('[data-gallery]'))`,
	/** The contact form's photos: checks before sending, progress per photo (decision 0048). */
	photos: `${photos}\nstartEnquiryPhotos(document)`,
	/** The home hero's slides, dots and headlines (decision 0006). */
	hero: `${hero}\nstartHero(document.querySelector('[data-hero]'), ${JSON.stringify(heroTimings)})`,
} as const

export type ClientScriptName = keyof typeof clientScripts
