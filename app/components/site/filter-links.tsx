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

/**
 * Filter choices as plain links (`?<param>=<value>`, none for "all"), so a
 * filtered view can be shared and works without JavaScript. The current
 * choice is marked with aria-current; the page keeps its scroll position.
 */
export function FilterLinks({
	label,
	basePath,
	param,
	options,
	active,
	href,
	swap,
}: {
	label: string
	basePath: string
	param: string
	options: readonly FilterOption[]
	active: string
	/** Where an option leads when the page keeps other choices in its URL too (e.g. a tab). */
	href?: (value: string) => string
	/** The region these links update in place on a page sent without React (decision 0020). */
	swap?: string
}) {
	return (
		<nav aria-label={label} data-swap={swap}>
			<ul className="flex flex-wrap gap-2">
				{options.map((option) => {
					const current = option.value === active
					return (
						<li key={option.value}>
							<Link
								to={
									href?.(option.value) ??
									(option.value === 'all' ? basePath : `${basePath}?${new URLSearchParams({ [param]: option.value })}`)
								}
								preventScrollReset
								aria-current={current ? 'true' : undefined}
								className={cn(
									'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold transition-colors',
									current
										? 'border-primary bg-primary text-primary-foreground'
										: 'border-border bg-background text-foreground hover:border-primary hover:bg-primary-soft',
								)}
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
