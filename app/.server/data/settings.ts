import { and, eq, sql } from 'drizzle-orm'
import { perContentVersion } from '../cache/content-version.ts'
import { getEnv, type Env } from '../env.ts'
import { getDb } from '../db/index.ts'
import { articles, caseStudies, contentDrafts, defaultEmergencyPricing, LOGO_HEIGHT, settings, type EmergencyPricing } from '../db/schema/index.ts'
import { blogCategories } from '#app/domain/article/article.ts'
import { caseStudyPictureSlots, type CaseStudyPicture, type CaseStudyPictureOverrides } from '#app/domain/case-study/case-study.ts'
import { defaultBusinessFacts, normaliseBusinessFacts, type BusinessFacts } from '#app/domain/settings/business-facts.ts'
import type { BusinessDetails } from '#app/domain/settings/business-details-form.ts'
import { formatUkPhone, ukPhoneNumber, whatsappNumber } from '#app/domain/settings/contact.ts'
import { normaliseEmergencyPricing } from '#app/domain/settings/emergency-pricing.ts'
import {
	defaultEmergencyNote,
	defaultOpeningHours,
	normaliseOpeningHours,
	normaliseProfileLinks,
	profilePlatforms,
	type ProfileLinks,
} from '#app/domain/settings/opening-hours.ts'
import type { PublicSettings } from '#app/domain/settings/public-settings.ts'
import { logger } from '../logger.ts'
import { isValidMediaKey, VARIANTS_PREFIX } from '../storage/types.ts'
import { seedCaseStudies } from '../seed/case-studies.ts'

/** The first-install profile links (decision 0043): the https REVIEWS_*_URL variables. */
export function profileLinksFromEnv(env: Env = getEnv()): ProfileLinks {
	const variable = {
		google: env.REVIEWS_GOOGLE_URL,
		checkatrade: env.REVIEWS_CHECKATRADE_URL,
		trustpilot: env.REVIEWS_TRUSTPILOT_URL,
		facebook: env.REVIEWS_FACEBOOK_URL,
		houzz: env.REVIEWS_HOUZZ_URL,
		yell: env.REVIEWS_YELL_URL,
	}
	return normaliseProfileLinks(Object.fromEntries(profilePlatforms.map((platform) => [platform, variable[platform]])))
}

/** The settings public pages fall back to when the row cannot be read: the first-install defaults. */
export function defaultPublicSettings(env: Env = getEnv()): PublicSettings {
	return {
		businessName: env.BUSINESS_NAME,
		phone: formatUkPhone(env.BUSINESS_PHONE),
		officeEmail: env.BUSINESS_EMAIL,
		address: env.BUSINESS_ADDRESS,
		whatsappPhone: env.BUSINESS_WHATSAPP || env.BUSINESS_PHONE,
		logoUrl: null,
		faviconUrl: null,
		logoHeight: LOGO_HEIGHT.default,
		emergencyPricing: defaultEmergencyPricing,
		facts: defaultBusinessFacts,
		caseStudyPictures: {},
		openingHours: defaultOpeningHours,
		emergencyNote: defaultEmergencyNote,
		profileLinks: profileLinksFromEnv(env),
	}
}

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null)

function clampLogoHeight(height: number | null | undefined) {
	if (typeof height !== 'number' || !Number.isFinite(height)) return LOGO_HEIGHT.default
	return Math.min(LOGO_HEIGHT.max, Math.max(LOGO_HEIGHT.min, Math.round(height)))
}

/**
 * The settings public pages use. A read failure is logged and the defaults are
 * used, so the page still renders; a missing row also gives the defaults. Every
 * page needs them, so one read serves every request until the content changes.
 */
export async function getPublicSettings(): Promise<PublicSettings> {
	try {
		return await readPublicSettings()
	} catch (error) {
		logger.error({ err: error }, 'Could not load settings; using defaults')
		return defaultPublicSettings()
	}
}

