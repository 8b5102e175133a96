CREATE TABLE "jackpots" (
	"id" integer PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "jackpots_provider_id_unique" UNIQUE("provider_id")
);
--> statement-breakpoint
CREATE TABLE "jackpot_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"pool_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"player_id" integer,
	"game_session_id" integer,
	"round" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jackpot_pools" (
	"id" serial PRIMARY KEY NOT NULL,
	"jackpot_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"seed_amount" numeric(14, 2) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "jackpot_pools_amount_check" CHECK ("jackpot_pools"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "jackpot_id" integer;--> statement-breakpoint
ALTER TABLE "jackpots" ADD CONSTRAINT "jackpots_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_entries" ADD CONSTRAINT "jackpot_entries_pool_id_jackpot_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."jackpot_pools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_entries" ADD CONSTRAINT "jackpot_entries_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_entries" ADD CONSTRAINT "jackpot_entries_game_session_id_game_sessions_id_fk" FOREIGN KEY ("game_session_id") REFERENCES "public"."game_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_pools" ADD CONSTRAINT "jackpot_pools_jackpot_id_jackpots_id_fk" FOREIGN KEY ("jackpot_id") REFERENCES "public"."jackpots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_pools" ADD CONSTRAINT "jackpot_pools_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jackpot_entries_pool_idx" ON "jackpot_entries" USING btree ("pool_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_pools_jackpot_currency_idx" ON "jackpot_pools" USING btree ("jackpot_id","currency_id");--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_jackpot_id_jackpots_id_fk" FOREIGN KEY ("jackpot_id") REFERENCES "public"."jackpots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_type_time_idx" ON "transactions" USING btree ("type_id","created_at");