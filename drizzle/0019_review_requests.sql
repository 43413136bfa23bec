-- Issue 25: review requests. A Won enquiry's customer is asked for a review by
-- e-mail (one request per enquiry; every e-mail's review and opt-out links kept
-- only as SHA-256 hashes; the link expiring; one reminder after the settings'
-- number of days). The review it brings is linked to the enquiry ("Verified
-- customer"), and the owner can reply publicly beneath any review. The timeline
-- records each step. review_requests and review_request_tokens have no
-- content-version trigger: public pages never show them.
ALTER TYPE "public"."enquiry_event_kind" ADD VALUE 'review_request';--> statement-breakpoint
ALTER TYPE "public"."enquiry_event_kind" ADD VALUE 'review_reminder';--> statement-breakpoint
ALTER TYPE "public"."enquiry_event_kind" ADD VALUE 'review_submitted';--> statement-breakpoint
ALTER TYPE "public"."enquiry_event_kind" ADD VALUE 'review_opt_out';--> statement-breakpoint
CREATE TABLE "review_request_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_request_tokens_purpose" CHECK ("review_request_tokens"."purpose" in ('review', 'opt-out'))
);
--> statement-breakpoint
CREATE TABLE "review_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enquiry_id" uuid NOT NULL,
	"requested_by" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"opted_out_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "review_reminder_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "enquiry_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_request_tokens" ADD CONSTRAINT "review_request_tokens_request_id_review_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."review_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_request_tokens_request_idx" ON "review_request_tokens" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_requests_enquiry_key" ON "review_requests" USING btree ("enquiry_id");--> statement-breakpoint
CREATE INDEX "review_requests_waiting_idx" ON "review_requests" USING btree ("sent_at") WHERE "review_requests"."reminded_at" is null and "review_requests"."submitted_at" is null and "review_requests"."opted_out_at" is null;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_enquiry_idx" ON "reviews" USING btree ("enquiry_id") WHERE "reviews"."enquiry_id" is not null;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_review_reminder_days_range" CHECK ("settings"."review_reminder_days" between 1 and 21);
