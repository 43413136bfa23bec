import { searchResultLimits } from '#app/domain/seo/page-seo.ts'
import { cn } from '#app/utils/cn.ts'

/** The advice for a title and description (the one check of their lengths, decision 0041): warnings the owner may ignore, never errors. */
export function seoWarnings(title: string, description: string): string[] {
	const warnings: string[] = []
	const titleLength = [...title.trim()].length
	const descriptionLength = [...description.trim()].length
	if (titleLength === 0) warnings.push('No title: search engines will make one up from the page.')
	else if (titleLength > searchResultLimits.title)
		warnings.push(`The title is over ${searchResultLimits.title} characters: search results may cut it short.`)
	if (descriptionLength === 0) warnings.push('No description: search engines will pick some text from the page.')
	else if (descriptionLength > searchResultLimits.descriptionMax)
		warnings.push(`The description is over ${searchResultLimits.descriptionMax} characters: search results may cut it short.`)
	else if (descriptionLength < searchResultLimits.descriptionMin)
		warnings.push(
			`The description is under ${searchResultLimits.descriptionMin} characters: search engines may show other text from the page instead.`,
		)
	return warnings
}

/** What a result shows when the text is too long: cut at a word, with an ellipsis. */
export function cutForResult(text: string, limit: number): string {
	const characters = [...text.trim()]
	if (characters.length <= limit) return characters.join('')
	const cut = characters.slice(0, limit).join('')
	const atWord = cut.replace(/\s+\S*$/, '')
	return `${atWord.length > limit / 2 ? atWord : cut}…`
}

/**
 * How the page may look in search results (a Google-like result: the site
 * and address, the title, the description), with the characters counted and
 * warnings about lengths. The parent passes the fields' current values, so
 * it follows what the owner types. The warnings are announced politely.
 */
export function SeoPreview({
	title,
	description,
	path,
	siteName,
	siteUrl,
	className,
}: {
	title: string
	description: string
	/** The page's path, e.g. /blog/boiler-care. */
	path: string
	/** The business's name, shown above the address as Google does. */
	siteName?: string
	/** The site's address (SITE_URL), e.g. https://www.example.com; the address line shows only the path without it. */
	siteUrl?: string
	className?: string
}) {
	const titleLength = [...title.trim()].length
	const descriptionLength = [...description.trim()].length
	const warnings = seoWarnings(title, description)
	const host = siteUrl ? siteUrl.replace(/^https?:\/\//, '').replace(/\/+$/, '') : ''
	const crumbs = path.split('/').filter(Boolean)
	const over = (length: number, limit: number) => (length > limit ? 'font-semibold text-warning' : 'text-muted-foreground')

	return (
		<section aria-label="Search result preview" className={cn('grid gap-3', className)}>
			<div className="grid gap-1 rounded-md border border-border bg-background p-4 font-[arial,sans-serif]" aria-hidden="true">
				<div className="flex items-center gap-2">
					<span className="grid size-7 shrink-0 place-items-center rounded-full bg-muted text-xs font-semibold">
						{(siteName ?? host).slice(0, 1).toUpperCase() || '•'}
					</span>
					<div className="min-w-0 leading-tight">
						<div className="truncate text-sm text-[#202124]">{siteName ?? host}</div>
						<div className="truncate text-xs text-[#4d5156]">{[host || 'your site', ...crumbs].join(' › ')}</div>
					</div>
				</div>
				<div className="text-xl leading-snug break-words text-[#1a0dab]">
					{cutForResult(title, searchResultLimits.title) || 'Untitled page'}
				</div>
				<div className="text-sm leading-normal break-words text-[#4d5156]">
					{cutForResult(description, searchResultLimits.descriptionMax)}
				</div>
			</div>
			<ul className="grid gap-1 text-sm">
				<li className={over(titleLength, searchResultLimits.title)}>
					Title: {titleLength} of {searchResultLimits.title} characters
				</li>
				<li className={over(descriptionLength, searchResultLimits.descriptionMax)}>
					Description: {descriptionLength} characters ({searchResultLimits.descriptionMin} to {searchResultLimits.descriptionMax} is best)
				</li>
			</ul>
			<div role="status" className="grid gap-1 text-sm">
				{warnings.map((warning) => (
					<p key={warning} className="flex gap-2 rounded-sm border-l-4 border-warning bg-muted px-2 py-1 text-foreground">
						<span aria-hidden="true">⚠</span>
						<span>
							<span className="sr-only">Warning: </span>
							{warning}
						</span>
					</p>
				))}
			</div>
		</section>
	)
}
