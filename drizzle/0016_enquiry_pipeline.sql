CREATE TYPE "public"."enquiry_event_kind" AS ENUM('stage', 'note', 'next_action', 'reply');--> statement-breakpoint
CREATE TYPE "public"."enquiry_stage" AS ENUM('new', 'contacted', 'survey_booked', 'quoted', 'won', 'lost', 'spam');--> statement-breakpoint
CREATE TABLE "enquiry_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enquiry_id" uuid NOT NULL,
	"kind" "enquiry_event_kind" NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"from_stage" "enquiry_stage",
	"to_stage" "enquiry_stage",
	"body" text,
	"value_pence" integer,
	"next_action_on" date,
	"outbox_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiry_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enquiry_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "reply_templates" jsonb DEFAULT '[{"name":"Thanks, when can we call","subject":"Your {service} enquiry","body":"Hello {name},\n\nThank you for getting in touch about {service}. When is a good time for us to call you to talk it through?\n\nKind regards,\n{business}"},{"name":"Survey booked","subject":"Your survey is booked","body":"Hello {name},\n\nYour survey is booked for … . We will call when we are on our way.\n\nKind regards,\n{business}"},{"name":"Your quote","subject":"Your quote for {service}","body":"Hello {name},\n\nThank you for having us round. Our quote for the work is £… , including materials and labour. It is valid for 30 days.\n\nKind regards,\n{business}"}]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "retention_months" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "stage" "enquiry_stage" DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "value_pence" integer;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "next_action_on" date;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "next_action_note" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "phone_key" text GENERATED ALWAYS AS (case when regexp_replace(phone, '[^0-9]', '', 'g') like '44%' then '0' || substr(regexp_replace(phone, '[^0-9]', '', 'g'), 3) else regexp_replace(phone, '[^0-9]', '', 'g') end) STORED;--> statement-breakpoint
ALTER TABLE "enquiry_events" ADD CONSTRAINT "enquiry_events_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_events" ADD CONSTRAINT "enquiry_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_events" ADD CONSTRAINT "enquiry_events_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_photos" ADD CONSTRAINT "enquiry_photos_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiry_events_enquiry_idx" ON "enquiry_events" USING btree ("enquiry_id","created_at");--> statement-breakpoint
CREATE INDEX "enquiry_photos_enquiry_idx" ON "enquiry_photos" USING btree ("enquiry_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "enquiry_photos_storage_key" ON "enquiry_photos" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "enquiries_phone_key_idx" ON "enquiries" USING btree ("phone_key");--> statement-breakpoint
CREATE INDEX "enquiries_next_action_idx" ON "enquiries" USING btree ("next_action_on") WHERE "enquiries"."next_action_on" is not null;--> statement-breakpoint
CREATE INDEX "enquiries_stage_idx" ON "enquiries" USING btree ("stage","stage_changed_at");--> statement-breakpoint
-- Issue 24: the four statuses become pipeline stages. Closed becomes Lost with
-- the reason "closed"; spam stays spam (outside the pipeline). The stage dates
-- from the row's last change, which is when its status was last set.
UPDATE "enquiries" SET
	"stage" = CASE "status"::text WHEN 'closed' THEN 'lost' ELSE "status"::text END::"enquiry_stage",
	"lost_reason" = CASE WHEN "status" = 'closed' THEN 'closed' END,
	"stage_changed_at" = "updated_at";--> statement-breakpoint
ALTER TABLE "enquiries" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_retention_months_range" CHECK ("settings"."retention_months" between 1 and 120);--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_value_pence" CHECK ("enquiries"."value_pence" is null or "enquiries"."value_pence" >= 0);--> statement-breakpoint
DROP TYPE "public"."enquiry_status";