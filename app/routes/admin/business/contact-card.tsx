import { editorFields } from '#app/components/admin/editable-list.tsx'
import { FieldGroup, SettingsForm } from '#app/components/admin/settings-form.tsx'
import { InputField, SelectField, TextareaField } from '#app/components/ui/field.tsx'
import type { FormFailure } from '#app/domain/form.ts'
import {
	businessDetailsFormValues,
	dayStateLabel,
	dayStates,
	detailsLimits,
	hoursField,
	profileField,
	type BusinessDetails,
} from '#app/domain/settings/business-details-form.ts'
import { dayName, profilePlatformNames, profilePlatforms, weekdays } from '#app/domain/settings/opening-hours.ts'

/** The intent of the card's Save: the action tells this form from the facts form by it, and so do its refusals. */
export const DETAILS_INTENT = 'save-details'
/** The saved notice's key after this card's save (the facts form has "updated"). */
export const DETAILS_SAVED = 'details'

/**
 * The Business tab's "Contact & hours" card (issue 23): what every public page,
 * the e-mails and the JSON-LD state about reaching the firm. Its own form and
 * Save, so a slip in the facts below never blocks a new phone number.
 */
export function ContactCard({
	details,
	loadError,
	failure,
}: {
	details: BusinessDetails
	loadError: string | null
	failure: FormFailure | undefined
}) {
	const stored = businessDetailsFormValues(details)
	const { field } = editorFields(failure)
	const input = (name: string) => field(name, stored[name])
	return (
		<SettingsForm
			id="details"
			title="Contact & hours"
			description="The trading name, phone, e-mail, address, opening hours and profile links the whole public site states: the top bar, header, footer, contact and emergency pages, e-mails and search results. A change shows on the next visit, without a restart."
			savedMessage="Contact details and hours updated successfully"
			saved={DETAILS_SAVED}
			intent={DETAILS_INTENT}
			submitLabel="Save contact & hours"
			loadError={loadError}
			failure={failure}
		>
			<FieldGroup title="Contact" hint="UK numbers may be typed any usual way; the site shows them grouped, e.g. 020 7946 0000.">
				<div className="grid gap-4 sm:grid-cols-2">
					<InputField
						label="Trading name"
						maxLength={detailsLimits.name}
						required
						autoComplete="organization"
						{...input('business_name')}
					/>
					<InputField
						label="Phone"
						type="tel"
						inputMode="tel"
						maxLength={detailsLimits.phone}
						required
						autoComplete="tel"
						{...input('phone')}
					/>
					<InputField
						label="Office e-mail"
						type="email"
						maxLength={detailsLimits.email}
						required
						autoComplete="email"
						{...input('office_email')}
					/>
					<InputField label="Address" maxLength={detailsLimits.address} required autoComplete="street-address" {...input('address')} />
				</div>
			</FieldGroup>
			<FieldGroup
				title="Opening hours"
				hint="London time. The times are used only on open days; a day can also be closed, or emergencies only (the emergency line answers)."
			>
				<div className="grid gap-4">
					{weekdays.map((day) => (
						<div key={day} className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,12rem)_8rem_8rem] sm:items-start">
							<SelectField
								className="col-span-2 sm:col-span-1"
								label={dayName(day)}
								choices={dayStates}
								choiceLabel={(state) => dayStateLabel[state]}
								{...input(hoursField(day, 'state'))}
							/>
							{(['opens', 'closes'] as const).map((part) => (
								<InputField
									key={part}
									label={
										<>
											<span className="sr-only">{dayName(day)} </span>
											{part === 'opens' ? 'Opens' : 'Closes'}
										</>
									}
									type="time"
									{...input(hoursField(day, part))}
								/>
							))}
						</div>
					))}
				</div>
				<TextareaField
					label="Emergency note"
					hint="One line about the emergency line, e.g. “Emergency line answered 24/7, 365 days a year” (blank: those words)."
					rows={2}
					maxLength={detailsLimits.note}
					{...input('emergency_note')}
				/>
			</FieldGroup>
			<FieldGroup
				title="Profile links"
				hint="Your pages on review and listing sites (https addresses). Each one set gets a tile on the Reviews page and is linked for search engines; leave the others blank."
			>
				<div className="grid gap-4 sm:grid-cols-2">
					{profilePlatforms.map((platform) => (
						<InputField
							key={platform}
							label={profilePlatformNames[platform]}
							type="url"
							inputMode="url"
							placeholder="https://"
							maxLength={detailsLimits.url}
							{...input(profileField(platform))}
						/>
					))}
				</div>
			</FieldGroup>
		</SettingsForm>
	)
}
