import type { ReactNode } from 'react'
import { Link, useLocation, useNavigation } from 'react-router'

import { ErrorNotice } from '#app/components/admin/notice.tsx'
import { TableHeader } from '#app/components/ui/table.tsx'
import {
	formatChange,
	formatConversion,
	referrerLabel,
	VIEW_PERIOD_PARAM,
	VIEW_PERIODS,
	type PageViewsReport,
	type ViewPeriod,
} from '#app/domain/analytics/page-views.ts'
import { formatDay } from '#app/domain/enquiry/pipeline.ts'
import { cn } from '#app/utils/cn.ts'

/*
 * The overview's "Pages" section (issue 25, decision 0051): views per public
 * page for the last 7, 30 or 90 days with the change on the days before, the
 * enquiries sent from each page and its conversion, and the sites that sent
 * visitors. The period is `?views=` in the address (links, so it works
 * without JavaScript and keeps the page's other parameters); the data comes
 * from `loadPageViews` (./pages.server.ts).
 */

/** What `loadPageViews` returns: the report, or none and the reason. */
export type PageViewsData = {
	period: ViewPeriod
	report: PageViewsReport | null
	loadError: string | null
}

const count = (value: number) => value.toLocaleString('en-GB')
/** Narrow padding on a phone, so four columns fit 390 px without scrolling sideways. */
const cell = 'px-2 py-3 sm:px-4'

export function PageViewsSection({ data, headingLevel = 2 }: { data: PageViewsData; headingLevel?: 2 | 3 }) {
	const { period, report, loadError } = data
	const Heading = headingLevel === 2 ? 'h2' : 'h3'
	const SubHeading = headingLevel === 2 ? 'h3' : 'h4'
	const location = useLocation()
	const navigation = useNavigation()
	// A period switch under way (with JavaScript): the figures shown are the old period's.
	const loading = navigation.state === 'loading' && navigation.location.pathname === location.pathname
	const change = report ? formatChange(report.views, report.previousViews) : null
	return (
		<section aria-labelledby="page-views-title" aria-busy={loading || undefined} className="grid gap-4">
			<div className="flex flex-wrap items-end justify-between gap-3">
				<div>
					<Heading id="page-views-title" className="text-xl font-bold">
						Pages
					</Heading>
					<p className="text-sm text-muted-foreground">
						Views of the public pages, counted by the server without cookies; search engines’ robots and your own visits while signed in are
						not counted.
					</p>
				</div>
				<PeriodSwitch current={period} search={location.search} />
			</div>
			<ErrorNotice message={loadError} title="Error" />
			{report === null ? null : report.views === 0 && report.enquiries === 0 ? (
				<p className="rounded-lg border border-dashed border-border bg-background p-6 text-center text-muted-foreground">
					No page views counted in the last {report.days} days yet. Views appear here within a minute of a visit.
				</p>
			) : (
				<div className={cn('grid gap-4 transition-opacity', loading && 'opacity-60')}>
					<p className="text-sm">
						<span className="font-semibold">{count(report.views)} views</span>
						{change ? ` (${change} on the ${report.days} days before)` : null} and{' '}
						<span className="font-semibold">
							{count(report.enquiries)} {report.enquiries === 1 ? 'enquiry' : 'enquiries'}
						</span>{' '}
						from {formatDay(report.from)} to {formatDay(report.to)}.
					</p>
					<ReportTable
						label="Views per page"
						caption={`Views, enquiries and conversion per page, last ${report.days} days, most viewed first`}
						columns={['Page', 'Views', 'Enquiries', 'Conversion']}
					>
						{report.pages.map((page) => {
							const pageChange = formatChange(page.views, page.previousViews)
							return (
								<tr key={page.path} className="border-b border-border align-top last:border-0">
									<th scope="row" className={`${cell} font-normal [overflow-wrap:anywhere]`}>
										{page.path}
									</th>
									<td className={`${cell} tabular-nums`}>
										{count(page.views)}
										{pageChange ? (
											<span className="block text-xs text-muted-foreground">
												{pageChange}
												<span className="sr-only"> on the {report.days} days before</span>
											</span>
										) : null}
									</td>
									<td className={`${cell} tabular-nums`}>{count(page.enquiries)}</td>
									<td className={`${cell} tabular-nums`}>{formatConversion(page.enquiries, page.views)}</td>
								</tr>
							)
						})}
					</ReportTable>
					{report.pageCount > report.pages.length ? (
						<p className="text-sm text-muted-foreground">
							The {report.pages.length} most viewed of {count(report.pageCount)} pages.
						</p>
					) : null}
					<p className="text-sm text-muted-foreground">
						Conversion is the page’s enquiries (sent from its form or link, spam aside) divided by its views.
					</p>
					{report.referrers.length > 0 ? (
						<div className="grid gap-2">
							<SubHeading className="font-semibold">Where visitors came from</SubHeading>
							<ReportTable
								label="Referring sites"
								caption={`Views per referring site, last ${report.days} days, most first`}
								columns={['Site', 'Views']}
							>
								{report.referrers.map((referrer) => (
									<tr key={referrer.host} className="border-b border-border last:border-0">
										<th scope="row" className={`${cell} font-normal [overflow-wrap:anywhere]`}>
											{referrerLabel(referrer.host)}
										</th>
										<td className={`${cell} tabular-nums`}>{count(referrer.views)}</td>
									</tr>
								))}
							</ReportTable>
						</div>
					) : null}
				</div>
			)}
		</section>
	)
}

/** A table of the report in a region of its own (focusable, named), its caption for screen readers. */
function ReportTable({ label, caption, columns, children }: { label: string; caption: string; columns: string[]; children: ReactNode }) {
	return (
		<div tabIndex={0} role="region" aria-label={label} className="overflow-x-auto rounded-lg border border-border bg-background">
			<table className="w-full text-left text-sm">
				<caption className="sr-only">{caption}</caption>
				<TableHeader columns={columns} cellClassName={cell} />
				<tbody>{children}</tbody>
			</table>
		</div>
	)
}

/** 7, 30 and 90 days as links that change `?views=` and keep the address's other parameters. */
function PeriodSwitch({ current, search }: { current: ViewPeriod; search: string }) {
	const hrefOf = (days: ViewPeriod) => {
		const params = new URLSearchParams(search)
		params.set(VIEW_PERIOD_PARAM, String(days))
		return `?${params.toString()}`
	}
	return (
		<nav aria-label="Period of the page views">
			<ul className="flex gap-2">
				{VIEW_PERIODS.map((days) => (
					<li key={days}>
						<Link
							to={hrefOf(days)}
							preventScrollReset
							aria-current={days === current ? 'page' : undefined}
							className={cn(
								'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border px-4 text-sm font-semibold',
								days === current ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-background hover:bg-muted',
							)}
						>
							{days} days
						</Link>
					</li>
				))}
			</ul>
		</nav>
	)
}
