import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import type { BlogArticle } from '#app/content/blog.ts'
import { ArticleMeta, TagList } from './article-meta.tsx'

export const articlePath = (article: Pick<BlogArticle, 'slug'>) => `/blog/${article.slug}`

/** A card of the Featured Articles grid (at most `tagLimit` tags). */
export function FeaturedArticleCard({ article, tagLimit, readMore }: { article: BlogArticle; tagLimit: number; readMore: string }) {
	return (
		<article
			aria-labelledby={`featured-${article.id}`}
			className="flex h-full flex-col rounded-lg border border-border bg-background p-6 shadow-sm"
		>
			<Badge variant="secondary" className="self-start">
				{article.category}
			</Badge>
			<h3 id={`featured-${article.id}`} className="mt-3 text-xl leading-snug font-semibold">
				<Link to={articlePath(article)} className="hover:text-primary hover:underline">
					{article.title}
				</Link>
			</h3>
			<ArticleMeta article={article} showAuthor={false} className="mt-2" />
			<p className="mt-3 flex-1 text-sm text-muted-foreground">{article.excerpt}</p>
			<TagList tags={article.tags} limit={tagLimit} className="mt-4" />
			<p className="mt-5">
				<Link
					to={articlePath(article)}
					className="inline-flex min-h-11 items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
				>
					{readMore}
					<span className="sr-only">: {article.title}</span>
					<ArrowRight aria-hidden className="size-4" />
				</Link>
			</p>
		</article>
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
	return (
		<article aria-labelledby={`related-${article.id}`} className="flex h-full flex-col rounded-lg border border-border bg-background p-5 shadow-sm">
			<Badge variant="secondary" className="self-start">
				{article.category}
			</Badge>
			<h3 id={`related-${article.id}`} className="mt-3 text-lg leading-snug font-semibold">
				<Link to={articlePath(article)} className="hover:text-primary hover:underline">
					{article.title}
				</Link>
			</h3>
			<ArticleMeta article={article} showAuthor={false} className="mt-2" />
			<p className="mt-3 flex-1 text-sm text-muted-foreground">{article.excerpt}</p>
		</article>
	)
}
