CREATE TABLE "campaigns" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"currency_id" integer NOT NULL,
	"is_deposit" boolean NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"min_deposit" numeric(14, 2),
	"wagering" integer NOT NULL,
	"max_bet" numeric(14, 2),
	"freespins" integer DEFAULT 0 NOT NULL,
	"valid_days" integer NOT NULL,
	"valid_from" timestamp with time zone,
	"sms_verified" boolean DEFAULT false NOT NULL,
	"texts" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "campaign_id" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_campaigns" ADD CONSTRAINT "player_campaigns_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_campaigns" ADD CONSTRAINT "player_campaigns_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_code_currency_idx" ON "campaigns" USING btree ("code","currency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_campaigns_player_campaign_idx" ON "player_campaigns" USING btree ("player_id","campaign_id");--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;