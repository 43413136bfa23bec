-- Issue 25: public page views as daily totals per page and referring host
-- (decision 0051). No visitor address, user agent or cookie; not a content
-- table (no content-version trigger: counting never empties a page cache).
CREATE TABLE "page_views_daily" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"referrer_host" text DEFAULT '' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_views_daily_pkey" PRIMARY KEY("day","path","referrer_host")
);
