import type { CSSProperties } from 'react'
import { Toaster as Sonner, type ToasterProps } from 'sonner'

/**
 * sonner's toaster as every page uses it: coloured by kind, with a close
 * button, below the sticky header (which it would otherwise cover), and with
 * text dark enough on its tinted backgrounds for WCAG AA (sonner's own green
 * and red reach only about 4.3:1).
 */
const colours = {
	'--success-text': 'hsl(140 100% 20%)',
	'--error-text': 'hsl(0 85% 35%)',
	'--warning-text': 'hsl(31 92% 25%)',
	'--info-text': 'hsl(210 92% 30%)',
} as CSSProperties

export function Toaster(props: ToasterProps) {
	return <Sonner data-slot="toaster" richColors closeButton offset={{ top: 88 }} mobileOffset={{ top: 84 }} style={colours} {...props} />
}
