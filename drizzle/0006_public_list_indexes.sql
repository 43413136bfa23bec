DROP INDEX "projects_published_newest_idx";--> statement-breakpoint
DROP INDEX "reviews_published_newest_idx";--> statement-breakpoint
DROP INDEX "projects_created_at_idx";--> statement-breakpoint
DROP INDEX "reviews_created_at_idx";--> statement-breakpoint
CREATE INDEX "projects_published_page_idx" ON "projects" USING btree ("created_at" desc,"id" desc) WHERE "projects"."status" = 'published';--> statement-breakpoint
CREATE INDEX "projects_published_category_page_idx" ON "projects" USING btree (btrim("gallery_category"),"created_at" desc,"id" desc) WHERE "projects"."status" = 'published';--> statement-breakpoint
CREATE INDEX "reviews_published_page_idx" ON "reviews" USING btree ("created_at" desc,"id" desc) WHERE "reviews"."is_published";--> statement-breakpoint
CREATE INDEX "projects_created_at_idx" ON "projects" USING btree ("created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at" desc,"id" desc);--> statement-breakpoint
-- The gallery filters on the trimmed category, which the partial index above
-- holds but ANALYZE does not measure for a partial index: without these
-- statistics the planner guesses every category to be rare.
CREATE STATISTICS "projects_trimmed_category_stats" ON (btrim("gallery_category")) FROM "projects";