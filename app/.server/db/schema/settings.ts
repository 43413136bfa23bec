import { sql } from 'drizzle-orm'
import { check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'

import { blogCategories } from '#app/domain/article/article.ts'
import { defaultReplyTemplates, RETENTION_MONTHS, type ReplyTemplate } from '#app/domain/enquiry/reply-templates.ts'
import type { CaseStudyPictureOverrides } from '#app/domain/project/case-study-pictures.ts'
import { REVIEW_REMINDER_DAYS } from '#app/domain/review/request.ts'
import { defaultBusinessFacts, type BusinessFacts } from '#app/domain/settings/business-facts.ts'
import { defaultEmergencyPricing, type EmergencyPricing } from '#app/domain/settings/emergency-pricing.ts'
import { defaultOpeningHours, type OpeningHours, type ProfileLinks } from '#app/domain/settings/opening-hours.ts'

import { updatedAt } from './columns.ts'

export { defaultEmergencyPricing, type EmergencyPricing }

export const LOGO_HEIGHT = { default: 32, min: 24, max: 120, step: 4 } as const

/** The single settings row (id is always 1). */
export const settings = pgTable(
	'settings',
	{
		id: integer('id').primaryKey().default(1),
		businessName: text('business_name').notNull(),
		phone: text('phone').notNull(),
		officeEmail: text('office_email').notNull(),
		address: text('address').notNull(),
		whatsappBusinessPhone: text('whatsapp_business_phone'),
		/** Admin-only: never selected for public pages. */
		whatsappApiToken: text('whatsapp_api_token'),
		emergencyPricing: jsonb('emergency_pricing').$type<EmergencyPricing>().notNull().default(defaultEmergencyPricing),
		logoUrl: text('logo_url'),
		faviconUrl: text('favicon_url'),
		logoHeight: integer('logo_height').notNull().default(LOGO_HEIGHT.default),
		/** The business facts of decision 0022 (rating fallback, company details, registrations, team). */
		businessFacts: jsonb('business_facts').$type<BusinessFacts>().notNull().default(defaultBusinessFacts),
		/** The owner's replacements for the case studies' seeded pictures (decision 0023): media keys by case study. */
		caseStudyPictures: jsonb('case_study_pictures').$type<CaseStudyPictureOverrides>().notNull().default({}),
		/** Opening hours per weekday (issue 23); the specification's to start. */
		openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull().default(defaultOpeningHours),
		/** A line about the emergency service, e.g. "Emergency line answered 24/7" (blank: the site's default words). */
		emergencyNote: text('emergency_note').notNull().default(''),
		/** The business's profiles on review and listing sites (issue 23): https addresses by platform. */
		profileLinks: jsonb('profile_links').$type<ProfileLinks>().notNull().default({}),
		/** The articles' categories, in the order the blog's filters show them (the specification's six to start). */
		blogCategories: text('blog_categories')
			.array()
			.notNull()
			.default(sql.raw(`'{${blogCategories.map((category) => `"${category}"`).join(',')}}'::text[]`)),
		/** The admin's reply templates for enquiries (issue 24). */
		replyTemplates: jsonb('reply_templates').$type<ReplyTemplate[]>().notNull().default(defaultReplyTemplates),
		/** Lost and spam enquiries, with their photos, are deleted this many months after their last change (issue 24). */
		retentionMonths: integer('retention_months').notNull().default(RETENTION_MONTHS.default),
		/** A review request's one reminder goes this many days after it, unless answered or opted out (issue 25). */
		reviewReminderDays: integer('review_reminder_days').notNull().default(REVIEW_REMINDER_DAYS.default),
		updatedAt: updatedAt(),
	},
	(table) => [
		check('settings_single_row', sql`${table.id} = 1`),
		check(
			'settings_logo_height_range',
			sql`${table.logoHeight} between ${sql.raw(String(LOGO_HEIGHT.min))} and ${sql.raw(String(LOGO_HEIGHT.max))}`,
		),
		check(
			'settings_retention_months_range',
			sql`${table.retentionMonths} between ${sql.raw(String(RETENTION_MONTHS.min))} and ${sql.raw(String(RETENTION_MONTHS.max))}`,
		),
		check(
			'settings_review_reminder_days_range',
			sql`${table.reviewReminderDays} between ${sql.raw(String(REVIEW_REMINDER_DAYS.min))} and ${sql.raw(String(REVIEW_REMINDER_DAYS.max))}`,
		),
	],
)

export type SettingsRow = typeof settings.$inferSelect
