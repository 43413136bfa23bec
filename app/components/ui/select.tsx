import type { ComponentProps } from 'react'

import { ChevronDown } from '#app/components/ui/icon.tsx'
import { cn } from '#app/utils/cn.ts'

import { inputClassName } from './input.tsx'

/** A native select (works without JavaScript, native keyboard and screen-reader behaviour), styled. */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
	return (
		<span className="relative block">
			<select data-slot="select" className={cn(inputClassName, 'appearance-none pr-9', className)} {...props}>
				{children}
			</select>
			<ChevronDown aria-hidden className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" />
		</span>
	)
}
