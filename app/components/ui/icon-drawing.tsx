import type { ComponentProps, ReactElement } from 'react'

export type IconProps = Omit<ComponentProps<'svg'>, 'children' | 'dangerouslySetInnerHTML'> & { size?: number | string }
export type IconComponent = ((props: IconProps) => ReactElement) & { displayName?: string }

// As lucide-react does: an icon with an accessible name or a role is not hidden from assistive technology.
function isLabelled(props: Record<string, unknown>) {
	for (const name in props) if (props[name] != null && (name.startsWith('aria-') || name === 'role' || name === 'title')) return true
	return false
}

/**
 * An icon drawn as lucide-react draws it (same attributes, same classes), its
 * inner shapes one string made once by scripts/generate-icons.ts: a page of
 * cards draws a hundred icons, and building each one's child elements on every
 * render cost a fifth of rendering such a page (decision 0036).
 */
export function icon(name: string, baseClass: string, shapes: string): IconComponent {
	const inner = { __html: shapes }
	const Icon: IconComponent = ({ size = 24, strokeWidth = 2, className, ...props }) => (
		<svg
			xmlns="http://www.w3.org/2000/svg"
			width={size}
			height={size}
			viewBox="0 0 24 24"
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
	Icon.displayName = name
	return Icon
}
