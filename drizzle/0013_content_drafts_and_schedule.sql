CREATE TABLE "content_drafts" (
	"entity_type" "content_entity" NOT NULL,
	"entity_id" integer NOT NULL,
	"data" jsonb NOT NULL,
	"version" integer NOT NULL,
	"author_user_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_drafts_entity_type_entity_id_pk" PRIMARY KEY("entity_type","entity_id")
);
--> statement-breakpoint
CREATE TABLE "scheduled_publications" (
	"publish_at" timestamp with time zone PRIMARY KEY NOT NULL,
	"bumped_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_revisions" ALTER COLUMN "version" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "blog_categories" text[] DEFAULT '{"Period Properties","Emergency Services","Planning & Regulations","Kitchen Design","Bathroom Design","Heating Systems"}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD COLUMN "kind" text DEFAULT 'save' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_drafts" ADD CONSTRAINT "content_drafts_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_revisions_entity_created_idx" ON "content_revisions" USING btree ("entity_type","entity_id","created_at" desc);--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_kind_check" CHECK ("content_revisions"."kind" in ('create', 'save', 'publish', 'unpublish', 'restore', 'conflict'));