import { FilterLinks } from '#app/components/site/filter-links.tsx'
import { LinkCard } from '#app/components/site/link-card.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { CircleCheck, CircleX, Clock, ExternalLink, Send, TriangleAlert, Trophy, type IconComponent } from '#app/components/ui/icon.tsx'
import { localSeoAreas, type CitationStatus } from '#app/domain/local-seo/rules.ts'
import type { localSeoCopy } from '#app/routes/site/local-seo/copy.ts'
import { cn } from '#app/utils/cn.ts'

import { dashboardHref, localSeoTabs, type CitationView, type LocalSeoTab, type RankingView } from './view-model.ts'

type Copy = typeof localSeoCopy

/** Each citation status has its own icon and colour; the words are always shown too. */
const statusStyle: Record<CitationStatus, { icon: IconComponent; className: string }> = {
	approved: { icon: CircleCheck, className: 'bg-green-100 text-green-900' },
	submitted: { icon: Send, className: 'bg-blue-100 text-blue-900' },
	pending: { icon: Clock, className: 'bg-slate-200 text-slate-900' },
	needs_update: { icon: TriangleAlert, className: 'bg-amber-100 text-amber-900' },
	rejected: { icon: CircleX, className: 'bg-red-100 text-red-900' },
}

const bandStyle: Record<RankingView['band'], string> = {
	green: 'bg-green-100 text-green-900',
	yellow: 'bg-yellow-100 text-yellow-900',
	red: 'bg-red-100 text-red-900',
}

export function PerformanceTiles({ copy }: { copy: Copy['performance'] }) {
	return (
		<section aria-labelledby="local-seo-performance" className="mt-10">
			<h2 id="local-seo-performance" className="text-2xl font-bold tracking-tight">
				{copy.heading}
			</h2>
			<ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
				{copy.tiles.map((tile) => (
					<li key={tile.key} className="rounded-lg border border-border bg-background p-4 shadow-sm sm:p-5">
						<h3 className="leading-snug font-semibold">{tile.title}</h3>
						<p className="mt-1 text-sm text-muted-foreground">{tile.status}</p>
						<p className="mt-3 text-3xl font-bold text-primary">
							{tile.score}%<span className="sr-only"> {copy.scoreLabel}</span>
						</p>
						{/* Decorative: the figure above is the value. */}
						<div aria-hidden className="mt-3 h-2 rounded-full bg-muted">
							<div className="h-2 rounded-full bg-primary" style={{ width: `${tile.score}%` }} />
						</div>
					</li>
				))}
			</ul>
		</section>
	)
}

