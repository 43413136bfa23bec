import { cva, type VariantProps } from 'class-variance-authority'
import { Slot } from 'radix-ui'
import type { ComponentProps } from 'react'

import { cn } from '#app/utils/cn.ts'

const buttonVariants = cva(
	'inline-flex shrink-0 items-center justify-center gap-2 max-w-full rounded-md text-center font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
	{
		variants: {
			variant: {
				default: 'bg-primary text-primary-foreground hover:bg-primary/90',
				cta: 'bg-cta text-cta-foreground hover:bg-cta-hover',
				emergency: 'bg-emergency text-emergency-foreground hover:bg-emergency-hover',
				/** The admin's confirm button of a delete or removal (DestructiveConfirmation), and nothing else. */
				destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive-hover',
				outline: 'border border-border bg-background text-foreground hover:bg-muted',
				'outline-inverse': 'border border-white/70 text-white hover:bg-white/10',
				secondary: 'bg-muted text-foreground hover:bg-border',
				ghost: 'text-foreground hover:bg-muted',
				link: 'text-primary underline-offset-4 hover:underline',
			},
			size: {
				default: 'min-h-11 px-4 py-2 text-sm',
				sm: 'min-h-9 px-3 text-sm',
				lg: 'min-h-12 px-6 text-base',
				icon: 'size-11',
			},
		},
		defaultVariants: { variant: 'default', size: 'default' },
	},
)

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean }

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
	const Component = asChild ? Slot.Root : 'button'
	return <Component className={cn(buttonVariants({ variant, size }), className)} {...props} />
}
