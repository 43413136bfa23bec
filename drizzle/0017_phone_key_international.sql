-- Issue 24: the phone key also folds "+44 (0)7700…" and "0044 7700…" (the form
-- stores a number as written), so the same person links whichever way they
-- wrote it. A generated column's expression is changed by adding it again;
-- dropping it dropped its index, made again here.
ALTER TABLE "enquiries" drop column "phone_key";--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "phone_key" text GENERATED ALWAYS AS (case when regexp_replace(phone, '[^0-9]', '', 'g') like '0044%' then '0' || ltrim(substr(regexp_replace(phone, '[^0-9]', '', 'g'), 5), '0') when regexp_replace(phone, '[^0-9]', '', 'g') like '44%' then '0' || ltrim(substr(regexp_replace(phone, '[^0-9]', '', 'g'), 3), '0') else regexp_replace(phone, '[^0-9]', '', 'g') end) STORED;--> statement-breakpoint
CREATE INDEX "enquiries_phone_key_idx" ON "enquiries" USING btree ("phone_key");
