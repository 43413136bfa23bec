import * as arrowLeftData from 'lucide-react/icons/arrow-left'
import * as arrowRightData from 'lucide-react/icons/arrow-right'
import * as awardData from 'lucide-react/icons/award'
import * as bathData from 'lucide-react/icons/bath'
import * as building2Data from 'lucide-react/icons/building-complex'
import * as calendarCheckData from 'lucide-react/icons/calendar-check'
import * as calendarDaysData from 'lucide-react/icons/calendar-days'
import * as chefHatData from 'lucide-react/icons/chef-hat'
import * as chevronDownData from 'lucide-react/icons/chevron-down'
import * as chevronLeftData from 'lucide-react/icons/chevron-left'
import * as chevronRightData from 'lucide-react/icons/chevron-right'
import * as checkCircle2Data from 'lucide-react/icons/circle-check'
import * as circleCheckData from 'lucide-react/icons/circle-check'
import * as circleAlertData from 'lucide-react/icons/circle-exclamation-point'
import * as circleXData from 'lucide-react/icons/circle-x'
import * as clockData from 'lucide-react/icons/clock'
import * as cloudRainData from 'lucide-react/icons/cloud-rain'
import * as downloadData from 'lucide-react/icons/download'
import * as dropletData from 'lucide-react/icons/droplet'
import * as dropletsData from 'lucide-react/icons/droplets'
import * as externalLinkData from 'lucide-react/icons/external-link'
import * as fileUpData from 'lucide-react/icons/file-up'
import * as flameData from 'lucide-react/icons/flame'
import * as grid3x3Data from 'lucide-react/icons/grid-3x3'
import * as hammerData from 'lucide-react/icons/hammer'
import * as hardHatData from 'lucide-react/icons/hard-hat'
import * as homeData from 'lucide-react/icons/house'
import * as houseData from 'lucide-react/icons/house'
import * as imagePlusData from 'lucide-react/icons/image-plus'
import * as imageUpData from 'lucide-react/icons/image-up'
import * as landmarkData from 'lucide-react/icons/landmark'
import * as loader2Data from 'lucide-react/icons/loader-circle'
import * as loaderCircleData from 'lucide-react/icons/loader-circle'
import * as lockData from 'lucide-react/icons/lock'
import * as lockKeyholeData from 'lucide-react/icons/lock-keyhole'
import * as logOutData from 'lucide-react/icons/log-out'
import * as mailData from 'lucide-react/icons/mail'
import * as mailXData from 'lucide-react/icons/mail-x'
import * as mapPinData from 'lucide-react/icons/map-pin'
import * as menuData from 'lucide-react/icons/menu'
import * as messageCircleData from 'lucide-react/icons/message-circle'
import * as messageSquareTextData from 'lucide-react/icons/message-square-text'
import * as paintbrushData from 'lucide-react/icons/paintbrush'
import * as pencilData from 'lucide-react/icons/pencil'
import * as phoneData from 'lucide-react/icons/phone'
import * as plusData from 'lucide-react/icons/plus'
import * as poundSterlingData from 'lucide-react/icons/pound-sterling'
import * as rotateCwData from 'lucide-react/icons/rotate-cw'
import * as searchData from 'lucide-react/icons/search'
import * as sendData from 'lucide-react/icons/send'
import * as shieldCheckData from 'lucide-react/icons/shield-check'
import * as sirenData from 'lucide-react/icons/siren'
import * as sparklesData from 'lucide-react/icons/sparkles'
import * as starData from 'lucide-react/icons/star'
import * as tagData from 'lucide-react/icons/tag'
import * as thermometerData from 'lucide-react/icons/thermometer'
import * as toiletData from 'lucide-react/icons/toilet'
import * as trash2Data from 'lucide-react/icons/trash'
import * as alertTriangleData from 'lucide-react/icons/triangle-exclamation-point'
import * as triangleAlertData from 'lucide-react/icons/triangle-exclamation-point'
import * as trophyData from 'lucide-react/icons/trophy'
import * as uploadData from 'lucide-react/icons/upload'
import * as userData from 'lucide-react/icons/user'
import * as wrenchData from 'lucide-react/icons/wrench'
import * as xData from 'lucide-react/icons/x'
import * as xIconData from 'lucide-react/icons/x'
import * as zapData from 'lucide-react/icons/zap'
import type { ComponentProps, ReactElement } from 'react'

/**
 * Lucide's icons, drawn the way lucide-react draws them (same attributes and
 * classes) but with their inner shapes as one precomputed string: a page of
 * cards shows a hundred icons, and building each one's child elements on
 * every render was a tenth of the cost of rendering a page.
 */
type IconShape = [tag: string, attributes: Record<string, string | number>, children?: IconShape[]]
type IconData = { name: string; size?: number; node: IconShape[]; aliases?: unknown[] }

export type IconProps = Omit<ComponentProps<'svg'>, 'children' | 'dangerouslySetInnerHTML'> & { size?: number | string }
export type IconComponent = ((props: IconProps) => ReactElement) & { displayName?: string }

