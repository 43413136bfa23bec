import {
	DeleteConfirmation,
	DeleteLink,
	editorFields,
	EditorForm,
	ListTab,
	RecordCard,
	type EditorFailure,
} from '#app/components/admin/editable-list.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Field, InputField } from '#app/components/ui/field.tsx'
import { Select } from '#app/components/ui/select.tsx'
import { Switch } from '#app/components/ui/switch.tsx'
import { Textarea } from '#app/components/ui/textarea.tsx'
import { sentenceCase } from '#app/utils/format.ts'
import { geographicRelevanceValues, linkStrengthValues, localSeoAreas } from '#app/utils/local-seo.ts'

import type { Route } from '../+types/local-seo.ts'
import { AddLink, messagesFor } from './parts.tsx'
import { localSeoLimits } from './schema.ts'

type InternalLink = Route.ComponentProps['loaderData']['links'][number]

/** An area value as the public dashboard's filter names it ("maida-vale" → "Maida Vale"). */
export const areaLabel = (value: string) => localSeoAreas.find((area) => area.value === value)?.label ?? value

export function InternalLinkCard({ link }: { link: InternalLink }) {
	const name = `link “${link.anchorText}” from ${link.sourcePage}`
	return (
		<RecordCard
			id={link.id}
			headingId={`link-${link.id}`}
			heading={link.anchorText}
			details={
				<p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
					<span className="break-all">
						{link.sourcePage} → {link.targetPage}
					</span>
					<Badge variant={link.linkStrength === 'strong' ? 'success' : 'secondary'}>{sentenceCase(link.linkStrength)}</Badge>
					{link.geographicRelevance ? <Badge variant="outline">{areaLabel(link.geographicRelevance)}</Badge> : null}
				</p>
			}
			state={{
				checked: link.isActive,
				onText: 'Active',
				offText: 'Inactive',
				intent: 'activate',
				field: 'is_active',
				label: `Active: ${name}`,
			}}
			footerNote={<p className="text-xs text-muted-foreground">Added {link.addedLabel}</p>}
			editLabel={`Edit ${name}`}
			actions={<DeleteLink id={link.id} name={name} />}
		>
			{link.linkContext ? <p className="text-sm whitespace-pre-line text-muted-foreground">{link.linkContext}</p> : null}
			<DeleteConfirmation id={link.id} question="Delete this internal link?" />
		</RecordCard>
	)
}

/** The create form (active, strength standard) or the edit form of one link. */
export function InternalLinkForm({ link, failure }: { link?: InternalLink; failure?: EditorFailure }) {
	const { errors, value, checked, field } = editorFields(failure)
	return (
		<EditorForm
			headingId={link ? `edit-link-${link.id}` : 'new-link'}
			title={link ? `Edit link “${link.anchorText}”` : 'New internal link'}
			recordId={link?.id}
			failure={failure}
		>
			<div className="grid gap-5 sm:grid-cols-2">
				<InputField
					label="Source page"
					required
					hint="A path of this site, e.g. /"
					maxLength={localSeoLimits.page}
					{...field('source_page', link?.sourcePage)}
					autoFocus
				/>
				<InputField
					label="Target page"
					required
					hint="e.g. /services/kitchens"
					maxLength={localSeoLimits.page}
					{...field('target_page', link?.targetPage)}
				/>
				<InputField
					label="Anchor text"
					required
					className="sm:col-span-2"
					maxLength={localSeoLimits.anchor_text}
					{...field('anchor_text', link?.anchorText)}
				/>
				<Field label="Link context" hint="The sentence around the link." className="sm:col-span-2" error={errors.link_context}>
					{(control) => (
						<Textarea
							{...control}
							name="link_context"
							rows={2}
							maxLength={localSeoLimits.link_context}
							defaultValue={value('link_context', link?.linkContext)}
						/>
					)}
				</Field>
				<Field label="Geographic relevance" error={errors.geographic_relevance}>
					{(control) => (
						<Select {...control} name="geographic_relevance" defaultValue={value('geographic_relevance', link?.geographicRelevance)}>
							<option value="">None</option>
							{geographicRelevanceValues.map((area) => (
								<option key={area} value={area}>
									{areaLabel(area)}
								</option>
							))}
						</Select>
					)}
				</Field>
				<Field label="Strength" error={errors.link_strength}>
					{(control) => (
						<Select {...control} name="link_strength" defaultValue={value('link_strength', link?.linkStrength ?? 'standard')}>
							{linkStrengthValues.map((strength) => (
								<option key={strength} value={strength}>
									{sentenceCase(strength)}
								</option>
							))}
						</Select>
					)}
				</Field>
				<Switch
					name="is_active"
					label="Active"
					onText="Active"
					offText="Inactive"
					defaultChecked={checked('is_active', link?.isActive ?? true)}
				/>
			</div>
		</EditorForm>
	)
}

/** The links list of the tab, on the admin kit. */
export function InternalLinksTab({
	items,
	loadError,
	failure,
}: {
	items: InternalLink[]
	loadError: string | null
	failure: EditorFailure | undefined
}) {
	return (
		<ListTab
			loadError={loadError}
			failure={failure}
			items={items}
			title="Internal Links"
			noun="Internal link"
			messages={messagesFor('Internal link')}
			state={{ label: 'active', isOn: (link) => link.isActive, note: 'Only active links show on the website.' }}
			headerAction={<AddLink noun="internal link" />}
			empty="No internal links yet. Add the first one."
			card={(link) => <InternalLinkCard link={link} />}
			form={(link, failure) => <InternalLinkForm link={link} failure={failure} />}
		/>
	)
}
