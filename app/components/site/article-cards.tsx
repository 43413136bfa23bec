import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { ArrowLink } from '#app/components/site/arrow-link.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { ArrowRight } from '#app/components/ui/icon.tsx'
import { articlePath, type BlogArticleCard } from '#app/domain/article/article.ts'
import { cn } from '#app/utils/cn.ts'

import { ArticleMeta, TagList } from './article-meta.tsx'

const looks = {
	/** An entry of the /blog article list. */
	list: { card: 'p-6', title: 'text-2xl', excerpt: 'text-foreground', author: true },
	/** A card of the Featured Articles grid. */
	featured: { card: 'p-6', title: 'text-xl', excerpt: 'text-sm text-muted-foreground', author: false },
	/** A card of an article page's Related Articles. */
	related: { card: 'p-5', title: 'text-lg', excerpt: 'text-sm text-muted-foreground', author: false },
} as const

/** An article as a card: category, linked title, date and read time, excerpt, then anything the list adds. */
function ArticleSummaryCard({ article, look, children }: { article: BlogArticleCard; look: keyof typeof looks; children?: ReactNode }) {
	const headingId = `${look}-${article.id}`
	const style = looks[look]
	return (
		<article
			aria-labelledby={headingId}
			className={cn('flex h-full flex-col rounded-lg border border-border bg-background shadow-sm', style.card)}
		>
			<Badge variant="secondary" className="self-start">
				{article.category}
			</Badge>
			<h3 id={headingId} className={cn('mt-3 leading-snug font-semibold', style.title)}>
				<Link to={articlePath(article)} className="hover:text-primary hover:underline">
					{article.title}
				</Link>
			</h3>
			<ArticleMeta article={article} showAuthor={style.author} className="mt-2" />
			<p className={cn('mt-3 flex-1', style.excerpt)}>{article.excerpt}</p>
			{children}
		</article>
	)
}

/** A card of the Featured Articles grid (at most `tagLimit` tags) with a Read Full Article link. */
export function FeaturedArticleCard({ article, tagLimit, readMore }: { article: BlogArticleCard; tagLimit: number; readMore: string }) {
	return (
		<ArticleSummaryCard article={article} look="featured">
			<TagList tags={article.tags} limit={tagLimit} className="mt-4" />
			<p className="mt-5">
				<ArrowLink to={articlePath(article)}>
					{readMore}
					<span className="sr-only">: {article.title}</span>
				</ArrowLink>
			</p>
		</ArticleSummaryCard>
	)
}

/** An entry of the article list, with its full tag list and a Read Full Article button. */
export function ArticleListItem({ article, readMore }: { article: BlogArticleCard; readMore: string }) {
	return (
		<ArticleSummaryCard article={article} look="list">
			<TagList tags={article.tags} className="mt-4" />
			<p className="mt-5">
				<Button asChild variant="default">
					<Link to={articlePath(article)}>
						{readMore}
						<span className="sr-only">: {article.title}</span>
						<ArrowRight aria-hidden />
					</Link>
				</Button>
			</p>
		</ArticleSummaryCard>
	)
}

/** A compact card for the Related Articles list of an article page. */
export function RelatedArticleCard({ article }: { article: BlogArticleCard }) {
	return <ArticleSummaryCard article={article} look="related" />
}
