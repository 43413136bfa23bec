import { pgEnum } from 'drizzle-orm/pg-core'

import { enquiryStatusValues } from '#app/domain/enquiry/status.ts'
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

// The values are shared with the admin's status form (domain/enquiry/status.ts).
export const enquiryStatus = pgEnum('enquiry_status', enquiryStatusValues)

export const outboxStatusValues = ['pending', 'sent', 'failed'] as const
export const outboxStatus = pgEnum('outbox_status', outboxStatusValues)

export const appRoleValues = ['admin'] as const
export const appRole = pgEnum('app_role', appRoleValues)

export type ProjectStatus = (typeof projectStatusValues)[number]
export type OutboxStatus = (typeof outboxStatusValues)[number]
