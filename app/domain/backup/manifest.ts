import { z } from 'zod'

/**
 * `manifest.json`, the last entry of a backup archive (decision 0054): what
 * the archive holds, with every other entry's size and SHA-256, so a restore
 * can check all of it before it writes anything.
 */
export const MANIFEST_NAME = 'manifest.json'
export const MANIFEST_FORMAT = 'westway-backup'
export const MANIFEST_VERSION = 1

/** The database entry: a plain SQL dump (gzip) from PGlite, pg_dump's custom format from PostgreSQL. */
export const DATABASE_ENTRIES = { pglite: 'database.sql.gz', postgres: 'database.pgdump' } as const
export type DatabaseKind = keyof typeof DATABASE_ENTRIES

/** Archive folders of the stored files: public media and private files (enquiry photos). */
export const FILE_AREAS = { media: 'media/', private: 'private/' } as const
export type FileArea = keyof typeof FILE_AREAS

const sha256 = z.string().regex(/^[0-9a-f]{64}$/)

export const manifestSchema = z.object({
	format: z.literal(MANIFEST_FORMAT),
	version: z.number().int().min(1),
	created: z.iso.datetime(),
	app: z.object({
		/** Migrations applied in the database that was dumped, and the last one's tag. */
		migrations: z.number().int().min(0),
		lastMigration: z.string().nullable(),
	}),
	database: z.object({
		kind: z.enum(['pglite', 'postgres']),
		serverVersion: z.string(),
		entry: z.string(),
	}),
	storage: z.object({
		kind: z.enum(['local', 's3']),
		/** With S3 the files stay in the bucket: their keys, sizes and ETags are listed here instead. */
		objects: z
			.array(z.object({ area: z.enum(['media', 'private']), key: z.string(), size: z.number().int().min(0), etag: z.string().nullable() }))
			.optional(),
	}),
	entries: z.array(z.object({ path: z.string(), size: z.number().int().min(0), sha256 })),
})

export type BackupManifest = z.infer<typeof manifestSchema>
