import { CallButton } from '#app/components/site/call-button.tsx'
import { CallToActionBand } from '#app/components/site/call-to-action.tsx'
import { FeatureGrid } from '#app/components/site/feature-grid.tsx'
import { siteIcons } from '#app/components/site/icons.ts'
import { HeroBadge, PageHero } from '#app/components/site/page-hero.tsx'
import { PlaceList } from '#app/components/site/place-list.tsx'
import { SectionHeading } from '#app/components/site/section-heading.tsx'
import { StatTiles } from '#app/components/site/stat-tiles.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { CircleCheck, MessageCircle, Phone, Siren, TriangleAlert } from '#app/components/ui/icon.tsx'
import type { CoverageArea } from '#app/content/service-areas.ts'
import { whatsappHref } from '#app/domain/settings/contact.ts'
import type { EmergencyPricing } from '#app/domain/settings/emergency-pricing.ts'
import {
	emergencyClosing,
	emergencyCoverage,
	emergencyHero,
	emergencyPricing,
	emergencyPromise,
	emergencySituations,
	emergencySituationsCopy,
	gasEmergencyTel,
	gasWarning,
} from '#app/routes/site/emergency/copy.ts'
import { formatPounds } from '#app/utils/format.ts'

type Contact = { phone: string; whatsappPhone: string }
/** The hero's contact, with the line about the emergency line. */
type HeroContact = Contact & { emergencyNote: string }

function CallButtons({ phone, whatsappPhone, callLabel, whatsappLabel }: Contact & { callLabel: string; whatsappLabel: string }) {
	return (
		<>
			<CallButton phone={phone} label={callLabel} variant="emergency" className="shadow-lg shadow-black/20" />
			<Button asChild variant="outline-inverse" size="lg">
				<a href={whatsappHref(whatsappPhone)} rel="noopener noreferrer" target="_blank">
					<MessageCircle aria-hidden />
					{whatsappLabel}
					<span className="sr-only"> (opens WhatsApp in a new tab)</span>
				</a>
			</Button>
		</>
	)
}

export function EmergencyHero({ emergencyNote, ...contact }: HeroContact) {
	return (
		<PageHero
			className="border-t-4 border-emergency"
			title={emergencyHero.title}
			subtitle={emergencyHero.subtitle}
			badge={
				<HeroBadge icon={Siren} tone="emergency">
					{emergencyHero.badge}
				</HeroBadge>
			}
		>
			<CallButtons {...contact} callLabel={emergencyHero.callLabel} whatsappLabel={emergencyHero.whatsappLabel} />
			<p className="basis-full font-semibold">{emergencyNote}</p>
		</PageHero>
	)
}

export function PromiseBlock() {
	return (
		<section aria-labelledby="emergency-promise" className="container-page py-14">
			<SectionHeading id="emergency-promise" title={emergencyPromise.heading} />
			<FeatureGrid
				columns={3}
				items={emergencyPromise.points.map((point) => ({ title: point.title, description: point.description, icon: CircleCheck }))}
			/>
		</section>
	)
}

export function Situations() {
	return (
		<section aria-labelledby="emergency-situations" className="bg-muted py-14">
			<div className="container-page">
				<SectionHeading id="emergency-situations" title={emergencySituationsCopy.heading} text={emergencySituationsCopy.text} />
				<FeatureGrid
					look="emergency"
					label="Emergency situations"
					items={emergencySituations.map((situation) => ({
						title: situation.title,
						description: situation.description,
						icon: siteIcons[situation.icon],
					}))}
				/>
			</div>
		</section>
	)
}

export function GasWarning() {
	return (
		<section aria-labelledby="emergency-gas" className="container-page py-14">
			<div className="rounded-xl border-2 border-amber-500 bg-amber-50 p-6 sm:p-8">
				<h2 id="emergency-gas" className="flex items-start gap-3 text-2xl font-bold text-amber-950">
					<TriangleAlert aria-hidden className="mt-1 size-7 shrink-0 text-amber-700" />
					{gasWarning.heading}
				</h2>
				<p className="mt-3 text-amber-950">{gasWarning.intro}</p>
				<ol className="mt-4 list-decimal space-y-1.5 pl-6 text-amber-950">
					{gasWarning.steps.map((step) => (
						<li key={step}>{step}</li>
					))}
				</ol>
				<p className="mt-6">
					<Button asChild variant="default" size="lg">
						<a href={gasEmergencyTel}>
							<Phone aria-hidden />
							{gasWarning.callLabel}
						</a>
					</Button>
				</p>
				<p className="mt-4 text-sm text-amber-950">{gasWarning.carbonMonoxide}</p>
			</div>
		</section>
	)
}

export function CoverageAreas({ areas }: { areas: readonly CoverageArea[] }) {
	return (
		<section aria-labelledby="emergency-coverage" className="bg-muted py-14">
			<div className="container-page">
				<SectionHeading id="emergency-coverage" title={emergencyCoverage.heading} text={emergencyCoverage.body} />
				<PlaceList places={areas} label="Coverage areas" className="mx-auto mt-8 max-w-4xl grid-cols-2 sm:grid-cols-3 md:grid-cols-5" />
				<p className="mx-auto mt-6 max-w-2xl text-center text-sm text-muted-foreground">{emergencyCoverage.extended}</p>
			</div>
		</section>
	)
}

/** Call-out charges as stored in settings.emergency_pricing. */
export function Pricing({ pricing }: { pricing: EmergencyPricing }) {
	return (
		<section aria-labelledby="emergency-pricing" className="container-page py-14">
			<SectionHeading id="emergency-pricing" title={emergencyPricing.heading} text={emergencyPricing.intro} />
			<StatTiles
				className="mx-auto mt-10 max-w-4xl gap-5 md:grid-cols-3"
				valueClassName="text-4xl text-foreground"
				items={emergencyPricing.bands.map((band) => ({
					label: band.label,
					value: <span data-pricing={band.key}>{formatPounds(pricing[band.key])}</span>,
				}))}
			/>
			<p className="mx-auto mt-6 max-w-2xl text-center font-semibold">
				{pricing.first_hour_included ? emergencyPricing.firstHourIncludedNote : emergencyPricing.firstHourExcludedNote}
			</p>
			<p className="mx-auto mt-2 max-w-2xl text-center text-sm text-muted-foreground">{emergencyPricing.footnote}</p>
		</section>
	)
}

export function EmergencyClosing(contact: Contact) {
	return (
		<CallToActionBand id="emergency-closing" heading={emergencyClosing.heading} text={emergencyClosing.body}>
			<CallButtons {...contact} callLabel={emergencyClosing.callLabel} whatsappLabel={emergencyClosing.whatsappLabel} />
		</CallToActionBand>
	)
}
