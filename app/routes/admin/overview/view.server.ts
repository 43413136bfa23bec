import type { loadOverview } from '#app/.server/overview/index.ts'
import { formatDay } from '#app/domain/enquiry/pipeline.ts'
import { formatPence } from '#app/domain/enquiry/stage.ts'
import { formatLondonDateTime } from '#app/domain/london-time.ts'
import { conversion, formatBytes, formatDuration, formatRate, totalsByWeek, type Outcome } from '#app/domain/overview/figures.ts'
import { countOf } from '#app/utils/format.ts'

type Overview = Awaited<ReturnType<typeof loadOverview>>
type Loaded<T> = T extends { ok: true; value: infer V } ? V : never

const shortDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })
/** "3 Nov" for a London day: the chart's week labels. */
const weekLabel = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`))

const outcomeRow = (name: string, outcome: Outcome) => ({
	name,
	received: outcome.received,
	won: outcome.won,
	rate: formatRate(conversion(outcome.won, outcome.received)),
	value: formatPence(outcome.wonPence),
})

export type OutcomeRow = ReturnType<typeof outcomeRow>

function needsDoingView(value: Loaded<Overview['needsDoing']>, now: Date) {
	return {
		unanswered: {
			total: value.unanswered.total,
			items: value.unanswered.items.map((item) => ({
				id: item.id,
				name: item.name,
				service: item.service,
				age: formatDuration((now.getTime() - item.createdAt.getTime()) / 1000),
				received: formatLondonDateTime(item.createdAt),
			})),
		},
		...(Object.fromEntries(
			(['overdue', 'dueToday'] as const).map((key) => [
				key,
				{
					total: value[key].total,
					items: value[key].items.map((item) => ({
						id: item.id,
						name: item.name,
						on: item.nextActionOn ? formatDay(item.nextActionOn) : '',
						what: item.nextActionNote ?? item.service,
					})),
				},
			]),
		) as Record<'overdue' | 'dueToday', { total: number; items: { id: string; name: string; on: string; what: string }[] }>),
		drafts: {
			total: value.drafts.total,
			items: value.drafts.items.map((item) => ({
				id: item.id,
				name: item.reviewerName,
				title: item.title,
				rating: item.rating,
				received: formatLondonDateTime(item.createdAt),
			})),
		},
		failedEmails: {
			total: value.failedEmails.total,
			items: value.failedEmails.items.map((item) => ({
				id: item.id,
				subject: item.subject,
				enquiryId: item.enquiryId,
				error: item.lastError,
				queued: formatLondonDateTime(item.createdAt),
			})),
		},
	}
}

function responseView(value: Loaded<Overview['response']>) {
	const period = (figures: (typeof value)['recent']) => ({
		received: figures.received,
		answered: figures.answered,
		unanswered: figures.unanswered,
		medianSeconds: figures.medianSeconds,
		p90Seconds: figures.p90Seconds,
		median: figures.medianSeconds === null ? null : formatDuration(figures.medianSeconds),
		p90: figures.p90Seconds === null ? null : formatDuration(figures.p90Seconds),
	})
	return { recent: period(value.recent), before: period(value.before) }
}

function pipelineView(value: Loaded<Overview['pipeline']>) {
	const weeks = value.weeks.map((start) => ({ start, label: weekLabel(start) }))
	const series = (map: Map<string, number[]>) =>
		[...map]
			.map(([name, counts]) => ({ name, counts, total: counts.reduce((sum, count) => sum + count, 0) }))
			.sort((a, b) => b.total - a.total || a.name.localeCompare(b.name))
	const { outcomes } = value
	return {
		weeks,
		totals: totalsByWeek(value.byService.values(), weeks.length),
		byService: series(value.byService),
		byArea: series(value.byArea),
		outcomes: {
			from: formatDay(outcomes.from),
			total: outcomeRow('All enquiries', outcomes.total),
			byService: outcomes.byService.map((row) => outcomeRow(row.key, row)),
			byArea: outcomes.byArea.map((row) => outcomeRow(row.key, row)),
			byPage: [
				...outcomes.byPage.map((row) => outcomeRow(row.key, row)),
				...(outcomes.otherPages ? [outcomeRow('Other pages', outcomes.otherPages)] : []),
			],
		},
	}
}

function healthView(value: Loaded<Overview['health']>) {
	const size = (usage: { bytes: number; files: number; complete: boolean } | undefined) =>
		usage ? `${usage.complete ? '' : 'over '}${formatBytes(usage.bytes)} in ${countOf(usage.files, 'file', 'files')}` : null
	return {
		emailConfigured: value.emailConfigured,
		pending: value.pending,
		failed: value.failed,
		lastSent: value.lastSentAt ? formatLondonDateTime(value.lastSentAt) : null,
		database: formatBytes(value.databaseBytes),
		media: size(value.media?.media),
		photos: size(value.media?.photos),
		lastBackup: value.lastBackup && {
			at: formatLondonDateTime(value.lastBackup.at),
			ok: value.lastBackup.ok,
			size: value.lastBackup.bytes === null ? null : formatBytes(value.lastBackup.bytes),
		},
	}
}

const mapped = <T, V>(result: { ok: true; value: T } | { ok: false }, view: (value: T) => V): V | null =>
	result.ok ? view(result.value) : null

/** What the page shows, formatted on the server (London time, pounds, durations): null for a section that could not be loaded. */
export function overviewView(overview: Overview, now: Date) {
	return {
		needsDoing: mapped(overview.needsDoing, (value) => needsDoingView(value, now)),
		response: mapped(overview.response, responseView),
		pipeline: mapped(overview.pipeline, pipelineView),
		health: mapped(overview.health, healthView),
	}
}

export type OverviewView = ReturnType<typeof overviewView>
