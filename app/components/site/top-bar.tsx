import { Clock, Mail, MapPin, Phone, Siren } from '#app/components/ui/icon.tsx'
import { openingHours } from '#app/domain/settings/business.ts'
import { mailtoHref, telHref } from '#app/domain/settings/contact.ts'

/** The contact bar above the header. */
export function TopBar({ phone, email }: { phone: string; email: string }) {
	return (
		<aside aria-label="Contact details and opening hours" className="bg-primary text-sm text-primary-foreground">
			<div className="container-page flex min-h-11 flex-wrap items-center justify-between gap-x-6">
				<ul className="flex flex-wrap items-center gap-x-5 gap-y-1">
					<li>
						<a href={telHref(phone)} className="inline-flex min-h-11 items-center gap-1.5 font-semibold hover:underline">
							<Phone aria-hidden className="size-4" />
							{phone}
						</a>
					</li>
					<li className="hidden sm:block">
						<a href={mailtoHref(email)} className="inline-flex min-h-11 items-center gap-1.5 hover:underline">
							<Mail aria-hidden className="size-4" />
							{email}
						</a>
					</li>
				</ul>
				<ul className="flex flex-wrap items-center gap-x-5 gap-y-1">
					<li className="hidden items-center gap-1.5 md:inline-flex">
						<Clock aria-hidden className="size-4" />
						{openingHours.summary}
					</li>
					<li className="inline-flex items-center gap-1.5 font-semibold text-amber-300">
						<Siren aria-hidden className="size-4" />
						{openingHours.emergency}
					</li>
					<li className="hidden items-center gap-1.5 lg:inline-flex">
						<MapPin aria-hidden className="size-4" />
						London
					</li>
				</ul>
			</div>
		</aside>
	)
}
