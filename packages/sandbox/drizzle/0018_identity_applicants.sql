CREATE TABLE "identity_applicants" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_kyc_id" integer NOT NULL,
	"token_hash" char(64) NOT NULL,
	"token_expires_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_applicants_player_kyc_id_unique" UNIQUE("player_kyc_id"),
	CONSTRAINT "identity_applicants_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "identity_applicants" ADD CONSTRAINT "identity_applicants_player_kyc_id_player_kyc_id_fk" FOREIGN KEY ("player_kyc_id") REFERENCES "public"."player_kyc"("id") ON DELETE cascade ON UPDATE no action;