const readPublicSettings = perContentVersion(async (): Promise<PublicSettings> => {
	const defaults = defaultPublicSettings()
	const [row] = await getDb()
		.select({
			businessName: settings.businessName,
			phone: settings.phone,
			officeEmail: settings.officeEmail,
			address: settings.address,
			whatsappBusinessPhone: settings.whatsappBusinessPhone,
			logoUrl: settings.logoUrl,
			faviconUrl: settings.faviconUrl,
			logoHeight: settings.logoHeight,
			emergencyPricing: settings.emergencyPricing,
			businessFacts: settings.businessFacts,
			caseStudyPictures: settings.caseStudyPictures,
			openingHours: settings.openingHours,
			emergencyNote: settings.emergencyNote,
			profileLinks: settings.profileLinks,
		})
		.from(settings)
		.where(eq(settings.id, 1))
		.limit(1)
	if (!row) return defaults
	// Stored as +44…, shown grouped the UK way (tel: links are built from either).
	const phone = row.phone?.trim() ? formatUkPhone(row.phone) : defaults.phone
	return {
		businessName: blankToNull(row.businessName) ?? defaults.businessName,
		phone,
		officeEmail: blankToNull(row.officeEmail) ?? defaults.officeEmail,
		address: blankToNull(row.address) ?? defaults.address,
		whatsappPhone: blankToNull(row.whatsappBusinessPhone) ?? phone,
		logoUrl: blankToNull(row.logoUrl),
		faviconUrl: blankToNull(row.faviconUrl),
		logoHeight: clampLogoHeight(row.logoHeight),
		emergencyPricing: normaliseEmergencyPricing(row.emergencyPricing),
		facts: normaliseBusinessFacts(row.businessFacts),
		caseStudyPictures: normaliseCaseStudyPictures(row.caseStudyPictures, await slotsOrSeed()),
		openingHours: normaliseOpeningHours(row.openingHours),
		emergencyNote: row.emergencyNote.trim() || defaultEmergencyNote,
		profileLinks: normaliseProfileLinks(row.profileLinks),
	}
})

/** The configured WhatsApp number in the form the WhatsApp tab saves (decision 0031); one it would refuse is kept as written. */
function storedWhatsAppNumber(configured: string): string | null {
	const number = whatsappNumber(configured)
	return number.ok ? number.digits : blankToNull(configured)
}

/** The configured phone in its one stored form (+44…); one the Business tab would refuse is kept as written. */
function storedPhone(configured: string): string {
	const number = ukPhoneNumber(configured)
	return number.ok ? number.e164 : configured.trim()
}

/**
 * The values a fresh settings row starts with: the BUSINESS_* and REVIEWS_*
 * variables are first-install defaults only (decision 0043).
 */
export function initialSettingsRow(env: Env = getEnv()): typeof settings.$inferInsert {
	return {
		id: 1,
		businessName: env.BUSINESS_NAME,
		phone: storedPhone(env.BUSINESS_PHONE),
		officeEmail: env.BUSINESS_EMAIL,
		address: env.BUSINESS_ADDRESS,
		whatsappBusinessPhone: storedWhatsAppNumber(env.BUSINESS_WHATSAPP),
		emergencyPricing: defaultEmergencyPricing,
		logoHeight: LOGO_HEIGHT.default,
		openingHours: defaultOpeningHours,
		profileLinks: profileLinksFromEnv(env),
	}
}

/** Writes some settings: the row is updated, or created with its starting values first. */
async function saveSettings(changes: Partial<typeof settings.$inferInsert>) {
	await getDb()
		.insert(settings)
		.values({ ...initialSettingsRow(), ...changes })
		.onConflictDoUpdate({ target: settings.id, set: changes })
}

/** The WhatsApp tab: the number, and only whether a token is saved (the token itself never leaves the server). */
export async function readWhatsAppSettings() {
	const [row] = await getDb()
		.select({
			whatsappBusinessPhone: settings.whatsappBusinessPhone,
			hasApiToken: sql<boolean>`${settings.whatsappApiToken} is not null and ${settings.whatsappApiToken} <> ''`,
		})
		.from(settings)
		.where(eq(settings.id, 1))
	return { whatsappBusinessPhone: row?.whatsappBusinessPhone ?? '', hasApiToken: row?.hasApiToken ?? false }
}

export type WhatsAppSettings = Awaited<ReturnType<typeof readWhatsAppSettings>>

export async function saveWhatsAppSettings(change: {
	whatsappBusinessPhone: string | null
	token: { kind: 'keep' } | { kind: 'set'; value: string } | { kind: 'clear' }
}) {
	const { whatsappBusinessPhone, token } = change
	await saveSettings({
		whatsappBusinessPhone,
		...(token.kind === 'set' ? { whatsappApiToken: token.value } : token.kind === 'clear' ? { whatsappApiToken: null } : {}),
	})
}

