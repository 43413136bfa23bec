import { CalendarDays, Clock, User } from '#app/components/ui/icon.tsx'
import type { BlogArticle } from '#app/domain/article/article.ts'
import { cn } from '#app/utils/cn.ts'
import { formatArticleDate } from '#app/utils/format.ts'

/** Date, read time and (optionally) author of an article. */
export function ArticleMeta({
	article,
	showAuthor = true,
	className,
}: {
	article: Pick<BlogArticle, 'date' | 'readTime' | 'author'>
	showAuthor?: boolean
	className?: string
}) {
	return (
		<ul className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground', className)}>
			<li className="flex items-center gap-1.5">
				<CalendarDays aria-hidden className="size-4" />
				<time dateTime={article.date}>{formatArticleDate(article.date)}</time>
			</li>
			<li className="flex items-center gap-1.5">
				<Clock aria-hidden className="size-4" />
				{article.readTime}
			</li>
			{showAuthor ? (
				<li className="flex items-center gap-1.5">
					<User aria-hidden className="size-4" />
					<span>
						<span className="sr-only">By </span>
						{article.author}
					</span>
				</li>
			) : null}
		</ul>
	)
}

/** An article's tags (optionally only the first `limit`). */
export function TagList({ tags, limit, className }: { tags: readonly string[]; limit?: number; className?: string }) {
	const shown = limit === undefined ? tags : tags.slice(0, limit)
	return (
		<ul aria-label="Tags" className={cn('flex flex-wrap gap-2', className)}>
			{shown.map((tag) => (
				<li key={tag} className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-foreground">
					{tag}
				</li>
			))}
		</ul>
	)
}
