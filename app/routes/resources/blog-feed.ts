import { PAGE_CACHEABLE_HEADER } from '#app/.server/cache/page-cache.ts'
import { listFeedArticles } from '#app/.server/data/articles.ts'
import { getPublicSettings } from '#app/.server/data/settings.ts'
import { getEnv } from '#app/.server/env.ts'
import { blogPage, blogSeo } from '#app/content/pages.ts'

/*
 * The articles' Atom feed (RFC 4287; decision 0042): the latest 50 visible
 * articles, newest first, with absolute addresses from SITE_URL. It is routed
 * under the site layout and marks itself storable, so the page cache keeps it
 * like a page (per content version, with an ETag): a scheduled article enters
 * it when the schedule job raises the version.
 */

type FeedEntry = Awaited<ReturnType<typeof listFeedArticles>>[number]

/** Whether XML 1.0 allows the code point in a document, whatever the escaping (not control characters, lone surrogates or U+FFFE/F). */
const isXmlChar = (code: number) =>
	code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0xfffd) || code >= 0x10000

/** A stored value as XML text: what XML cannot hold is dropped, the rest escaped. */
function text(value: string) {
	let kept = ''
	// By code point: a surrogate pair is one character, a lone surrogate is dropped.
	for (const char of value) if (isXmlChar(char.codePointAt(0)!)) kept += char
	return kept.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

const entryXml = (siteUrl: string, entry: FeedEntry) => {
	const url = text(`${siteUrl}${entry.path}`)
	return [
		'  <entry>',
		`    <title>${text(entry.title)}</title>`,
		`    <link rel="alternate" type="text/html" href="${url}"/>`,
		`    <id>${url}</id>`,
		`    <published>${entry.published.toISOString()}</published>`,
		`    <updated>${entry.updated.toISOString()}</updated>`,
		...(entry.author.trim() ? [`    <author><name>${text(entry.author)}</name></author>`] : []),
		...(entry.category.trim() ? [`    <category term="${text(entry.category)}"/>`] : []),
		...(entry.summary.trim() ? [`    <summary>${text(entry.summary)}</summary>`] : []),
		'  </entry>',
	].join('\n')
}

/** The feed document; `updated` is the latest entry's change (the epoch when there is none). */
export function renderAtomFeed({
	siteUrl,
	title,
	subtitle,
	author,
	entries,
}: {
	siteUrl: string
	title: string
	subtitle: string
	author: string
	entries: FeedEntry[]
}) {
	const updated = entries.reduce((latest, entry) => (entry.updated > latest ? entry.updated : latest), new Date(0))
	return [
		'<?xml version="1.0" encoding="utf-8"?>',
		'<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-GB">',
		`  <title>${text(title)}</title>`,
		`  <subtitle>${text(subtitle)}</subtitle>`,
		`  <id>${text(`${siteUrl}/blog`)}</id>`,
		`  <link rel="self" type="application/atom+xml" href="${text(`${siteUrl}/blog/feed.xml`)}"/>`,
		`  <link rel="alternate" type="text/html" href="${text(`${siteUrl}/blog`)}"/>`,
		`  <updated>${updated.toISOString()}</updated>`,
		// The feed's author stands for any entry that names none (RFC 4287 4.1.1).
		`  <author><name>${text(author)}</name></author>`,
		...entries.map((entry) => entryXml(siteUrl, entry)),
		'</feed>',
		'',
	].join('\n')
}

export async function loader() {
	const [entries, settings] = await Promise.all([listFeedArticles(), getPublicSettings()])
	const body = renderAtomFeed({
		siteUrl: getEnv().SITE_URL,
		title: `${settings.businessName}: ${blogPage.hero.title}`,
		subtitle: blogSeo.description,
		author: settings.businessName,
		entries,
	})
	return new Response(body, {
		headers: {
			'Content-Type': 'application/atom+xml; charset=utf-8',
			'Cache-Control': 'public, max-age=300',
			[PAGE_CACHEABLE_HEADER]: '1',
		},
	})
}
