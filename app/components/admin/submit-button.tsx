import { useNavigation } from 'react-router'

import { Button, type ButtonProps } from '#app/components/ui/button.tsx'
import { LoaderCircle } from '#app/components/ui/icon.tsx'

/**
 * A submit button that shows a spinner, is announced as busy and cannot be
 * pressed twice while its form is being submitted. `intent` (sent as the
 * button's value) tells this form's submission apart from others on the page.
 */
export function SubmitButton({ children, intent, disabled, ...props }: Omit<ButtonProps, 'type'> & { intent?: string }) {
	const navigation = useNavigation()
	const pending = navigation.state === 'submitting' && (intent === undefined || navigation.formData?.get('intent') === intent)
	return (
		<Button
			type="submit"
			name={intent ? 'intent' : undefined}
			value={intent}
			disabled={disabled || pending}
			aria-busy={pending || undefined}
			{...props}
		>
			{pending ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
			{children}
		</Button>
	)
}
