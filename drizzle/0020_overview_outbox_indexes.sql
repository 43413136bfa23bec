-- Issue 25: the overview lists the failed e-mails (newest first) and says when
-- the last one was sent; without these it read the whole outbox (two rows per
-- enquiry) for each on every view.
CREATE INDEX "email_outbox_failed_idx" ON "email_outbox" USING btree ("created_at" desc) WHERE "email_outbox"."status" = 'failed';--> statement-breakpoint
CREATE INDEX "email_outbox_sent_at_idx" ON "email_outbox" USING btree ("sent_at" desc) WHERE "email_outbox"."status" = 'sent';