const escapeAttribute = (value: string | number) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

export function iconMarkup(shapes: IconShape[]): string {
	return shapes
		.map(([tag, attributes, children]) => {
			const attrs = Object.entries(attributes)
				.filter(([name]) => name !== 'key')
				.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
				.join('')
			return `<${tag}${attrs}>${children ? iconMarkup(children) : ''}</${tag}>`
		})
		.join('')
}

// Like lucide-react: an icon with an accessible name or role is not hidden from assistive technology.
function isLabelled(props: Record<string, unknown>) {
	for (const name in props) if (props[name] != null && (name.startsWith('aria-') || name === 'role' || name === 'title')) return true
	return false
}

function icon(module: object): IconComponent {
	// lucide-react's per-icon modules export their shapes as __iconData (not in its types).
	const data = (module as { __iconData?: IconData }).__iconData
	if (!data) throw new Error('lucide-react no longer exports __iconData from its icon modules: update app/components/ui/icon.tsx')
	const inner = { __html: iconMarkup(data.node) }
	const viewBox = `0 0 ${data.size ?? 24} ${data.size ?? 24}`
	const aliases = (data.aliases ?? []).flatMap((alias) => (typeof alias === 'string' && alias.trim() ? [`lucide-${alias}`] : []))
	const baseClass = ['lucide', `lucide-${data.name}`, ...aliases].join(' ')
	const Icon: IconComponent = ({ size = 24, strokeWidth = 2, className, ...props }) => (
		<svg
			xmlns="http://www.w3.org/2000/svg"
			width={size}
			height={size}
			viewBox={viewBox}
			fill="none"
			stroke="currentColor"
			strokeWidth={strokeWidth}
			strokeLinecap="round"
			strokeLinejoin="round"
			className={className ? `${baseClass} ${className}` : baseClass}
			aria-hidden={isLabelled(props) ? undefined : 'true'}
			{...props}
			dangerouslySetInnerHTML={inner}
		/>
	)
	Icon.displayName = data.name
	return Icon
}

export const AlertTriangle = icon(alertTriangleData)
export const ArrowLeft = icon(arrowLeftData)
export const ArrowRight = icon(arrowRightData)
export const Award = icon(awardData)
export const Bath = icon(bathData)
export const Building2 = icon(building2Data)
export const CalendarCheck = icon(calendarCheckData)
export const CalendarDays = icon(calendarDaysData)
export const CheckCircle2 = icon(checkCircle2Data)
export const ChefHat = icon(chefHatData)
export const ChevronDown = icon(chevronDownData)
export const ChevronLeft = icon(chevronLeftData)
export const ChevronRight = icon(chevronRightData)
export const CircleAlert = icon(circleAlertData)
export const CircleCheck = icon(circleCheckData)
export const CircleX = icon(circleXData)
export const Clock = icon(clockData)
export const CloudRain = icon(cloudRainData)
export const Download = icon(downloadData)
export const Droplet = icon(dropletData)
export const Droplets = icon(dropletsData)
export const ExternalLink = icon(externalLinkData)
export const FileUp = icon(fileUpData)
export const Flame = icon(flameData)
export const Grid3x3 = icon(grid3x3Data)
export const Hammer = icon(hammerData)
export const HardHat = icon(hardHatData)
export const Home = icon(homeData)
export const House = icon(houseData)
export const ImagePlus = icon(imagePlusData)
export const ImageUp = icon(imageUpData)
export const Landmark = icon(landmarkData)
export const Loader2 = icon(loader2Data)
export const LoaderCircle = icon(loaderCircleData)
export const Lock = icon(lockData)
export const LockKeyhole = icon(lockKeyholeData)
export const LogOut = icon(logOutData)
export const Mail = icon(mailData)
export const MailX = icon(mailXData)
export const MapPin = icon(mapPinData)
export const Menu = icon(menuData)
export const MessageCircle = icon(messageCircleData)
export const MessageSquareText = icon(messageSquareTextData)
export const Paintbrush = icon(paintbrushData)
export const Pencil = icon(pencilData)
export const Phone = icon(phoneData)
export const Plus = icon(plusData)
export const PoundSterling = icon(poundSterlingData)
export const RotateCw = icon(rotateCwData)
export const Search = icon(searchData)
export const Send = icon(sendData)
export const ShieldCheck = icon(shieldCheckData)
export const Siren = icon(sirenData)
export const Sparkles = icon(sparklesData)
export const Star = icon(starData)
export const Tag = icon(tagData)
export const Thermometer = icon(thermometerData)
export const Toilet = icon(toiletData)
export const Trash2 = icon(trash2Data)
export const TriangleAlert = icon(triangleAlertData)
export const Trophy = icon(trophyData)
export const Upload = icon(uploadData)
export const User = icon(userData)
export const Wrench = icon(wrenchData)
export const X = icon(xData)
export const XIcon = icon(xIconData)
export const Zap = icon(zapData)
