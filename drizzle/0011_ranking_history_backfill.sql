-- Rankings saved before their history was kept (the seed's, and any from before
-- migration 0004) show a current and a previous position but have no points, so
-- the Rankings list said "No positions recorded yet." beside "Previous 4". Each
-- ranking with no history at all gets the points its columns imply: the current
-- position on its tracked date (where the admin records it, as
-- keepLastKnownPosition does) and, when it has one, the previous position a month
-- before (when it was checked is not stored; a month is the rhythm positions are
-- checked at). A ranking with any history is left as it is, so running this again
-- adds nothing. The points are audited without an actor, as the migration's own.
INSERT INTO "ranking_positions" ("ranking_id", "position", "recorded_on")
SELECT "r"."id", "p"."position", "p"."recorded_on"
FROM "local_search_rankings" AS "r"
CROSS JOIN LATERAL (
	VALUES
		("r"."current_position", "r"."tracked_date"),
		("r"."previous_position", ("r"."tracked_date" - interval '1 month')::date)
) AS "p" ("position", "recorded_on")
WHERE "p"."position" IS NOT NULL
	AND NOT EXISTS (SELECT FROM "ranking_positions" AS "h" WHERE "h"."ranking_id" = "r"."id")
ON CONFLICT ("ranking_id", "recorded_on") DO NOTHING;
