import { InputField } from '#app/components/ui/field.tsx'
import { CODE_MAX } from '#app/domain/auth/two-factor.ts'

/**
 * The second factor asked for at sign-in and re-authentication: the app's
 * code, or a recovery code (`recovery`), and which of the two it is.
 */
export function SecondFactorField({
	recovery,
	totpLabel,
	error,
	autoFocus,
}: {
	recovery: boolean
	totpLabel: string
	error?: string
	autoFocus?: boolean
}) {
	return (
		<>
			<input type="hidden" name="method" value={recovery ? 'recovery' : 'totp'} />
			<InputField
				// A new field for the other kind of code: nothing typed for one is kept for the other.
				key={recovery ? 'recovery' : 'totp'}
				label={recovery ? 'Recovery code' : totpLabel}
				name="code"
				required
				autoFocus={autoFocus}
				autoComplete="one-time-code"
				autoCapitalize="none"
				spellCheck={false}
				maxLength={CODE_MAX}
				inputMode={recovery ? 'text' : 'numeric'}
				placeholder={recovery ? 'xxxxx-xxxxx' : '123456'}
				error={error}
			/>
		</>
	)
}
