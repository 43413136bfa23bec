import { Building2 as Building, ExternalLink, MapPin, ShieldCheck, type IconComponent } from '#app/components/ui/icon.tsx'
import type { TrustItem } from '#app/domain/settings/business-facts.ts'
import { cn } from '#app/utils/cn.ts'

const icons: Record<TrustItem['kind'], IconComponent> = {
	registration: ShieldCheck,
	insurance: ShieldCheck,
	company: Building,
	address: MapPin,
}

/**
 * The checkable facts about the firm (trade registrations, insurance, company
 * number, registered office) as one band: only the ones the owner has filled
 * in on the Business tab, and nothing at all when none are.
 */
export function TrustStrip({ items, className }: { items: readonly TrustItem[]; className?: string }) {
	if (items.length === 0) return null
	return (
		<section aria-labelledby="trust-strip-title" className={cn('border-y border-border bg-muted', className)}>
			<div className="container-page py-6">
				<h2 id="trust-strip-title" className="text-xs font-semibold tracking-widest text-muted-foreground uppercase">
					Registered, insured and accountable
				</h2>
				<ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(15rem,1fr))]" data-testid="trust-strip">
					{items.map((item) => {
						const Icon = icons[item.kind]
						const body = (
							<>
								<Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
								<span className="min-w-0">
									<span className="block font-semibold text-foreground">{item.title}</span>
									{item.detail ? <span className="block text-sm break-words text-muted-foreground">{item.detail}</span> : null}
									{item.href ? (
										<span className="mt-0.5 inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-2 group-hover:underline">
											Check it
											<ExternalLink aria-hidden className="size-3.5" />
										</span>
									) : null}
								</span>
							</>
						)
						return (
							<li key={`${item.kind}-${item.title}`} data-kind={item.kind}>
								{item.href ? (
									<a
										href={item.href}
										rel="noopener noreferrer external"
										className="group flex h-full min-h-11 gap-3 rounded-lg border border-border bg-background p-4 transition-colors hover:border-primary/40 focus-visible:outline-2 focus-visible:outline-ring"
									>
										{body}
									</a>
								) : (
									<div className="flex h-full min-h-11 gap-3 rounded-lg border border-border bg-background p-4">{body}</div>
								)}
							</li>
						)
					})}
				</ul>
			</div>
		</section>
	)
}
