CREATE TABLE "slot_rounds" (
	"game_session_id" integer NOT NULL,
	"round" integer NOT NULL,
	"bet" numeric(14, 2) NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_rounds_game_session_id_round_pk" PRIMARY KEY("game_session_id","round")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "reality_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "slot_rounds" ADD CONSTRAINT "slot_rounds_game_session_id_game_sessions_id_fk" FOREIGN KEY ("game_session_id") REFERENCES "public"."game_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_sessions_demo_expiry_idx" ON "game_sessions" USING btree ("expires_at") WHERE "game_sessions"."is_demo";--> statement-breakpoint
ALTER TABLE "game_sessions" DROP COLUMN "rng_seed";