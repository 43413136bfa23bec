import { editorFields, type EditorFailure } from '#app/components/admin/editable-list.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { InputField, SelectField, TextareaField } from '#app/components/ui/field.tsx'
import { Switch } from '#app/components/ui/switch.tsx'
import { geographicRelevanceValues, linkStrengthValues, localSeoAreas } from '#app/domain/local-seo/rules.ts'
import { localSeoLimits } from '#app/domain/local-seo/schema.ts'
import { sentenceCase } from '#app/utils/format.ts'

import type { Route } from '../+types/local-seo.ts'
import { LocalSeoCard, LocalSeoForm, type ListParts } from './parts.tsx'

type InternalLink = Route.ComponentProps['loaderData']['links'][number]

/** An area value as the public dashboard's filter names it ("maida-vale" → "Maida Vale"). */
export const areaLabel = (value: string) => localSeoAreas.find((area) => area.value === value)?.label ?? value

export function InternalLinkCard({ link }: { link: InternalLink }) {
	const name = `link “${link.anchorText}” from ${link.sourcePage}`
	return (
		<LocalSeoCard
			kind="link"
			id={link.id}
			heading={link.anchorText}
			name={name}
			details={
				<>
					<span className="break-all">
						{link.sourcePage} → {link.targetPage}
					</span>
					<Badge variant={link.linkStrength === 'strong' ? 'success' : 'secondary'}>{sentenceCase(link.linkStrength)}</Badge>
					{link.geographicRelevance ? <Badge variant="outline">{areaLabel(link.geographicRelevance)}</Badge> : null}
				</>
			}
			state={{
				checked: link.isActive,
				onText: 'Active',
				offText: 'Inactive',
				intent: 'activate',
				field: 'is_active',
				label: `Active: ${name}`,
			}}
			note={`Added ${link.addedLabel}`}
			question="Delete this internal link?"
		>
			{link.linkContext ? <p className="text-sm whitespace-pre-line text-muted-foreground">{link.linkContext}</p> : null}
		</LocalSeoCard>
	)
}

/** The create form (active, strength standard) or the edit form of one link. */
export function InternalLinkForm({ link, failure }: { link?: InternalLink; failure?: EditorFailure }) {
	const { checked, field } = editorFields(failure)
	return (
		<LocalSeoForm kind="link" record={link} title={link ? `Edit link “${link.anchorText}”` : 'New internal link'} failure={failure}>
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
			<TextareaField
				label="Link context"
				hint="The sentence around the link."
				className="sm:col-span-2"
				rows={2}
				maxLength={localSeoLimits.link_context}
				{...field('link_context', link?.linkContext)}
			/>
			<SelectField
				label="Geographic relevance"
				choices={geographicRelevanceValues}
				choiceLabel={areaLabel}
				none="None"
				{...field('geographic_relevance', link?.geographicRelevance)}
			/>
			<SelectField
				label="Strength"
				choices={linkStrengthValues}
				choiceLabel={sentenceCase}
				{...field('link_strength', link?.linkStrength ?? 'standard')}
			/>
			<Switch
				name="is_active"
				label="Active"
				onText="Active"
				offText="Inactive"
				defaultChecked={checked('is_active', link?.isActive ?? true)}
			/>
		</LocalSeoForm>
	)
}

/** The links list: active ones counted. */
export const internalLinksList: ListParts<InternalLink> = {
	state: { label: 'active', isOn: (link) => link.isActive, note: 'Only active links show on the website.' },
	card: (link) => <InternalLinkCard link={link} />,
	form: (link, failure) => <InternalLinkForm link={link} failure={failure} />,
}
