import type { ComponentProps } from 'react'

import { cn } from '#app/utils/cn.ts'

export const inputClassName =
	'flex min-h-11 w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-emergency sm:text-sm'

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
	return <input type={type} data-slot="input" className={cn(inputClassName, className)} {...props} />
}
