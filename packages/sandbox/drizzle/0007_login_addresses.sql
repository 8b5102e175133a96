CREATE TABLE "login_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"account" text NOT NULL,
	"ip_address" text NOT NULL,
	"last_login_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "login_addresses_account_address_idx" ON "login_addresses" USING btree ("kind","account","ip_address");