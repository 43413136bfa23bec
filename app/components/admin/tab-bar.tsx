import { useEffect, useRef } from 'react'
import { NavLink, useLocation } from 'react-router'

import { ChevronLeft, ChevronRight } from '#app/components/ui/icon.tsx'
import { cn } from '#app/utils/cn.ts'

import { adminTabs } from './tabs.ts'

/**
 * The admin's tabs as links, in one row that scrolls sideways where the screen
 * is too narrow for all nine (a phone). That it scrolls is shown at each edge
 * with more tabs beyond it (a fade and a chevron, driven by the row's scroll
 * position in CSS); the current tab starts in the middle of the row: by CSS
 * where the browser has `scroll-initial-target` (which aligns by
 * `scroll-snap-align`; the row does not snap), so also before hydration and
 * without JavaScript, and after hydration on every change of tab otherwise.
 * Each tab is a 44px target.
 */
export function AdminTabBar() {
	const bar = useRef<HTMLElement>(null)
	const { pathname } = useLocation()
	useEffect(() => {
		const row = bar.current
		const current = row?.querySelector('[aria-current="page"]')
		if (!row || !current) return
		const rowBox = row.getBoundingClientRect()
		const tabBox = current.getBoundingClientRect()
		// Fully in view, clear of the edges' hints: leave the row where the admin put it.
		const margin = 48
		if (tabBox.left >= rowBox.left + margin && tabBox.right <= rowBox.right - margin) return
		row.scrollBy({ left: tabBox.left + tabBox.width / 2 - (rowBox.left + rowBox.width / 2), behavior: 'instant' })
	}, [pathname])

	return (
		<div className="relative [timeline-scope:--admin-tabs]">
			<nav
				ref={bar}
				aria-label="Admin sections"
				className="container-page overflow-x-auto [scroll-timeline:--admin-tabs_x] [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
			>
				<ul className="flex min-w-max gap-1">
					{adminTabs.map((tab) => (
						<li key={tab.path}>
							<NavLink
								to={`/admin${tab.path ? `/${tab.path}` : ''}`}
								// The Overview is /admin itself: current only there, not under every tab.
								end={tab.path === ''}
								prefetch="intent"
								className={({ isActive }) =>
									cn(
										'inline-flex min-h-11 min-w-11 items-center justify-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap transition-colors',
										isActive
											? 'border-primary text-primary [scroll-initial-target:nearest] [scroll-snap-align:center]'
											: 'border-transparent text-muted-foreground hover:border-border hover:text-foreground',
									)
								}
							>
								{tab.label}
							</NavLink>
						</li>
					))}
				</ul>
			</nav>
			<ScrollHint side="start" />
			<ScrollHint side="end" />
		</div>
	)
}

/** The sign at one edge of the row that there are more tabs beyond it (shown by the scroll-hint-* utilities). */
function ScrollHint({ side }: { side: 'start' | 'end' }) {
	const Chevron = side === 'start' ? ChevronLeft : ChevronRight
	return (
		<div
			aria-hidden
			data-scroll-hint={side}
			className={cn(
				'pointer-events-none absolute inset-y-0 flex w-12 items-center from-background from-40% to-transparent',
				side === 'start' ? 'scroll-hint-start left-0 bg-linear-to-r pl-1' : 'scroll-hint-end right-0 justify-end bg-linear-to-l pr-1',
			)}
		>
			<Chevron className="size-5 text-muted-foreground" />
		</div>
	)
}
