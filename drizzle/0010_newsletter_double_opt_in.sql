-- Double opt-in for the newsletter (decision 0029): a sign-up is stored unconfirmed
-- with the hash of the token its confirmation mail carries, and only confirmed
-- addresses are mailed. Everyone who subscribed before this counts as confirmed.
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_requested_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_confirm_token_key" ON "newsletter_subscribers" USING btree ("confirm_token_hash");--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_confirm_request" CHECK (("newsletter_subscribers"."confirm_token_hash" is null) = ("newsletter_subscribers"."confirm_requested_at" is null));--> statement-breakpoint
UPDATE "newsletter_subscribers" SET "confirmed_at" = "subscribed_at";
