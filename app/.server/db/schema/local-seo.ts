import { sql } from 'drizzle-orm'
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

import { createdAt, id, updatedAt } from './columns.ts'
import { citationStatus, competitionLevel, geographicRelevance, linkStrength, priorityLevel } from './enums.ts'

export const internalLinks = pgTable(
	'internal_links',
	{
		id: id(),
		sourcePage: text('source_page').notNull(),
		targetPage: text('target_page').notNull(),
		anchorText: text('anchor_text').notNull(),
		linkContext: text('link_context'),
		geographicRelevance: geographicRelevance('geographic_relevance'),
		linkStrength: linkStrength('link_strength').notNull().default('standard'),
		isActive: boolean('is_active').notNull().default(true),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [
		index('internal_links_active_source_idx')
			.on(table.sourcePage, table.linkStrength)
			.where(sql`${table.isActive}`),
	],
)

export const localCitations = pgTable(
	'local_citations',
	{
		id: id(),
		directoryName: text('directory_name').notNull(),
		directoryUrl: text('directory_url').notNull(),
		businessListingUrl: text('business_listing_url'),
		localArea: text('local_area'),
		priorityLevel: priorityLevel('priority_level').notNull().default('medium'),
		citationStatus: citationStatus('citation_status').notNull().default('pending'),
		napConsistencyScore: integer('nap_consistency_score').notNull().default(0),
		notes: text('notes'),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [
		check('local_citations_nap_score_range', sql`${table.napConsistencyScore} between 0 and 100`),
		index('local_citations_priority_status_idx').on(table.priorityLevel, table.citationStatus),
	],
)

export const localSearchRankings = pgTable(
	'local_search_rankings',
	{
		id: id(),
		keyword: text('keyword').notNull(),
		location: text('location').notNull(),
		searchVolume: integer('search_volume').notNull().default(0),
		currentPosition: integer('current_position').notNull().default(1),
		previousPosition: integer('previous_position'),
		competitionLevel: competitionLevel('competition_level').notNull().default('medium'),
		trackedDate: date('tracked_date').notNull().defaultNow(),
		notes: text('notes'),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [
		check('rankings_search_volume_not_negative', sql`${table.searchVolume} >= 0`),
		check('rankings_current_position_positive', sql`${table.currentPosition} >= 1`),
		check('rankings_previous_position_positive', sql`${table.previousPosition} is null or ${table.previousPosition} >= 1`),
		index('rankings_location_position_idx').on(table.location, table.currentPosition),
		index('rankings_position_idx').on(table.currentPosition),
		// A keyword is tracked once per location, whatever its case (the admin form and the CSV import rely on it).
		uniqueIndex('rankings_keyword_location_key').on(sql`lower(${table.keyword})`, sql`lower(${table.location})`),
	],
)

/** A ranking's position history: one position per day, the latest also held in current_position. */
export const rankingPositions = pgTable(
	'ranking_positions',
	{
		id: id(),
		rankingId: uuid('ranking_id')
			.notNull()
			.references(() => localSearchRankings.id, { onDelete: 'cascade' }),
		position: integer('position').notNull(),
		recordedOn: date('recorded_on').notNull(),
		createdAt: createdAt(),
	},
	(table) => [
		check('ranking_positions_position_positive', sql`${table.position} >= 1`),
		// Also the index for reading one ranking's history in date order.
		uniqueIndex('ranking_positions_ranking_day_key').on(table.rankingId, table.recordedOn),
	],
)

export type InternalLinkRow = typeof internalLinks.$inferSelect
export type LocalCitationRow = typeof localCitations.$inferSelect
export type LocalSearchRankingRow = typeof localSearchRankings.$inferSelect
export type RankingPositionRow = typeof rankingPositions.$inferSelect
