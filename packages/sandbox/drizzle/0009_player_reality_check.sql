ALTER TABLE "players" ADD COLUMN "reality_checked_at" timestamp with time zone;--> statement-breakpoint
-- The player's answer is the latest one any of their login sessions recorded.
UPDATE "players" SET "reality_checked_at" = (SELECT max("sessions"."reality_checked_at") FROM "sessions" WHERE "sessions"."player_id" = "players"."id");--> statement-breakpoint
ALTER TABLE "sessions" DROP COLUMN "reality_checked_at";
