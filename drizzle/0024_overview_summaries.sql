CREATE TABLE "enquiry_daily_counts" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"key" text,
	"received" integer NOT NULL,
	"won" integer NOT NULL,
	"won_pence" bigint NOT NULL,
	CONSTRAINT "enquiry_daily_counts_key" UNIQUE NULLS NOT DISTINCT("day","dimension","key")
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "first_reply_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "enquiries_unanswered_idx" ON "enquiries" USING btree ("created_at") WHERE "enquiries"."stage" = 'new' and "enquiries"."first_reply_at" is null;--> statement-breakpoint
-- Decision 0060. An enquiry's first response and first reply, from its timeline: recomputed for one enquiry.
CREATE FUNCTION "enquiry_set_first_responses"(target uuid) RETURNS void LANGUAGE sql AS $$
	UPDATE "enquiries" SET
		"first_response_at" = (SELECT min("created_at") FROM "enquiry_events" WHERE "enquiry_id" = target
			AND ("kind" = 'reply' OR ("kind" = 'stage' AND "to_stage" <> 'spam'))),
		"first_reply_at" = (SELECT min("created_at") FROM "enquiry_events" WHERE "enquiry_id" = target AND "kind" = 'reply')
	WHERE "id" = target
$$;
--> statement-breakpoint
-- A new event can only make them earlier; a changed or deleted one means counting again.
CREATE FUNCTION "enquiry_events_first_responses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		IF NEW."kind" = 'reply' OR (NEW."kind" = 'stage' AND coalesce(NEW."to_stage" <> 'spam', false)) THEN
			UPDATE "enquiries" SET
				"first_response_at" = least("first_response_at", NEW."created_at"),
				"first_reply_at" = CASE WHEN NEW."kind" = 'reply' THEN least("first_reply_at", NEW."created_at") ELSE "first_reply_at" END
			WHERE "id" = NEW."enquiry_id";
		END IF;
		RETURN NULL;
	END IF;
	PERFORM "enquiry_set_first_responses"(OLD."enquiry_id");
	IF TG_OP = 'UPDATE' AND NEW."enquiry_id" <> OLD."enquiry_id" THEN
		PERFORM "enquiry_set_first_responses"(NEW."enquiry_id");
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "enquiry_events_first_responses_insert" AFTER INSERT ON "enquiry_events"
	FOR EACH ROW EXECUTE FUNCTION "enquiry_events_first_responses"();
--> statement-breakpoint
CREATE TRIGGER "enquiry_events_first_responses_change" AFTER UPDATE OF "enquiry_id", "kind", "to_stage", "created_at" OR DELETE ON "enquiry_events"
	FOR EACH ROW EXECUTE FUNCTION "enquiry_events_first_responses"();
--> statement-breakpoint
-- One enquiry's share of the daily counts (its day, service, outward code and page), added (sign 1) or taken away (-1); rows left at nothing go.
CREATE FUNCTION "enquiry_daily_counts_add"(created timestamptz, service text, postcode text, page text, stage enquiry_stage, value integer, sign integer)
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
$$;
--> statement-breakpoint
CREATE FUNCTION "enquiries_daily_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		PERFORM "enquiry_daily_counts_add"(OLD."created_at", OLD."service", OLD."postcode", OLD."source_page", OLD."stage", OLD."value_pence", -1);
	END IF;
	IF TG_OP IN ('UPDATE', 'INSERT') THEN
		PERFORM "enquiry_daily_counts_add"(NEW."created_at", NEW."service", NEW."postcode", NEW."source_page", NEW."stage", NEW."value_pence", 1);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "enquiries_daily_counts_insert_delete" AFTER INSERT OR DELETE ON "enquiries"
	FOR EACH ROW EXECUTE FUNCTION "enquiries_daily_counts"();
--> statement-breakpoint
CREATE TRIGGER "enquiries_daily_counts_update" AFTER UPDATE OF "created_at", "service", "postcode", "source_page", "stage", "value_pence" ON "enquiries"
	-- One flat OR, not a row comparison: PostgreSQL stores that as nested ORs, which a dump and restore flattens (the backup drill compares dumps).
	FOR EACH ROW WHEN (OLD."created_at" IS DISTINCT FROM NEW."created_at"
		OR OLD."service" IS DISTINCT FROM NEW."service"
		OR OLD."postcode" IS DISTINCT FROM NEW."postcode"
		OR OLD."source_page" IS DISTINCT FROM NEW."source_page"
		OR OLD."stage" IS DISTINCT FROM NEW."stage"
		OR OLD."value_pence" IS DISTINCT FROM NEW."value_pence")
	EXECUTE FUNCTION "enquiries_daily_counts"();
--> statement-breakpoint
CREATE FUNCTION "enquiries_daily_counts_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	TRUNCATE "enquiry_daily_counts";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "enquiries_daily_counts_truncate" AFTER TRUNCATE ON "enquiries"
	FOR EACH STATEMENT EXECUTE FUNCTION "enquiries_daily_counts_truncate"();
--> statement-breakpoint
-- The enquiries already there.
UPDATE "enquiries" e SET "first_response_at" = r.response, "first_reply_at" = r.reply
FROM (
	SELECT "enquiry_id",
		min("created_at") FILTER (WHERE "kind" = 'reply' OR ("kind" = 'stage' AND "to_stage" <> 'spam')) AS response,
		min("created_at") FILTER (WHERE "kind" = 'reply') AS reply
	FROM "enquiry_events" GROUP BY "enquiry_id"
) r
WHERE e."id" = r."enquiry_id";
--> statement-breakpoint
INSERT INTO "enquiry_daily_counts" ("day", "dimension", "key", "received", "won", "won_pence")
SELECT ("created_at" AT TIME ZONE 'Europe/London')::date, d.dimension, d.key, count(*)::int,
	(count(*) FILTER (WHERE "stage" = 'won'))::int,
	coalesce(sum("value_pence") FILTER (WHERE "stage" = 'won'), 0)::bigint
FROM "enquiries",
	LATERAL (VALUES ('service', "service"), ('outward', split_part(upper("postcode"), ' ', 1)), ('page', "source_page")) AS d(dimension, key)
WHERE "stage" <> 'spam'
GROUP BY 1, 2, 3;
