import type { MouseEventHandler } from 'react'

import { Button, type ButtonProps } from '#app/components/ui/button.tsx'
import { Phone, type IconComponent } from '#app/components/ui/icon.tsx'
import { telHref } from '#app/domain/settings/contact.ts'

/**
 * A button that calls `phone`. It reads "{label}: {number}" ("Call Now: 020
 * 7946 0000"), "Call {number}" without a label, or the label alone with
 * `showNumber={false}` (where the number is shown nearby or space is short).
 */
export function CallButton({
	phone,
	label,
	showNumber = true,
	icon: Icon = Phone,
	variant = 'outline-inverse',
	size = 'lg',
	className,
	onClick,
}: {
	phone: string
	label?: string
	showNumber?: boolean
	icon?: IconComponent
	variant?: ButtonProps['variant']
	size?: ButtonProps['size']
	className?: string
	onClick?: MouseEventHandler<HTMLAnchorElement>
}) {
	// The words may wrap on a narrow screen; the number never does (one span, so a line breaks only between words).
	const number = <span className="whitespace-nowrap">{phone}</span>
	return (
		<Button asChild variant={variant} size={size} className={className}>
			<a href={telHref(phone)} onClick={onClick}>
				<Icon aria-hidden />
				{!label ? (
					<span>Call {number}</span>
				) : showNumber ? (
					<span>
						{label}: {number}
					</span>
				) : (
					label
				)}
			</a>
		</Button>
	)
}
