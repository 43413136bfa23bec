-- The content version rises only for a statement that changed at least one row:
-- an UPDATE or DELETE that matched nothing, or an INSERT ... ON CONFLICT DO
-- NOTHING that inserted nothing, used to raise it all the same and empty every
-- instance's page cache for nothing. Each INSERT, UPDATE and DELETE trigger sees
-- the rows its statement changed as the transition table "changed_rows";
-- PostgreSQL allows a transition table only on a trigger of one event, hence a
-- trigger per event. TRUNCATE has no transition table and always counts.
CREATE OR REPLACE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	next_version bigint;
BEGIN
	-- Nested, not one condition: a TRUNCATE trigger has no "changed_rows" to read.
	IF TG_OP <> 'TRUNCATE' THEN
		IF NOT EXISTS (SELECT FROM "changed_rows") THEN
			RETURN NULL;
		END IF;
	END IF;
	UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO next_version;
	PERFORM pg_notify('content_version', next_version::text);
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- Puts the four triggers on a table public pages show: a migration that adds
-- such a table calls this once (a test lists every table as content or not).
CREATE FUNCTION "add_content_version_triggers"(target regclass) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	name text := (SELECT relname FROM pg_class WHERE oid = target);
BEGIN
	EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %s REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"()', name || '_content_version_insert', target);
	EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %s REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"()', name || '_content_version_update', target);
	EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %s REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"()', name || '_content_version_delete', target);
	EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %s FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"()', name || '_content_version_truncate', target);
END
$$;
--> statement-breakpoint
DROP TRIGGER "settings_content_version" ON "settings";
--> statement-breakpoint
DROP TRIGGER "services_content_version" ON "services";
--> statement-breakpoint
DROP TRIGGER "projects_content_version" ON "projects";
--> statement-breakpoint
DROP TRIGGER "reviews_content_version" ON "reviews";
--> statement-breakpoint
DROP TRIGGER "internal_links_content_version" ON "internal_links";
--> statement-breakpoint
DROP TRIGGER "local_citations_content_version" ON "local_citations";
--> statement-breakpoint
DROP TRIGGER "local_search_rankings_content_version" ON "local_search_rankings";
--> statement-breakpoint
DROP TRIGGER "ranking_positions_content_version" ON "ranking_positions";
--> statement-breakpoint
SELECT "add_content_version_triggers"('"settings"');
--> statement-breakpoint
SELECT "add_content_version_triggers"('"services"');
--> statement-breakpoint
SELECT "add_content_version_triggers"('"projects"');
--> statement-breakpoint
SELECT "add_content_version_triggers"('"reviews"');
--> statement-breakpoint
SELECT "add_content_version_triggers"('"internal_links"');
--> statement-breakpoint
SELECT "add_content_version_triggers"('"local_citations"');
--> statement-breakpoint
SELECT "add_content_version_triggers"('"local_search_rankings"');
--> statement-breakpoint
SELECT "add_content_version_triggers"('"ranking_positions"');
