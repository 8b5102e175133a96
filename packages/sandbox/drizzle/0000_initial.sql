CREATE TABLE "audit_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer,
	"action" text NOT NULL,
	"detail" jsonb,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" char(2) NOT NULL,
	"code3" char(3) NOT NULL,
	"name" text NOT NULL,
	"phone_prefix" text NOT NULL,
	"is_eea" boolean DEFAULT false NOT NULL,
	"is_risky" boolean DEFAULT false NOT NULL,
	"is_restricted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code"),
	CONSTRAINT "countries_code3_unique" UNIQUE("code3")
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" char(3) NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"rate" numeric(14, 6) NOT NULL,
	"decimals" smallint DEFAULT 2 NOT NULL,
	"bonus_decimals" smallint DEFAULT 2 NOT NULL,
	CONSTRAINT "currencies_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "game_sections" (
	"game_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_sections_game_id_section_id_pk" PRIMARY KEY("game_id","section_id")
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" integer PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"is_live" boolean DEFAULT false NOT NULL,
	"is_desktop" boolean DEFAULT true NOT NULL,
	"is_mobile" boolean DEFAULT true NOT NULL,
	"has_demo" boolean DEFAULT true NOT NULL,
	"reels_numbers" smallint,
	"rank" integer NOT NULL,
	"rtp" numeric(5, 2),
	"image" text NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"code" text,
	"player_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_kyc" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"level" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"type" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"image" text,
	"duration" integer,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_statistics" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"type" text NOT NULL,
	"field" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"response" jsonb NOT NULL,
	"activated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"skin_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"status_reason" text,
	"status_expires_at" timestamp with time zone,
	"is_verified" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"firstname" text,
	"lastname" text,
	"gender" text,
	"dob" date,
	"email" text NOT NULL,
	"email_verified_at" timestamp with time zone,
	"mobile_prefix" text,
	"mobile" text,
	"sms_verified_at" timestamp with time zone,
	"country_code" char(2),
	"birth_country" char(2),
	"nationality" char(2),
	"city" text,
	"street" text,
	"street_number" text,
	"address_line_1" text,
	"address_line_2" text,
	"postal_code" text,
	"language" text DEFAULT 'en' NOT NULL,
	"reality_minutes" smallint DEFAULT 60 NOT NULL,
	"terms_and_conditions" boolean DEFAULT false NOT NULL,
	"terms_accepted_at" timestamp with time zone,
	"newsletter" boolean DEFAULT false NOT NULL,
	"referral_code" text,
	"is_pep" boolean DEFAULT false NOT NULL,
	"is_ubo" boolean DEFAULT false NOT NULL,
	"aml_score" integer DEFAULT 0 NOT NULL,
	"aml_level" text DEFAULT 'low' NOT NULL,
	"balance_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"balance_bonus" numeric(14, 2) DEFAULT '0' NOT NULL,
	"balance_deposited" numeric(14, 2) DEFAULT '0' NOT NULL,
	"max_daily_deposit" numeric(14, 2),
	"max_weekly_deposit" numeric(14, 2),
	"max_monthly_deposit" numeric(14, 2),
	"max_daily_bet" numeric(14, 2),
	"max_daily_loss" numeric(14, 2),
	"max_daily_playing_time" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "players_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"rank" integer NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "providers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"rank" integer NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	CONSTRAINT "sections_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" char(64) NOT NULL,
	"player_id" integer NOT NULL,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "skins" (
	"id" serial PRIMARY KEY NOT NULL,
	"ref_id" text NOT NULL,
	"licensee_id" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"in_maintenance" boolean DEFAULT false NOT NULL,
	"jurisdiction" text DEFAULT 'MGA' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skins_ref_id_unique" UNIQUE("ref_id")
);
--> statement-breakpoint
CREATE TABLE "temp_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" char(64) NOT NULL,
	"type" text NOT NULL,
	"user_id" integer,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "temp_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "transaction_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "transaction_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"status" text DEFAULT 'success' NOT NULL,
	"currency_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"bonus_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"balance_after" numeric(14, 2) NOT NULL,
	"bonus_balance_after" numeric(14, 2) NOT NULL,
	"game_id" integer,
	"provider_id" integer,
	"game_session_id" integer,
	"payment_method_id" integer,
	"idempotency_key" text,
	"reference" text,
	"note" text,
	"payload" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"is_crypt" boolean DEFAULT true NOT NULL,
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sections" ADD CONSTRAINT "game_sections_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sections" ADD CONSTRAINT "game_sections_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_kyc" ADD CONSTRAINT "player_kyc_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_messages" ADD CONSTRAINT "player_messages_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_statistics" ADD CONSTRAINT "player_statistics_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_skin_id_skins_id_fk" FOREIGN KEY ("skin_id") REFERENCES "public"."skins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_tokens" ADD CONSTRAINT "temp_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_type_id_transaction_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."transaction_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_game_session_id_game_sessions_id_fk" FOREIGN KEY ("game_session_id") REFERENCES "public"."game_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_player_idx" ON "audit_events" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "game_sections_section_idx" ON "game_sections" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "game_sessions_player_idx" ON "game_sessions" USING btree ("player_id","started_at");--> statement-breakpoint
CREATE INDEX "games_provider_idx" ON "games" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "games_rank_idx" ON "games" USING btree ("rank");--> statement-breakpoint
CREATE UNIQUE INDEX "player_kyc_level_idx" ON "player_kyc" USING btree ("player_id","level");--> statement-breakpoint
CREATE INDEX "player_messages_player_idx" ON "player_messages" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "player_statistics_player_idx" ON "player_statistics" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "players_skin_idx" ON "players" USING btree ("skin_id");--> statement-breakpoint
CREATE INDEX "sessions_player_idx" ON "sessions" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "transactions_player_idx" ON "transactions" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_idempotency_idx" ON "transactions" USING btree ("player_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));