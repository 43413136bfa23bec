import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'

import { cn } from '#app/utils/cn.ts'

const alertVariants = cva('rounded-lg border p-4 text-sm [&_svg]:size-5 [&_svg]:shrink-0', {
	variants: {
		variant: {
			info: 'border-border bg-muted text-foreground',
			success: 'border-green-300 bg-green-50 text-green-950',
			error: 'border-red-300 bg-emergency-soft text-red-950',
		},
	},
	defaultVariants: { variant: 'info' },
})

/** A status message in the page (the no-JavaScript counterpart of a toast). */
export function Alert({ className, variant, ...props }: ComponentProps<'div'> & VariantProps<typeof alertVariants>) {
	return <div role={variant === 'error' ? 'alert' : 'status'} className={cn(alertVariants({ variant }), className)} {...props} />
}

export function AlertTitle({ className, ...props }: ComponentProps<'p'>) {
	return <p className={cn('font-semibold', className)} {...props} />
}
