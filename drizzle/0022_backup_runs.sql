-- Issue 26 (decision 0054): one row per backup attempt, ok or failed, written when it has
-- finished; the admin's backups page and the overview's Health read it, the daily job finds
-- the day's scheduled run here.
CREATE TABLE "backup_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	"trigger" text NOT NULL,
	"day" text,
	"ok" boolean NOT NULL,
	"name" text,
	"bytes" bigint,
	"store" text NOT NULL,
	"database_kind" text NOT NULL,
	"files" integer DEFAULT 0 NOT NULL,
	"error" text,
	CONSTRAINT "backup_runs_trigger" CHECK ("backup_runs"."trigger" in ('scheduled', 'admin', 'command'))
);
--> statement-breakpoint
CREATE INDEX "backup_runs_finished_idx" ON "backup_runs" USING btree ("finished_at" DESC NULLS LAST);