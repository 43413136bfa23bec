import { pgEnum } from 'drizzle-orm/pg-core'

import { enquiryStatusValues } from '#app/utils/enquiry-status.ts'

/*
 * Allowed values live in PostgreSQL enums: the database rejects anything else,
 * and enum order is declaration order, so ORDER BY on these columns follows the
 * spec's orderings (strong → weak, high → low, approved → rejected).
 */
export const linkStrengthValues = ['strong', 'standard', 'weak'] as const
export const linkStrength = pgEnum('link_strength', linkStrengthValues)

export const priorityLevelValues = ['high', 'medium', 'low'] as const
export const priorityLevel = pgEnum('priority_level', priorityLevelValues)

export const competitionLevelValues = ['high', 'medium', 'low'] as const
export const competitionLevel = pgEnum('competition_level', competitionLevelValues)

export const citationStatusValues = ['approved', 'submitted', 'pending', 'needs_update', 'rejected'] as const
export const citationStatus = pgEnum('citation_status', citationStatusValues)

export const geographicRelevanceValues = ['west-london', 'maida-vale', 'kensington-chelsea', 'westminster', 'hammersmith-fulham'] as const
export const geographicRelevance = pgEnum('geographic_relevance', geographicRelevanceValues)

export const projectStatusValues = ['draft', 'published', 'archived'] as const
export const projectStatus = pgEnum('project_status', projectStatusValues)

// The values are shared with the admin's status form (utils/enquiry-status.ts).
export const enquiryStatus = pgEnum('enquiry_status', enquiryStatusValues)

export const outboxStatusValues = ['pending', 'sent', 'failed'] as const
export const outboxStatus = pgEnum('outbox_status', outboxStatusValues)

export const appRoleValues = ['admin'] as const
export const appRole = pgEnum('app_role', appRoleValues)

export type LinkStrength = (typeof linkStrengthValues)[number]
export type PriorityLevel = (typeof priorityLevelValues)[number]
export type CompetitionLevel = (typeof competitionLevelValues)[number]
export type CitationStatus = (typeof citationStatusValues)[number]
export type GeographicRelevance = (typeof geographicRelevanceValues)[number]
export type ProjectStatus = (typeof projectStatusValues)[number]
export type OutboxStatus = (typeof outboxStatusValues)[number]
