CREATE TABLE "player_document_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"side" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"type" text NOT NULL,
	"idn" text,
	"expires_at" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_document_media" ADD CONSTRAINT "player_document_media_document_id_player_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."player_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_documents" ADD CONSTRAINT "player_documents_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_document_media_document_idx" ON "player_document_media" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "player_documents_player_idx" ON "player_documents" USING btree ("player_id");