/** The Emergency tab: the stored prices (missing or malformed values read as their defaults). */
export async function readEmergencyPricing(): Promise<EmergencyPricing> {
	const [row] = await getDb().select({ emergencyPricing: settings.emergencyPricing }).from(settings).where(eq(settings.id, 1))
	return normaliseEmergencyPricing(row?.emergencyPricing)
}

export async function saveEmergencyPricing(emergencyPricing: EmergencyPricing) {
	await saveSettings({ emergencyPricing })
}

/** The Branding tab: the uploaded logo and favicon (media URLs, or null for the built-ins) and the logo height. */
export async function readBranding() {
	const [row] = await getDb()
		.select({ logoUrl: settings.logoUrl, faviconUrl: settings.faviconUrl, logoHeight: settings.logoHeight })
		.from(settings)
		.where(eq(settings.id, 1))
	return {
		logoUrl: blankToNull(row?.logoUrl),
		faviconUrl: blankToNull(row?.faviconUrl),
		logoHeight: clampLogoHeight(row?.logoHeight),
	}
}

export type Branding = Awaited<ReturnType<typeof readBranding>>

export type BrandingImage = 'logo' | 'favicon'

/**
 * Points the row at a new logo or favicon (null: back to the built-in) and
 * returns the URL it pointed at before, so the caller can delete that file
 * once this is committed. The row is locked while it is read, so two
 * replacements at once each get the URL the other one replaced.
 */
export async function replaceBrandingImage(image: BrandingImage, url: string | null): Promise<string | null> {
	const column = image === 'logo' ? settings.logoUrl : settings.faviconUrl
	const [row] = await getDb().select({ url: column }).from(settings).where(eq(settings.id, 1)).for('update')
	await saveSettings(image === 'logo' ? { logoUrl: url } : { faviconUrl: url })
	return blankToNull(row?.url)
}

export async function saveLogoHeight(logoHeight: number) {
	await saveSettings({ logoHeight })
}

/** The Business tab: the stored facts (missing or malformed values read as their defaults). */
export async function readBusinessFacts(): Promise<BusinessFacts> {
	const [row] = await getDb().select({ businessFacts: settings.businessFacts }).from(settings).where(eq(settings.id, 1))
	return normaliseBusinessFacts(row?.businessFacts)
}

export async function saveBusinessFacts(businessFacts: BusinessFacts) {
	await saveSettings({ businessFacts })
}

/** The Business tab's "Contact & hours": as stored (the phone +44…; malformed hours or links read as the defaults or none). */
export async function readBusinessDetails(): Promise<BusinessDetails> {
	const [row] = await getDb()
		.select({
			businessName: settings.businessName,
			phone: settings.phone,
			officeEmail: settings.officeEmail,
			address: settings.address,
			openingHours: settings.openingHours,
			emergencyNote: settings.emergencyNote,
			profileLinks: settings.profileLinks,
		})
		.from(settings)
		.where(eq(settings.id, 1))
	if (!row) return firstInstallBusinessDetails()
	return { ...row, openingHours: normaliseOpeningHours(row.openingHours), profileLinks: normaliseProfileLinks(row.profileLinks) }
}

/** The details a fresh install starts with: the form's values before there is a row, and its fallback when the row cannot be read. */
export function firstInstallBusinessDetails(env: Env = getEnv()): BusinessDetails {
	const initial = initialSettingsRow(env)
	return {
		businessName: initial.businessName,
		phone: initial.phone,
		officeEmail: initial.officeEmail,
		address: initial.address,
		openingHours: defaultOpeningHours,
		emergencyNote: '',
		profileLinks: profileLinksFromEnv(env),
	}
}

export async function saveBusinessDetails(details: BusinessDetails) {
	await saveSettings(details)
}

const isUsableKey = (value: unknown): value is string =>
	typeof value === 'string' && isValidMediaKey(value) && !value.startsWith(VARIANTS_PREFIX)

/** What a case study's picture slots depend on (its id, and whether it shows a "before"). */
export type CaseStudySlots = { id: number; beforeAfter: boolean; pictures: { after: string; before?: string } }

/**
 * Every case study of the database (drafts too: the owner may upload before
 * publishing) as its picture slots, by id. Falls back to the starting six
 * when the table cannot be read, so the settings still load.
 */
