import type { ReactNode } from 'react'
import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import type { BlogArticle } from '#app/content/blog.ts'
import { ArticleMeta, TagList } from './article-meta.tsx'
import { cn } from '#app/utils/cn.ts'
import { ArrowLink } from '#app/components/site/arrow-link.tsx'

export const articlePath = (article: Pick<BlogArticle, 'slug'>) => `/blog/${article.slug}`

/**
 * An article as a card: category, linked title, date and read time, excerpt;
 * on the Featured grid also up to `tagLimit` tags and a Read Full Article link.
 */
function ArticleSummaryCard({
	article,
	headingId,
	size,
	extras,
}: {
	article: BlogArticle
	headingId: string
	size: 'large' | 'compact'
	extras?: ReactNode
}) {
	return (
		<article
			aria-labelledby={headingId}
			className={cn('flex h-full flex-col rounded-lg border border-border bg-background shadow-sm', size === 'large' ? 'p-6' : 'p-5')}
		>
			<Badge variant="secondary" className="self-start">
				{article.category}
			</Badge>
			<h3 id={headingId} className={cn('mt-3 leading-snug font-semibold', size === 'large' ? 'text-xl' : 'text-lg')}>
				<Link to={articlePath(article)} className="hover:text-primary hover:underline">
					{article.title}
				</Link>
			</h3>
			<ArticleMeta article={article} showAuthor={false} className="mt-2" />
			<p className="mt-3 flex-1 text-sm text-muted-foreground">{article.excerpt}</p>
			{extras}
		</article>
	)
}

/** A card of the Featured Articles grid (at most `tagLimit` tags). */
export function FeaturedArticleCard({ article, tagLimit, readMore }: { article: BlogArticle; tagLimit: number; readMore: string }) {
	return (
		<ArticleSummaryCard
			article={article}
			headingId={`featured-${article.id}`}
			size="large"
			extras={
				<>
					<TagList tags={article.tags} limit={tagLimit} className="mt-4" />
					<p className="mt-5">
						<ArrowLink to={articlePath(article)}>
							{readMore}
							<span className="sr-only">: {article.title}</span>
						</ArrowLink>
					</p>
				</>
			}
		/>
	)
}

/** An entry of the article list, with its full tag list and a Read Full Article button. */
export function ArticleListItem({ article, readMore }: { article: BlogArticle; readMore: string }) {
	return (
		<article aria-labelledby={`article-${article.id}`} className="rounded-lg border border-border bg-background p-6 shadow-sm">
			<Badge variant="secondary">{article.category}</Badge>
			<h3 id={`article-${article.id}`} className="mt-3 text-2xl leading-snug font-semibold">
				<Link to={articlePath(article)} className="hover:text-primary hover:underline">
					{article.title}
				</Link>
			</h3>
			<ArticleMeta article={article} className="mt-2" />
			<p className="mt-3 text-foreground">{article.excerpt}</p>
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
		</article>
	)
}

/** A compact card for the Related Articles list of an article page. */
export function RelatedArticleCard({ article }: { article: BlogArticle }) {
	return <ArticleSummaryCard article={article} headingId={`related-${article.id}`} size="compact" />
}
