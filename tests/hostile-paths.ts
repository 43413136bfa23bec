/**
 * Paths a browser reads as another site, which the one path rule (`sitePath`)
 * refuses: the four tricks of the security review, then variants of them.
 * Tests of every input that takes a path, and of every stored path read
 * back, use this list.
 */
export const hostilePaths = ['/\\evil.example', '/.//evil.example', '//evil.example', '/%2F/evil.example'] as const

/** The same, and more ways to leave the site: an encoded backslash, a scheme, a whole address, a control character. */
export const hostileAddresses = [
	...hostilePaths,
	'/%5Cevil.example',
	'https://evil.example/',
	'javascript:alert(1)',
	'/\tevil.example',
] as const
