import type { ComponentProps } from 'react'

import { cn } from '#app/utils/cn.ts'

import { inputClassName } from './input.tsx'

export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
	return <textarea data-slot="textarea" rows={rows} className={cn(inputClassName, 'min-h-24 resize-y', className)} {...props} />
}
