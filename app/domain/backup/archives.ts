import { londonDay } from '#app/domain/enquiry/pipeline.ts'

/**
 * Backup archives (issue 26, decision 0054): what they are called, and which
 * of them the retention keeps. Pure: the server lists and deletes.
 */

/** Who asked for a backup. */
export const backupTriggers = ['scheduled', 'admin', 'command'] as const
export type BackupTrigger = (typeof backupTriggers)[number]

// backup-20261201-030000-scheduled.tar: the UTC time to the second, then the trigger.
const NAME = /^backup-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})-(scheduled|admin|command)\.tar$/

const pad = (value: number) => String(value).padStart(2, '0')

/** The archive's file name (a valid storage key, and sortable by time). */
export function backupName(created: Date, trigger: BackupTrigger): string {
	const d = created
	const day = `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`
	const time = `${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`
	return `backup-${day}-${time}-${trigger}.tar`
}

/** When an archive of that name was made and why, or null when the name is not one of ours. */
export function parseBackupName(name: string): { created: Date; trigger: BackupTrigger } | null {
	const match = NAME.exec(name)
	if (!match) return null
	const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [number, number, number, number, number, number]
	const created = new Date(Date.UTC(year, month - 1, day, hour, minute, second))
	if (created.getUTCDate() !== day || created.getUTCHours() !== hour) return null
	return { created, trigger: match[7] as BackupTrigger }
}

export const isBackupName = (name: string) => parseBackupName(name) !== null

export type RetentionRule = { daily: number; weekly: number }

/** The Monday (London) starting the week of `date`, as YYYY-MM-DD. */
function londonWeekOf(date: Date): string {
	const day = londonDay(date)
	const noon = new Date(`${day}T12:00:00Z`)
	const sinceMonday = (noon.getUTCDay() + 6) % 7
	return new Date(noon.getTime() - sinceMonday * 86_400_000).toISOString().slice(0, 10)
}

/** Archives younger than this are always kept: a second "Back up now" never deletes the first. */
export const KEEP_ALL_WITHIN_MS = 24 * 60 * 60 * 1000

/**
 * Which archives to delete: the newest archive of each of the `daily` most
 * recent London days that have one is kept, and the newest of each of the
 * `weekly` most recent weeks (Monday to Sunday) that have one, and every one
 * made in the 24 hours before `now`; every other archive of ours goes. Names
 * that are not ours are never touched.
 */
export function archivesToDelete(names: readonly string[], rule: RetentionRule, now: Date): string[] {
	const ours = names
		.map((name) => ({ name, parsed: parseBackupName(name) }))
		.filter((entry): entry is { name: string; parsed: NonNullable<ReturnType<typeof parseBackupName>> } => entry.parsed !== null)
		.sort((a, b) => b.parsed.created.getTime() - a.parsed.created.getTime() || b.name.localeCompare(a.name))
	const keep = new Set(ours.filter(({ parsed }) => now.getTime() - parsed.created.getTime() < KEEP_ALL_WITHIN_MS).map(({ name }) => name))
	const newestOf = (period: (date: Date) => string, count: number) => {
		const seen = new Set<string>()
		for (const { name, parsed } of ours) {
			const key = period(parsed.created)
			if (seen.has(key)) continue
			if (seen.size >= count) break
			seen.add(key)
			keep.add(name)
		}
	}
	newestOf(londonDay, rule.daily)
	newestOf(londonWeekOf, rule.weekly)
	return ours.filter(({ name }) => !keep.has(name)).map(({ name }) => name)
}
