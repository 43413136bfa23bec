import { useEffect, useRef } from 'react'
import { NavLink, useLocation } from 'react-router'

import { ClientScript } from '#app/client/client-script.tsx'
import { Menu, X } from '#app/components/ui/icon.tsx'
import { cn } from '#app/utils/cn.ts'

import { CallButton } from './call-button.tsx'
import { Logo } from './logo.tsx'
import { mainNavigation } from './nav-items.ts'

type HeaderProps = {
	businessName: string
	phone: string
	logoUrl: string | null
	logoHeight: number
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
	cn(
		'inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold transition-colors hover:bg-muted',
		isActive ? 'bg-primary-soft text-primary' : 'text-foreground',
	)

/**
 * Sticky header: logo, main navigation (active link highlighted), Call Now.
 * The mobile menu is a <details> element, so it opens without JavaScript too;
 * with JavaScript it closes as soon as a link is chosen, on Escape and on a
 * tap outside it (app/client/menu.js).
 */
export function SiteHeader({ businessName, phone, logoUrl, logoHeight }: HeaderProps) {
	const menu = useRef<HTMLDetailsElement>(null)
	const location = useLocation()
	const closeMenu = () => {
		if (menu.current) menu.current.open = false
	}
	useEffect(closeMenu, [location.pathname])

	return (
		<header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
			{/* At least 72px; a taller logo makes it taller, by a height known before the image loads. */}
			<div className="container-page flex min-h-18 items-center justify-between gap-4 py-2">
				<Logo businessName={businessName} logoUrl={logoUrl} height={logoHeight} />

				<nav aria-label="Main" className="hidden lg:block">
					<ul className="flex items-center gap-1">
						{mainNavigation.map((item) => (
							<li key={item.to}>
								<NavLink to={item.to} className={navLinkClass}>
									{item.label}
								</NavLink>
							</li>
						))}
					</ul>
				</nav>

				<div className="flex items-center gap-2">
					<CallButton phone={phone} label="Call Now" showNumber={false} variant="cta" size="default" className="hidden sm:inline-flex" />

					<details ref={menu} data-site-menu className="group lg:hidden">
						<summary
							className="flex size-11 cursor-pointer list-none items-center justify-center rounded-md border border-border hover:bg-muted [&::-webkit-details-marker]:hidden"
							aria-label="Menu"
						>
							<Menu aria-hidden className="size-5 group-open:hidden" />
							<X aria-hidden className="hidden size-5 group-open:block" />
						</summary>
						<nav
							aria-label="Mobile"
							className="absolute inset-x-0 top-full hidden border-b border-border bg-background shadow-lg group-open:block"
						>
							<ul className="container-page flex flex-col gap-1 py-3">
								{mainNavigation.map((item) => (
									<li key={item.to}>
										<NavLink to={item.to} className={(state) => cn(navLinkClass(state), 'flex w-full text-base')} onClick={closeMenu}>
											{item.label}
										</NavLink>
									</li>
								))}
								<li className="pt-2">
									<CallButton phone={phone} label="Call Now" variant="cta" className="w-full" onClick={closeMenu} />
								</li>
							</ul>
						</nav>
					</details>
					<ClientScript name="menu" />
				</div>
			</div>
		</header>
	)
}
