import { cn } from '#app/utils/cn.ts'

/**
 * The article's HTML, from our own static copy in app/content/blog.ts
 * (restricted to h2, h3, p, ul, ol, li, strong, em and relative links by its
 * tests), styled through descendant selectors.
 */
export function ArticleBody({ html, className }: { html: string; className?: string }) {
	return (
		<div
			className={cn(
				'text-lg leading-relaxed text-foreground',
				'[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-foreground',
				'[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold',
				'[&_p]:mt-4 [&_ul]:mt-4 [&_ol]:mt-4 [&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6',
				'[&_li]:mt-2 [&_li]:marker:text-primary [&_strong]:font-semibold',
				'[&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:no-underline',
				'[&>*:first-child]:mt-0',
				className,
			)}
			dangerouslySetInnerHTML={{ __html: html }}
		/>
	)
}
