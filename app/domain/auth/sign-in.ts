import { z } from 'zod'

import { text } from '#app/domain/form.ts'

/** The sign-in form: an address and a password, each required (the password as typed, never trimmed). */
export const signInSchema = z.object({
	email: text(z.string().trim().min(1, 'Enter your email address.').pipe(z.email('Enter a valid email address.'))),
	password: text(z.string().min(1, 'Enter your password.')),
})
