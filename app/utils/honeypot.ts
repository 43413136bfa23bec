/**
 * The honeypot of the public browser forms (the /contact enquiry form and the
 * newsletter sign-up): a text input people never see (off-screen, out of the
 * tab order, no autofill) and bots that fill every field fill in.
 *
 * A form action that finds it filled answers exactly as if the submission had
 * succeeded and stores nothing, so the bot learns nothing. Only browser forms
 * carry it: the JSON API (/api/enquiries) is called by integrations, not bots
 * filling forms, and treats a field of this name like any other unknown field.
 */
export const honeypotField = 'website'

/** True when the honeypot holds anything: the submission is treated as a bot's. */
export function isHoneypotFilled(value: unknown): boolean {
	return typeof value === 'string' ? value.trim() !== '' : value != null
}
