import type { MetaDescriptor } from 'react-router'

/** Where the articles' Atom feed is served (app/routes/resources/blog-feed.ts). */
export const BLOG_FEED_PATH = '/blog/feed.xml'

/** The head's link to the feed, so readers and crawlers find it from the blog's pages (absolute, like the canonical). */
export function blogFeedLink(siteUrl: string, businessName: string): MetaDescriptor {
	return {
		tagName: 'link',
		rel: 'alternate',
		type: 'application/atom+xml',
		title: `${businessName}: articles`,
		href: `${siteUrl}${BLOG_FEED_PATH}`,
	}
}
