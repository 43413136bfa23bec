import { z } from 'zod'

import type { ArticleFields } from '#app/domain/content/fields.ts'
import { commaList, mediaKeyField, publicationShape, slugField, withSlug } from '#app/domain/content/form-fields.ts'
import { checkbox, optionalText, requiredText, text } from '#app/domain/form.ts'

/**
 * The article editor's rules, shared by its form (names, limits for the
 * inputs) and its action (decision 0033). The body is checked here only for
 * being text: the server's sanitiser decides what of it is stored (decision 0039).
 */
export const articleLimits = {
	title: 200,
	category: 80,
	excerpt: 500,
	author_name: 120,
	tags: 20,
	tag: 40,
	seo_keywords: 20,
	seo_keyword: 60,
} as const

/** The article form's rules, with the categories of the moment (settings.blog_categories). */
export function articleFormSchema(categories: readonly string[]) {
	return z
		.object({
			title: requiredText(articleLimits.title, 'Enter a title.', 'The title'),
			slug: slugField,
			category: text(
				z
					.string()
					.trim()
					.refine((category) => categories.includes(category), 'Choose a category from the list.'),
			),
			tags: commaList('Tags', articleLimits.tags, articleLimits.tag),
			excerpt: optionalText(articleLimits.excerpt, 'The excerpt').transform((value) => value ?? ''),
			body_html: text(z.string()),
			cover_image_key: mediaKeyField('Cover picture'),
			author_name: optionalText(articleLimits.author_name, 'The author').transform((value) => value ?? ''),
			featured: checkbox,
			seo_keywords: commaList('Keywords', articleLimits.seo_keywords, articleLimits.seo_keyword),
			...publicationShape,
		})
		.transform((form): ArticleFields => ({
			title: form.title,
			slug: form.slug,
			category: form.category,
			tags: form.tags,
			excerpt: form.excerpt,
			bodyHtml: form.body_html,
			coverImageKey: form.cover_image_key,
			authorName: form.author_name,
			featured: form.featured,
			seoKeywords: form.seo_keywords,
			publishAt: form.publish_at,
			seoTitle: form.seo_title,
			metaDescription: form.meta_description,
			socialImage: form.social_image,
		}))
		.transform(withSlug)
}

export type ArticleForm = z.infer<ReturnType<typeof articleFormSchema>>
