CREATE TABLE "ranking_positions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ranking_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"recorded_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ranking_positions_position_positive" CHECK ("ranking_positions"."position" >= 1)
);
--> statement-breakpoint
ALTER TABLE "ranking_positions" ADD CONSTRAINT "ranking_positions_ranking_id_local_search_rankings_id_fk" FOREIGN KEY ("ranking_id") REFERENCES "public"."local_search_rankings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ranking_positions_ranking_day_key" ON "ranking_positions" USING btree ("ranking_id","recorded_on");--> statement-breakpoint
CREATE UNIQUE INDEX "rankings_keyword_location_key" ON "local_search_rankings" USING btree (lower("keyword"),lower("location"));--> statement-breakpoint
CREATE TRIGGER "ranking_positions_audit" AFTER INSERT OR UPDATE OR DELETE ON "ranking_positions" FOR EACH ROW EXECUTE FUNCTION "audit_row"();
