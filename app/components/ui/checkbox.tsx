import type { ComponentProps } from 'react'

import { cn } from '#app/utils/cn.ts'

/** A native checkbox at a comfortable size (the label around it makes the tap target). */
export function Checkbox({ className, ...props }: ComponentProps<'input'>) {
	return (
		<input
			type="checkbox"
			className={cn('size-5 shrink-0 rounded border-input accent-primary aria-invalid:outline-2 aria-invalid:outline-emergency', className)}
			{...props}
		/>
	)
}
