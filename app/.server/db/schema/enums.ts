import { pgEnum } from 'drizzle-orm/pg-core'

import { enquiryStageValues } from '#app/domain/enquiry/stage.ts'
import {
	citationStatusValues,
	competitionLevelValues,
	geographicRelevanceValues,
	linkStrengthValues,
	priorityLevelValues,
} from '#app/domain/local-seo/rules.ts'

// The local SEO values are shared with the forms and the dashboard (domain/local-seo/rules.ts).
export type { CitationStatus, CompetitionLevel, GeographicRelevance, LinkStrength, PriorityLevel } from '#app/domain/local-seo/rules.ts'
export { citationStatusValues, competitionLevelValues, geographicRelevanceValues, linkStrengthValues, priorityLevelValues }

/*
 * Allowed values live in PostgreSQL enums: the database rejects anything else,
 * and enum order is declaration order, so ORDER BY on these columns follows the
 * spec's orderings (strong → weak, high → low, approved → rejected).
 */
export const linkStrength = pgEnum('link_strength', linkStrengthValues)

export const priorityLevel = pgEnum('priority_level', priorityLevelValues)

export const competitionLevel = pgEnum('competition_level', competitionLevelValues)

export const citationStatus = pgEnum('citation_status', citationStatusValues)

export const geographicRelevance = pgEnum('geographic_relevance', geographicRelevanceValues)

export const projectStatusValues = ['draft', 'published', 'archived'] as const
export const projectStatus = pgEnum('project_status', projectStatusValues)

// The values are shared with the admin's stage form (domain/enquiry/stage.ts); enum order is pipeline order.
export const enquiryStage = pgEnum('enquiry_stage', enquiryStageValues)

/** review_*: the review request of issue 25 (asked, reminded, review received, opted out). */
export const enquiryEventKindValues = [
	'stage',
	'note',
	'next_action',
	'reply',
	'review_request',
	'review_reminder',
	'review_submitted',
	'review_opt_out',
] as const
export const enquiryEventKind = pgEnum('enquiry_event_kind', enquiryEventKindValues)

export const outboxStatusValues = ['pending', 'sent', 'failed'] as const
export const outboxStatus = pgEnum('outbox_status', outboxStatusValues)

export const appRoleValues = ['admin'] as const
export const appRole = pgEnum('app_role', appRoleValues)

export type ProjectStatus = (typeof projectStatusValues)[number]
export type OutboxStatus = (typeof outboxStatusValues)[number]
export type EnquiryEventKind = (typeof enquiryEventKindValues)[number]
