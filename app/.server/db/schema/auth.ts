import { bigint, boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

import { appRole } from './enums.ts'

/*
 * better-auth's tables, written from its documented core schema (user, session,
 * account, verification) so that drizzle-kit owns every migration. Its
 * rate-limit table is not used: its limiter is off, sign-in is throttled by
 * ../../rate-limit.ts (table rate_limit_buckets).
 * The property names are the field names better-auth uses.
 */
const timestamps = {
	createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}

export const users = pgTable('users', {
	id: text('id').primaryKey(),
	name: text('name').notNull(),
	email: text('email').notNull().unique(),
	emailVerified: boolean('email_verified').notNull().default(false),
	image: text('image'),
	...timestamps,
})

export const sessions = pgTable(
	'sessions',
	{
		id: text('id').primaryKey(),
		expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
		token: text('token').notNull().unique(),
		ipAddress: text('ip_address'),
		userAgent: text('user_agent'),
		/** When the password (and code) were last entered again in this session (../../auth/reauth.ts); its sign-in counts too. */
		reauthenticatedAt: timestamp('reauthenticated_at', { withTimezone: true }),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		...timestamps,
	},
	(table) => [index('sessions_user_id_idx').on(table.userId)],
)

export const accounts = pgTable(
	'accounts',
	{
		id: text('id').primaryKey(),
		accountId: text('account_id').notNull(),
		providerId: text('provider_id').notNull(),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		accessToken: text('access_token'),
		refreshToken: text('refresh_token'),
		idToken: text('id_token'),
		accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
		refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
		scope: text('scope'),
		password: text('password'),
		...timestamps,
	},
	(table) => [index('accounts_user_id_idx').on(table.userId)],
)

export const verifications = pgTable(
	'verifications',
	{
		id: text('id').primaryKey(),
		identifier: text('identifier').notNull(),
		value: text('value').notNull(),
		expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
		...timestamps,
	},
	(table) => [index('verifications_identifier_idx').on(table.identifier)],
)

/** Admin rights come only from this table (role `admin`). */
export const userRoles = pgTable(
	'user_roles',
	{
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		role: appRole('role').notNull(),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [primaryKey({ columns: [table.userId, table.role] })],
)

/*
 * Two-factor sign-in (decision 0057): our own tables, not better-auth's plugin.
 * Neither has an audit trigger: the audit log would copy the secret.
 */

/**
 * An account's authenticator (TOTP) secret, encrypted with a key derived from
 * the installation secret. `enabledAt` is null while it is being set up (the
 * first code not yet entered); two-factor is on once it is set. `lastUsedStep`
 * is the 30-second step of the last code accepted: a code is accepted only for
 * a later step, so none can be used twice.
 */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
	userId: text('user_id')
		.primaryKey()
		.references(() => users.id, { onDelete: 'cascade' }),
	secret: text('secret').notNull(),
	enabledAt: timestamp('enabled_at', { withTimezone: true }),
	lastUsedStep: bigint('last_used_step', { mode: 'number' }),
	...timestamps,
})

/** Recovery codes: keyed hashes only (the codes are shown once), each used at most once. */
export const recoveryCodes = pgTable(
	'recovery_codes',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		codeHash: text('code_hash').notNull(),
		usedAt: timestamp('used_at', { withTimezone: true }),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [uniqueIndex('recovery_codes_user_code_idx').on(table.userId, table.codeHash)],
)

/**
 * When each session was last used (the Security page's list), at most once a
 * minute. Bookkeeping any request may write, like the throttle's counters, so
 * kept apart from the session rows themselves.
 */
export const sessionLastSeen = pgTable('session_last_seen', {
	sessionId: text('session_id')
		.primaryKey()
		.references(() => sessions.id, { onDelete: 'cascade' }),
	seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
})
