import {
	Bath,
	ChefHat,
	Droplets,
	Flame,
	Grid3x3,
	Hammer,
	House,
	Paintbrush,
	Wrench,
	Zap,
	type IconComponent,
} from '#app/components/ui/icon.tsx'

const icons: Record<string, IconComponent> = {
	kitchens: ChefHat,
	bathrooms: Bath,
	refurbishment: House,
	plumbing: Droplets,
	electrical: Zap,
	heating: Flame,
	carpentry: Hammer,
	decorating: Paintbrush,
	tiling: Grid3x3,
	repairs: Wrench,
}

/** The icon of a service slug (a spanner for services without their own). */
export function ServiceIcon({ slug, className }: { slug: string; className?: string }) {
	const Icon = icons[slug] ?? Wrench
	return <Icon aria-hidden className={className} />
}
