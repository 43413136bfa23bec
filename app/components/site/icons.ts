import {
	Award,
	Bath,
	Building2,
	ChefHat,
	Clock,
	CloudRain,
	Droplet,
	Droplets,
	Flame,
	Hammer,
	House,
	Landmark,
	Lock,
	ShieldCheck,
	Thermometer,
	Toilet,
	Wrench,
	Zap,
	type IconComponent,
} from '#app/components/ui/icon.tsx'

/**
 * The icons the content modules name (area services, emergency situations,
 * about values), imported one by one to keep the bundle small. Content types
 * its icon fields with `SiteIconName`, so a misspelt name fails type-checking.
 */
export const siteIcons = {
	Award,
	Bath,
	Building2,
	ChefHat,
	Clock,
	CloudRain,
	Droplet,
	Droplets,
	Flame,
	Hammer,
	House,
	Landmark,
	Lock,
	ShieldCheck,
	Thermometer,
	Toilet,
	Wrench,
	Zap,
} satisfies Record<string, IconComponent>

export type SiteIconName = keyof typeof siteIcons
