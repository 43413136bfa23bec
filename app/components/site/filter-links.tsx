import { Link } from 'react-router'

import { cn } from '#app/utils/cn.ts'

export type FilterOption = { value: string; label: string }

/**
 * The option a query value chooses: the one with exactly that value, else the
 * first option ("all"), so a missing or unknown value shows everything.
 */
export function resolveFilter<Option extends FilterOption>(
	options: readonly [Option, ...Option[]],
	value: string | null | undefined,
): Option {
	return options.find((option) => option.value === value) ?? options[0]
}

const looks = {
	pills: {
		list: 'flex flex-wrap gap-2',
		link: 'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold transition-colors',
		current: 'border-primary bg-primary text-primary-foreground',
		other: 'border-border bg-background text-foreground hover:border-primary hover:bg-primary-soft',
		ariaCurrent: 'true',
	},
	tabs: {
		list: 'grid grid-cols-2 gap-1 rounded-lg bg-muted p-1 sm:grid-cols-4',
		link: 'flex min-h-11 items-center justify-center rounded-md px-3 text-center text-sm font-semibold transition-colors',
		current: 'bg-background text-foreground shadow-sm',
		other: 'text-muted-foreground hover:bg-background/60 hover:text-foreground',
		ariaCurrent: 'page',
	},
} as const

/**
 * Filter choices as plain links (`?<param>=<value>`, none for "all"), so a
 * filtered view can be shared and works without JavaScript. The current
 * choice is marked with aria-current; the page keeps its scroll position.
 * They look like pills (filters), or like a row of tabs (views of one page,
 * the current one marked as the page).
 */
export function FilterLinks<Value extends string>({
	label,
	options,
	active,
	swap,
	look = 'pills',
	className,
	...target
}: {
	label: string
	options: readonly { value: Value; label: string }[]
	active: string
	/** The region these links update in place on a page sent without React (decision 0020). */
	swap?: string
	look?: keyof typeof looks
	className?: string
} & (
	| { basePath: string; param: string }
	/** Where an option leads when the page keeps other choices in its URL too (e.g. a tab). */
	| { href: (value: Value) => string }
)) {
	const style = looks[look]
	const to = (value: Value) =>
		'href' in target
			? target.href(value)
			: value === 'all'
				? target.basePath
				: `${target.basePath}?${new URLSearchParams({ [target.param]: value })}`
	return (
		<nav aria-label={label} data-swap={swap} className={className}>
			<ul className={style.list}>
				{options.map((option) => {
					const current = option.value === active
					return (
						<li key={option.value}>
							<Link
								to={to(option.value)}
								preventScrollReset
								aria-current={current ? style.ariaCurrent : undefined}
								className={cn(style.link, current ? style.current : style.other)}
							>
								{option.label}
							</Link>
						</li>
					)
				})}
			</ul>
		</nav>
	)
}
