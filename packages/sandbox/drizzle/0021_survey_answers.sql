CREATE TABLE "survey_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"option_id" integer,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_answers_question_idx" ON "survey_answers" USING btree ("player_id","survey_id","question_id");