export async function readCaseStudySlots(): Promise<CaseStudySlots[]> {
	const rows = await getDb()
		.select({ id: caseStudies.id, beforeAfter: caseStudies.beforeAfter, after: caseStudies.pictureAfterAlt, before: caseStudies.pictureBeforeAlt })
		.from(caseStudies)
		.orderBy(caseStudies.id)
	return rows.map((row) => ({ id: row.id, beforeAfter: row.beforeAfter, pictures: { after: row.after, ...(row.before ? { before: row.before } : {}) } }))
}

/**
 * The stored replacements of the case studies' pictures, keeping only valid
 * media keys of pictures the case studies have (a "before" only where there is
 * one): anything else is dropped, so that picture shows the seeded file (or
 * none, for a case study without one).
 */
export function normaliseCaseStudyPictures(stored: unknown, studies: readonly CaseStudySlots[] = seedCaseStudies): CaseStudyPictureOverrides {
	if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {}
	const overrides: CaseStudyPictureOverrides = {}
	for (const study of studies) {
		const entry: unknown = Object.hasOwn(stored, String(study.id)) ? (stored as Record<string, unknown>)[String(study.id)] : undefined
		if (typeof entry !== 'object' || entry === null) continue
		const picked: Partial<Record<CaseStudyPicture, string>> = {}
		for (const which of caseStudyPictureSlots(study)) {
			const key: unknown = (entry as Record<string, unknown>)[which]
			if (isUsableKey(key)) picked[which] = key
		}
		if (Object.keys(picked).length > 0) overrides[String(study.id)] = picked
	}
	return overrides
}

/** The case studies' slots for the settings' check: the database's, or the starting six when it cannot be read. */
async function slotsOrSeed(): Promise<readonly CaseStudySlots[]> {
	try {
		return await readCaseStudySlots()
	} catch (error) {
		logger.error({ err: error }, 'Could not read the case studies for their picture slots; using the starting ones')
		return seedCaseStudies
	}
}

/** The Gallery tab's case-study section: the stored replacements (invalid ones read as none). */
export async function readCaseStudyPictures(): Promise<CaseStudyPictureOverrides> {
	const [row] = await getDb().select({ caseStudyPictures: settings.caseStudyPictures }).from(settings).where(eq(settings.id, 1))
	return normaliseCaseStudyPictures(row?.caseStudyPictures, await readCaseStudySlots())
}

/**
 * Points one case-study picture at a new media key and returns the key it
 * pointed at before (null for the seeded file), so the caller can delete that
 * file once this is committed. The row is locked while it is read, so two
 * replacements at once each see the other's.
 */
export async function replaceCaseStudyPicture(id: number, which: CaseStudyPicture, key: string): Promise<string | null> {
	const [row] = await getDb().select({ caseStudyPictures: settings.caseStudyPictures }).from(settings).where(eq(settings.id, 1)).for('update')
	const current = normaliseCaseStudyPictures(row?.caseStudyPictures, await readCaseStudySlots())
	const previous = current[String(id)]?.[which] ?? null
	await saveSettings({ caseStudyPictures: { ...current, [String(id)]: { ...current[String(id)], [which]: key } } })
	return previous
}

/** The articles' categories in their order (the specification's six when there is no settings row or the list is empty). */
export async function readBlogCategories(): Promise<string[]> {
	const [row] = await getDb().select({ blogCategories: settings.blogCategories }).from(settings).where(eq(settings.id, 1))
	const stored = (row?.blogCategories ?? []).filter((category) => typeof category === 'string' && category.trim() !== '')
	return stored.length > 0 ? stored : [...blogCategories]
}

/**
 * Saves the categories' new list. `renamed` maps an old name to its new one:
 * the articles (rows and working copies) filed under it move with it.
 */
export async function saveBlogCategories(categories: string[], renamed: Record<string, string> = {}) {
	await saveSettings({ blogCategories: categories })
	for (const [from, to] of Object.entries(renamed)) {
		if (from === to) continue
		await getDb().update(articles).set({ category: to }).where(eq(articles.category, from))
		await getDb()
			.update(contentDrafts)
			.set({ data: sql`jsonb_set(${contentDrafts.data}, '{category}', to_jsonb(${to}::text))` })
			.where(and(eq(contentDrafts.entityType, 'article'), sql`${contentDrafts.data}->>'category' = ${from}`))
	}
}
