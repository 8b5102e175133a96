CREATE TABLE "casino_report_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"day" date NOT NULL,
	"bets_count" integer DEFAULT 0 NOT NULL,
	"bets" numeric(14, 2) DEFAULT '0' NOT NULL,
	"wins" numeric(14, 2) DEFAULT '0' NOT NULL,
	"bonus_bets" numeric(14, 2) DEFAULT '0' NOT NULL,
	"bonus_wins" numeric(14, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_bonuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"campaign_code" text NOT NULL,
	"campaign_name" text NOT NULL,
	"target" numeric(14, 2) NOT NULL,
	"wagered" numeric(14, 2) DEFAULT '0' NOT NULL,
	"max_bet" numeric(14, 2),
	"freespins" integer DEFAULT 0 NOT NULL,
	"freespins_counter" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_sessions" ALTER COLUMN "player_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD COLUMN "launch_token_hash" char(64);--> statement-breakpoint
ALTER TABLE "game_sessions" ADD COLUMN "login_session_id" integer;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD COLUMN "campaign_id" integer;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD COLUMN "currency_id" integer;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD COLUMN "demo_balance" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "game_sessions" ADD COLUMN "rng_seed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD COLUMN "rounds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "casino_report_rows" ADD CONSTRAINT "casino_report_rows_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_report_rows" ADD CONSTRAINT "casino_report_rows_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_report_rows" ADD CONSTRAINT "casino_report_rows_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_report_rows" ADD CONSTRAINT "casino_report_rows_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "casino_report_rows_day_idx" ON "casino_report_rows" USING btree ("player_id","day","game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_player_idx" ON "player_bonuses" USING btree ("player_id");--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_login_session_id_sessions_id_fk" FOREIGN KEY ("login_session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_sessions_login_idx" ON "game_sessions" USING btree ("login_session_id");--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_launch_token_hash_unique" UNIQUE("launch_token_hash");