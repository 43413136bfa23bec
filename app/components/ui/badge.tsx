import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'

import { cn } from '#app/utils/cn.ts'

const badgeVariants = cva(
	'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap [&_svg]:size-3',
	{
		variants: {
			variant: {
				default: 'border-transparent bg-primary text-primary-foreground',
				secondary: 'border-transparent bg-primary-soft text-primary',
				outline: 'border-border text-foreground',
				cta: 'border-transparent bg-cta text-cta-foreground',
				emergency: 'border-transparent bg-emergency text-emergency-foreground',
				success: 'border-transparent bg-green-100 text-green-900',
				warning: 'border-transparent bg-amber-100 text-amber-900',
			},
		},
		defaultVariants: { variant: 'default' },
	},
)

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>

export function Badge({ className, variant, ...props }: BadgeProps) {
	return <span className={cn(badgeVariants({ variant }), className)} {...props} />
}
