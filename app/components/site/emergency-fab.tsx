import { Siren } from '#app/components/ui/icon.tsx'
import { telHref } from '#app/domain/settings/contact.ts'

/**
 * Floating 24/7 emergency call button on small screens, shown once the page
 * has scrolled (`reveal-on-scroll`): at the top, the top bar's call link (and
 * its 24/7 emergency line) is on screen and the button would cover the hero's own buttons. It must
 * stay clear of the home hero's slide dots (four 44px targets at the left) as
 * they scroll past: below 375px there is room only for the icon, so the label
 * is left to the accessible name there.
 */
export function EmergencyFab({ phone }: { phone: string }) {
	return (
		<aside aria-label="Emergency call" className="md:hidden">
			<a
				href={telHref(phone)}
				className="reveal-on-scroll fixed right-4 bottom-4 z-50 inline-flex min-h-12 items-center gap-1.5 rounded-full bg-emergency px-3.5 font-bold text-emergency-foreground shadow-lg shadow-black/25 hover:bg-emergency-hover min-[375px]:px-4"
				aria-label={`Emergency call ${phone}`}
			>
				<Siren aria-hidden className="size-5" />
				<span className="hidden min-[375px]:inline">Emergency</span>
			</a>
		</aside>
	)
}
