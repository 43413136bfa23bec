CREATE TABLE "enquiry_monthly_counts" (
	"month" date NOT NULL,
	"dimension" text NOT NULL,
	"key" text,
	"received" integer NOT NULL,
	"won" integer NOT NULL,
	"won_pence" bigint NOT NULL,
	CONSTRAINT "enquiry_monthly_counts_key" UNIQUE NULLS NOT DISTINCT("month","dimension","key")
);
--> statement-breakpoint
DROP INDEX "enquiries_next_action_idx";--> statement-breakpoint
CREATE INDEX "enquiries_open_next_action_idx" ON "enquiries" USING btree ("stage","next_action_on") WHERE "enquiries"."next_action_on" is not null;--> statement-breakpoint
-- Decision 0060. One enquiry's share of the daily and the monthly counts (its London day and month), added (sign 1) or taken away (-1);
-- rows left at nothing go. The same triggers as before call it.
CREATE OR REPLACE FUNCTION "enquiry_daily_counts_add"(created timestamptz, service text, postcode text, page text, stage enquiry_stage, value integer, sign integer)
RETURNS void LANGUAGE sql AS $$
	INSERT INTO "enquiry_daily_counts" AS c ("day", "dimension", "key", "received", "won", "won_pence")
	SELECT (created AT TIME ZONE 'Europe/London')::date, d.dimension, d.key, sign,
		CASE WHEN stage = 'won' THEN sign ELSE 0 END,
		CASE WHEN stage = 'won' THEN sign * coalesce(value, 0)::bigint ELSE 0 END
	FROM (VALUES ('service', service), ('outward', split_part(upper(postcode), ' ', 1)), ('page', page)) AS d(dimension, key)
	WHERE stage <> 'spam'
	ON CONFLICT ("day", "dimension", "key") DO UPDATE SET
		"received" = c."received" + excluded."received",
		"won" = c."won" + excluded."won",
		"won_pence" = c."won_pence" + excluded."won_pence";
	DELETE FROM "enquiry_daily_counts"
	WHERE sign < 0 AND stage <> 'spam' AND "day" = (created AT TIME ZONE 'Europe/London')::date AND "received" = 0;
	INSERT INTO "enquiry_monthly_counts" AS c ("month", "dimension", "key", "received", "won", "won_pence")
	SELECT date_trunc('month', created AT TIME ZONE 'Europe/London')::date, d.dimension, d.key, sign,
		CASE WHEN stage = 'won' THEN sign ELSE 0 END,
		CASE WHEN stage = 'won' THEN sign * coalesce(value, 0)::bigint ELSE 0 END
	FROM (VALUES ('service', service), ('outward', split_part(upper(postcode), ' ', 1)), ('page', page)) AS d(dimension, key)
	WHERE stage <> 'spam'
	ON CONFLICT ("month", "dimension", "key") DO UPDATE SET
		"received" = c."received" + excluded."received",
		"won" = c."won" + excluded."won",
		"won_pence" = c."won_pence" + excluded."won_pence";
	DELETE FROM "enquiry_monthly_counts"
	WHERE sign < 0 AND stage <> 'spam' AND "month" = date_trunc('month', created AT TIME ZONE 'Europe/London')::date AND "received" = 0;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "enquiries_daily_counts_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	TRUNCATE "enquiry_daily_counts", "enquiry_monthly_counts";
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- The enquiries already there.
INSERT INTO "enquiry_monthly_counts" ("month", "dimension", "key", "received", "won", "won_pence")
SELECT date_trunc('month', "created_at" AT TIME ZONE 'Europe/London')::date, d.dimension, d.key, count(*)::int,
	(count(*) FILTER (WHERE "stage" = 'won'))::int,
	coalesce(sum("value_pence") FILTER (WHERE "stage" = 'won'), 0)::bigint
FROM "enquiries",
	LATERAL (VALUES ('service', "service"), ('outward', split_part(upper("postcode"), ' ', 1)), ('page', "source_page")) AS d(dimension, key)
WHERE "stage" <> 'spam'
GROUP BY 1, 2, 3;
