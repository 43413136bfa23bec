-- Issue 23: no person is both staff and customer. The starting content named
-- the office manager (the Business tab's team) as the reviewer of a published
-- review; an installation that still has that seeded review, unchanged, gets
-- the reviewer the seed now uses. A review the owner edited is left alone.
UPDATE "reviews"
SET "reviewer_name" = 'Anjali Mehta'
WHERE "reviewer_name" = 'Priya Shah'
	AND "title" = 'Careful work in a listed building'
	AND "body" LIKE 'Our flat is in a Grade II listed terrace and the team understood what that means.%';
