CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"actor_email" text,
	"table_name" text NOT NULL,
	"record_id" text NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" desc);--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("table_name","record_id");--> statement-breakpoint
-- One row per changed record, whoever wrote it: the actor is the transaction's
-- app.actor_id / app.actor_email (set by the admin actions), empty otherwise.
-- Columns named in the trigger's arguments are secrets: recorded as "changed".
CREATE FUNCTION "audit_row"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
	new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
	changes jsonb := '{}'::jsonb;
	key text;
BEGIN
	FOR key IN SELECT jsonb_object_keys(coalesce(new_row, old_row)) LOOP
		CONTINUE WHEN key = 'updated_at';
		CONTINUE WHEN (old_row -> key) IS NOT DISTINCT FROM (new_row -> key);
		CONTINUE WHEN TG_OP = 'INSERT' AND new_row -> key = 'null'::jsonb;
		IF key = ANY (TG_ARGV) THEN
			changes := changes || jsonb_build_object(key, 'changed');
		ELSE
			changes := changes || jsonb_build_object(key, jsonb_strip_nulls(jsonb_build_object('from', old_row -> key, 'to', new_row -> key)));
		END IF;
	END LOOP;
	IF TG_OP = 'UPDATE' AND changes = '{}'::jsonb THEN
		RETURN NULL;
	END IF;
	INSERT INTO "audit_log" ("actor_id", "actor_email", "table_name", "record_id", "action", "changes")
	VALUES (
		nullif(current_setting('app.actor_id', true), ''),
		nullif(current_setting('app.actor_email', true), ''),
		TG_TABLE_NAME,
		coalesce(new_row, old_row) ->> 'id',
		lower(TG_OP),
		changes
	);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "settings_audit" AFTER INSERT OR UPDATE OR DELETE ON "settings" FOR EACH ROW EXECUTE FUNCTION "audit_row"('whatsapp_api_token');
--> statement-breakpoint
CREATE TRIGGER "reviews_audit" AFTER INSERT OR UPDATE OR DELETE ON "reviews" FOR EACH ROW EXECUTE FUNCTION "audit_row"();
--> statement-breakpoint
CREATE TRIGGER "services_audit" AFTER INSERT OR UPDATE OR DELETE ON "services" FOR EACH ROW EXECUTE FUNCTION "audit_row"();
--> statement-breakpoint
CREATE TRIGGER "projects_audit" AFTER INSERT OR UPDATE OR DELETE ON "projects" FOR EACH ROW EXECUTE FUNCTION "audit_row"();
--> statement-breakpoint
-- Enquiries arrive from visitors; only staff changes to them are history.
CREATE TRIGGER "enquiries_audit" AFTER UPDATE ON "enquiries" FOR EACH ROW EXECUTE FUNCTION "audit_row"();
--> statement-breakpoint
CREATE TRIGGER "internal_links_audit" AFTER INSERT OR UPDATE OR DELETE ON "internal_links" FOR EACH ROW EXECUTE FUNCTION "audit_row"();
--> statement-breakpoint
CREATE TRIGGER "local_citations_audit" AFTER INSERT OR UPDATE OR DELETE ON "local_citations" FOR EACH ROW EXECUTE FUNCTION "audit_row"();
--> statement-breakpoint
CREATE TRIGGER "local_search_rankings_audit" AFTER INSERT OR UPDATE OR DELETE ON "local_search_rankings" FOR EACH ROW EXECUTE FUNCTION "audit_row"();
