import { Siren } from '#app/components/ui/icon.tsx'
import { telHref } from '#app/utils/contact.ts'

/** Floating 24/7 emergency call button on small screens. */
export function EmergencyFab({ phone }: { phone: string }) {
	return (
		<aside aria-label="Emergency call" className="md:hidden">
			<a
				href={telHref(phone)}
				className="fixed right-4 bottom-4 z-50 inline-flex min-h-12 items-center gap-2 rounded-full bg-emergency px-5 font-bold text-emergency-foreground shadow-lg shadow-black/25 hover:bg-emergency-hover"
				aria-label={`Emergency call ${phone}`}
			>
				<Siren aria-hidden className="size-5" />
				Emergency
			</a>
		</aside>
	)
}
