import { Clock, Mail, MapPin, Phone, Siren } from '#app/components/ui/icon.tsx'
import { mailtoHref, telHref } from '#app/domain/settings/contact.ts'
import { hoursSummary, type OpeningHours } from '#app/domain/settings/opening-hours.ts'

/** The contact bar above the header: the phone, e-mail and hours of the settings row. */
export function TopBar({ phone, email, hours }: { phone: string; email: string; hours: OpeningHours }) {
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
						{hoursSummary(hours)}
					</li>
					<li className="inline-flex items-center gap-1.5 font-semibold text-amber-300">
						<Siren aria-hidden className="size-4" />
						Emergency 24/7
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
