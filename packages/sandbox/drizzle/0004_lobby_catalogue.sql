CREATE TABLE "banners" (
	"id" integer PRIMARY KEY NOT NULL,
	"tags" text[] NOT NULL,
	"rank" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"medias" jsonb NOT NULL,
	"texts" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_favourites" (
	"player_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_favourites_player_id_game_id_pk" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"rank" integer NOT NULL,
	"campaign_visible" boolean DEFAULT true NOT NULL,
	"valid_from" timestamp with time zone,
	"medias" jsonb NOT NULL,
	"texts" jsonb NOT NULL,
	CONSTRAINT "promotions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
DROP INDEX "game_sections_section_idx";--> statement-breakpoint
DROP INDEX "games_provider_idx";--> statement-breakpoint
DROP INDEX "games_rank_idx";--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "image" text;--> statement-breakpoint
ALTER TABLE "player_favourites" ADD CONSTRAINT "player_favourites_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_favourites" ADD CONSTRAINT "player_favourites_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_favourites_newest_idx" ON "player_favourites" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "game_sections_section_idx" ON "game_sections" USING btree ("section_id","rank","game_id");--> statement-breakpoint
CREATE INDEX "games_provider_idx" ON "games" USING btree ("provider_id","rank","id");--> statement-breakpoint
CREATE INDEX "games_rank_idx" ON "games" USING btree ("rank","id");