export function TopKeywords({ copy, keywords }: { copy: Copy['topKeywords']; keywords: readonly RankingView[] }) {
	if (keywords.length === 0) return null
	return (
		<section aria-labelledby="local-seo-top-keywords" className="mt-10">
			<h2 id="local-seo-top-keywords" className="text-2xl font-bold tracking-tight">
				{copy.heading}
			</h2>
			<p className="mt-1 text-muted-foreground">{copy.text}</p>
			<ol className="mt-4 divide-y divide-border rounded-lg border border-border bg-background">
				{keywords.map((keyword) => (
					<li key={keyword.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
						<span className="min-w-0 font-semibold break-words">{keyword.keyword}</span>
						<span className="flex items-center gap-2">
							{keyword.topThree ? (
								<Badge variant="success">
									<Trophy aria-hidden />
									{copy.topThree}
								</Badge>
							) : null}
							<span className={cn('rounded-md px-2 py-0.5 text-sm font-semibold', bandStyle[keyword.band])}>
								{copy.position} {keyword.currentPosition}
							</span>
						</span>
					</li>
				))}
			</ol>
		</section>
	)
}

/** The area filter: plain links that keep the chosen tab; it applies to everything below it (the region `swap`). */
export function AreaFilter({ copy, area, tab, swap }: { copy: Copy; area: string; tab: LocalSeoTab; swap: string }) {
	return (
		<div className="mt-10">
			<p className="mb-2 text-sm font-semibold text-muted-foreground" aria-hidden>
				{copy.areaFilterLabel}
			</p>
			<FilterLinks
				label={copy.areaFilterLabel}
				options={localSeoAreas}
				active={area}
				href={(value) => dashboardHref({ area: value, tab })}
				swap={swap}
			/>
		</div>
	)
}

/** The tabs: plain links styled as tabs, keeping the chosen area; the current one is marked with aria-current. */
export function DashboardTabs({ copy, area, tab, swap }: { copy: Copy; area: string; tab: LocalSeoTab; swap: string }) {
	return (
		<FilterLinks
			look="tabs"
			label={copy.tabsLabel}
			options={localSeoTabs}
			active={tab}
			href={(value) => dashboardHref({ area, tab: value })}
			swap={swap}
			className="mt-10"
		/>
	)
}

function PanelHeading({ id, title, text }: { id: string; title: string; text: string }) {
	return (
		<div className="mb-4">
			<h2 id={id} className="text-2xl font-bold tracking-tight">
				{title}
			</h2>
			<p className="mt-1 text-muted-foreground">{text}</p>
		</div>
	)
}

function EmptyText({ children }: { children: string }) {
	return <p className="rounded-lg border border-dashed border-border bg-muted px-6 py-10 text-center text-muted-foreground">{children}</p>
}

export function CitationsPanel({ copy, citations }: { copy: Copy['citations']; citations: readonly CitationView[] }) {
	return (
		<section aria-labelledby="local-seo-citations">
			<PanelHeading id="local-seo-citations" title={copy.heading} text={copy.text} />
			{citations.length === 0 ? (
				<EmptyText>{copy.empty}</EmptyText>
			) : (
				<ul className="space-y-3">
					{citations.map((citation) => {
						const { icon: StatusIcon, className } = statusStyle[citation.citationStatus]
						return (
							<li key={citation.id} className="rounded-lg border border-border bg-background p-4">
								<div className="flex flex-wrap items-start justify-between gap-2">
									<div className="min-w-0">
										<h3 className="font-semibold break-words">{citation.directoryName}</h3>
										<p className="text-sm text-muted-foreground">
											{citation.localArea ? `${copy.area}: ${citation.localArea} · ` : null}
											<span className="capitalize">{citation.priorityLevel}</span> {copy.priority}
										</p>
									</div>
									<div className="flex flex-wrap items-center gap-2">
										{citation.showNapScore ? (
											<Badge variant="outline" title={copy.napTitle}>
												<abbr title={copy.napTitle} className="no-underline">
													{copy.nap}
												</abbr>{' '}
												{citation.napConsistencyScore}%
											</Badge>
										) : null}
										<span
											className={cn(
												'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize',
												className,
											)}
										>
											<StatusIcon aria-hidden className="size-3.5" />
											{citation.statusLabel}
										</span>
									</div>
								</div>
								{citation.businessListingUrl ? (
									<a
										href={citation.businessListingUrl}
										rel="noopener noreferrer nofollow"
										className="mt-2 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary underline-offset-4 hover:underline"
									>
										{copy.viewListing}
										<span className="sr-only"> {citation.directoryName}</span>
										<ExternalLink aria-hidden className="size-3.5" />
									</a>
								) : null}
							</li>
						)
					})}
				</ul>
			)}
		</section>
	)
}

export function RankingsPanel({ copy, rankings }: { copy: Copy['rankings']; rankings: readonly RankingView[] }) {
	return (
		<section aria-labelledby="local-seo-rankings">
			<PanelHeading id="local-seo-rankings" title={copy.heading} text={copy.text} />
			{rankings.length === 0 ? (
				<EmptyText>{copy.empty}</EmptyText>
			) : (
				<ul className="space-y-3">
					{rankings.map((ranking) => (
						<li key={ranking.id} className="rounded-lg border border-border bg-background p-4">
							<div className="flex flex-wrap items-start justify-between gap-2">
								<div className="min-w-0">
									<h3 className="font-semibold break-words">{ranking.keyword}</h3>
									<p className="text-sm text-muted-foreground">{ranking.location}</p>
								</div>
								{ranking.topThree ? (
									<Badge variant="success">
										<Trophy aria-hidden />
										{copy.topThree}
									</Badge>
								) : null}
							</div>
							<dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
								<div>
									<dt className="text-muted-foreground">{copy.position}</dt>
									<dd>
										<span className={cn('inline-block rounded-md px-2 py-0.5 font-bold', bandStyle[ranking.band])}>
											{ranking.currentPosition}
										</span>
									</dd>
								</div>
								<div>
									<dt className="text-muted-foreground">{copy.change}</dt>
									<dd
										className={cn(
											'font-semibold',
											ranking.change !== null && ranking.change > 0 && 'text-green-800',
											ranking.change !== null && ranking.change < 0 && 'text-red-800',
										)}
									>
										{ranking.changeText ?? copy.noChange}
									</dd>
								</div>
								<div>
									<dt className="text-muted-foreground">{copy.volume}</dt>
									<dd className="font-semibold">{ranking.searchVolume.toLocaleString('en-GB')}</dd>
								</div>
								<div>
									<dt className="text-muted-foreground">{copy.competition}</dt>
									<dd className="font-semibold capitalize">{ranking.competitionLevel}</dd>
								</div>
							</dl>
						</li>
					))}
				</ul>
			)}
		</section>
	)
}

type LinkItem = { id: string; targetPage: string; anchorText: string; linkContext: string | null }

function LinkGroup({ id, heading, links }: { id: string; heading: string; links: readonly LinkItem[] }) {
	if (links.length === 0) return null
	return (
		<section aria-labelledby={id} className="mt-6">
			<h3 id={id} className="text-lg font-semibold">
				{heading}
			</h3>
			<ul className="mt-3 grid gap-3 sm:grid-cols-2">
				{links.map((link) => (
					<li key={link.id}>
						<LinkCard to={link.targetPage} title={link.anchorText} context={link.linkContext} />
					</li>
				))}
			</ul>
		</section>
	)
}

export function LinksPanel({ copy, home, services }: { copy: Copy['links']; home: readonly LinkItem[]; services: readonly LinkItem[] }) {
	return (
		<section aria-labelledby="local-seo-links">
			<PanelHeading id="local-seo-links" title={copy.heading} text={copy.text} />
			<LinkGroup id="local-seo-links-home" heading={copy.home} links={home} />
			<LinkGroup id="local-seo-links-services" heading={copy.services} links={services} />
		</section>
	)
}

function FactList({ id, heading, items }: { id: string; heading: string; items: readonly { label: string; value: string }[] }) {
	return (
		<section aria-labelledby={id} className="rounded-lg border border-border bg-background p-5">
			<h3 id={id} className="text-lg font-semibold">
				{heading}
			</h3>
			<dl className="mt-3 space-y-3">
				{items.map((item) => (
					<div key={item.label}>
						<dt className="text-sm text-muted-foreground">{item.label}</dt>
						<dd className="font-semibold">{item.value}</dd>
					</div>
				))}
			</dl>
		</section>
	)
}

export function OptimizationPanel({ copy }: { copy: Copy['optimization'] }) {
	return (
		<section aria-labelledby="local-seo-optimization">
			<h2 id="local-seo-optimization" className="mb-4 text-2xl font-bold tracking-tight">
				{copy.heading}
			</h2>
			<div className="grid gap-4 md:grid-cols-2">
				<FactList id="local-seo-profile" heading={copy.profile.heading} items={copy.profile.items} />
				<FactList id="local-seo-directories" heading={copy.directories.heading} items={copy.directories.items} />
			</div>
			<section aria-labelledby="local-seo-recommendations" className="mt-4 rounded-lg border border-border bg-primary-soft p-5">
				<h3 id="local-seo-recommendations" className="text-lg font-semibold">
					{copy.recommendations.heading}
				</h3>
				<ol className="mt-3 list-decimal space-y-2 pl-5">
					{copy.recommendations.items.map((item) => (
						<li key={item}>{item}</li>
					))}
				</ol>
			</section>
		</section>
	)
}
