CREATE TABLE "content_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "content_version_single_row" CHECK ("content_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "content_version" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
-- Every statement that changes a table public pages show raises the version and
-- announces it on commit. The row lock on content_version is held to the end of
-- the transaction, so versions follow commit order; a rolled-back change raises
-- nothing and announces nothing. Tables added later get the same trigger (a test
-- lists every table as content or not).
CREATE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	next_version bigint;
BEGIN
	UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO next_version;
	PERFORM pg_notify('content_version', next_version::text);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "settings_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "settings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "services_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "services" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "projects_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "projects" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "reviews_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "internal_links_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "internal_links" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "local_citations_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "local_citations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "local_search_rankings_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "local_search_rankings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "ranking_positions_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ranking_positions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
