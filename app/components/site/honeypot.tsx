import { honeypotField } from '#app/utils/honeypot.ts'

/**
 * The hidden field of a public form (see app/utils/honeypot.ts): off-screen,
 * hidden from assistive technology, out of the tab order and never autofilled.
 */
export function Honeypot() {
	return (
		<div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
			<label>
				Leave this field empty
				<input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
			</label>
		</div>
	)
}
