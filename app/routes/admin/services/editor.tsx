import { useState } from 'react'

import { editorFields, EditorForm, RecordCard, type EditorFailure } from '#app/components/admin/editable-list.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { ExternalLink } from '#app/components/ui/icon.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { Switch } from '#app/components/ui/switch.tsx'
import { Textarea } from '#app/components/ui/textarea.tsx'
import { serviceLimits } from '#app/domain/service/schema.ts'
import { serviceSlug } from '#app/domain/slug.ts'
import { formatPounds } from '#app/utils/format.ts'

import type { Route } from '../+types/services.ts'

/** A service as the Services tab's loader sends it. */
type AdminService = Route.ComponentProps['loaderData']['items'][number]

export function ServiceCard({ service }: { service: AdminService }) {
	return (
		<RecordCard
			id={service.id}
			headingId={`service-${service.id}`}
			heading={service.name}
			details={
				<p className="text-sm text-muted-foreground">
					/services/{service.slug}
					{service.basePriceFrom !== null ? ` · from ${formatPounds(service.basePriceFrom)}` : ' · no price shown'}
				</p>
			}
			state={{
				checked: service.isActive,
				onText: 'Active',
				offText: 'Inactive',
				intent: 'activate',
				field: 'is_active',
				label: `Active: ${service.name}`,
			}}
			footerNote={
				service.isActive ? (
					<a
						href={`/services/${service.slug}`}
						target="_blank"
						rel="noreferrer"
						className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary underline-offset-4 hover:underline"
					>
						View page<span className="sr-only"> for {service.name} (opens in a new tab)</span>
						<ExternalLink aria-hidden className="size-4" />
					</a>
				) : (
					<p className="text-sm text-muted-foreground">Hidden from the website while inactive.</p>
				)
			}
			editLabel={`Edit ${service.name}`}
		>
			{service.summary ? <p className="line-clamp-2 text-sm text-muted-foreground">{service.summary}</p> : null}
		</RecordCard>
	)
}

/**
 * Name and slug. For a new service the slug follows the name while typing
 * (the spec's slug rule) until the admin types a slug of their own; left
 * empty, the server makes it from the name.
 */
function NameAndSlug({
	isNew,
	name: initialName,
	slug: initialSlug,
	errors,
}: {
	isNew: boolean
	name: string
	slug: string
	errors: Record<string, string | undefined>
}) {
	const [name, setName] = useState(initialName)
	const [slug, setSlug] = useState(initialSlug)
	const [slugTyped, setSlugTyped] = useState(!isNew || initialSlug !== '')
	return (
		<>
			<Field label="Name" required error={errors.name}>
				{(control) => (
					<Input
						{...control}
						name="name"
						required
						maxLength={serviceLimits.name}
						value={name}
						autoFocus
						onChange={(event) => {
							setName(event.target.value)
							if (!slugTyped) setSlug(serviceSlug(event.target.value))
						}}
					/>
				)}
			</Field>
			<Field
				label="Slug"
				hint={`The page address: /services/${slug || serviceSlug(name) || '…'}. Lowercase letters, digits and hyphens; left empty, it is made from the name.`}
				error={errors.slug}
			>
				{(control) => (
					<Input
						{...control}
						name="slug"
						maxLength={serviceLimits.slug}
						value={slug}
						spellCheck={false}
						autoCapitalize="none"
						onChange={(event) => {
							setSlug(event.target.value)
							setSlugTyped(event.target.value !== '')
						}}
					/>
				)}
			</Field>
		</>
	)
}

const priceInput = (price: number | null | undefined) => (price === null || price === undefined ? '' : price.toFixed(2))

export function ServiceForm({ service, failure }: { service?: AdminService; failure?: EditorFailure }) {
	const { errors, value, checked } = editorFields(failure)
	const headingId = service ? `edit-service-${service.id}` : 'new-service'
	return (
		<EditorForm headingId={headingId} title={service ? `Edit ${service.name}` : 'New service'} recordId={service?.id} failure={failure}>
			<div className="grid gap-5 sm:grid-cols-2">
				<NameAndSlug isNew={!service} name={value('name', service?.name)} slug={value('slug', service?.slug)} errors={errors} />
				<Field
					label="Summary"
					hint="One or two sentences for cards and the page introduction."
					className="sm:col-span-2"
					error={errors.summary}
				>
					{(control) => (
						<Textarea
							{...control}
							name="summary"
							rows={2}
							maxLength={serviceLimits.summary}
							defaultValue={value('summary', service?.summary)}
						/>
					)}
				</Field>
				<Field label="Description" hint="Paragraphs separated by a blank line." className="sm:col-span-2" error={errors.description}>
					{(control) => (
						<Textarea
							{...control}
							name="description"
							rows={6}
							maxLength={serviceLimits.description}
							defaultValue={value('description', service?.description)}
						/>
					)}
				</Field>
				<Field label="Price from (£)" hint="Pounds, e.g. 95 or 95.50. Leave empty to show no price." error={errors.base_price_from}>
					{(control) => (
						<Input
							{...control}
							name="base_price_from"
							type="number"
							inputMode="decimal"
							min={0}
							max={serviceLimits.base_price_from}
							step={0.01}
							defaultValue={value('base_price_from', priceInput(service?.basePriceFrom))}
						/>
					)}
				</Field>
				<div className="grid content-end">
					<Switch
						name="is_active"
						label="Active"
						onText="Active"
						offText="Inactive"
						defaultChecked={checked('is_active', service?.isActive ?? true)}
					/>
				</div>
				<Field
					label="Hero image"
					hint="An https:// address or a /media/ path; leave empty for none."
					className="sm:col-span-2"
					error={errors.hero_image}
				>
					{(control) => (
						<Input
							{...control}
							name="hero_image"
							type="text"
							inputMode="url"
							maxLength={serviceLimits.hero_image}
							spellCheck={false}
							defaultValue={value('hero_image', service?.heroImage)}
						/>
					)}
				</Field>
			</div>
		</EditorForm>
	)
}
