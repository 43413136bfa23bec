import { createHash, randomBytes } from 'node:crypto'

/**
 * Tokens that are capabilities in links sent by e-mail (newsletter
 * confirmation and unsubscribe, review requests): whoever has the link may
 * act, so they are random, and where a table keeps them, only their hash is
 * stored.
 */

/** 32 random bytes as base64url: 43 characters from A-Z a-z 0-9 - _. */
const TOKEN_BYTES = 32
const tokenPattern = /^[A-Za-z0-9_-]{43}$/

/** A new unguessable token. */
export function newToken(): string {
	return randomBytes(TOKEN_BYTES).toString('base64url')
}

/** A token could have come from newToken (anything else is not looked up). */
export function isWellFormedToken(token: string): boolean {
	return tokenPattern.test(token)
}

/**
 * What is stored of a token: its SHA-256. The token is 256 random bits, so no
 * key or slow hash is needed; a leaked table opens no link.
 */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url')
