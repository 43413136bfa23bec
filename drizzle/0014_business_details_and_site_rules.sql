CREATE TABLE "not_found_paths" (
	"path" text PRIMARY KEY NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"bot_hits" integer DEFAULT 0 NOT NULL,
	"referrer_host" text,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_seo" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"path" text NOT NULL,
	"title" text,
	"description" text,
	"social_image" text,
	"noindex" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redirect_hits" (
	"redirect_id" uuid PRIMARY KEY NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"last_hit_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_path" text NOT NULL,
	"match" text DEFAULT 'exact' NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 301 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirects_status_check" CHECK ("redirects"."status" in (301, 302, 410)),
	CONSTRAINT "redirects_match_check" CHECK ("redirects"."match" in ('exact', 'prefix'))
);
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "opening_hours" jsonb DEFAULT '{"monday":{"state":"open","opens":"07:00","closes":"18:00"},"tuesday":{"state":"open","opens":"07:00","closes":"18:00"},"wednesday":{"state":"open","opens":"07:00","closes":"18:00"},"thursday":{"state":"open","opens":"07:00","closes":"18:00"},"friday":{"state":"open","opens":"07:00","closes":"18:00"},"saturday":{"state":"open","opens":"08:00","closes":"16:00"},"sunday":{"state":"emergencies"}}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "emergency_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "profile_links" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "featured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "redirect_hits" ADD CONSTRAINT "redirect_hits_redirect_id_redirects_id_fk" FOREIGN KEY ("redirect_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "not_found_paths_last_seen_idx" ON "not_found_paths" USING btree ("last_seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "page_seo_path_key" ON "page_seo" USING btree ("path");--> statement-breakpoint
CREATE UNIQUE INDEX "redirects_from_path_key" ON "redirects" USING btree ("from_path");--> statement-breakpoint
-- Public pages show the search settings and follow the redirects: a change empties every instance's page cache.
SELECT "add_content_version_triggers"('"page_seo"');
--> statement-breakpoint
SELECT "add_content_version_triggers"('"redirects"');
--> statement-breakpoint
-- Staff changes are history (migration 0003); hit counters and the 404 report are not.
CREATE TRIGGER "page_seo_audit" AFTER INSERT OR UPDATE OR DELETE ON "page_seo" FOR EACH ROW EXECUTE FUNCTION "audit_row"();
--> statement-breakpoint
CREATE TRIGGER "redirects_audit" AFTER INSERT OR UPDATE OR DELETE ON "redirects" FOR EACH ROW EXECUTE FUNCTION "audit_row"();
