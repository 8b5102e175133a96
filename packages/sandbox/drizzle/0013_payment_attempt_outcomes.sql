ALTER TABLE "payment_attempts" ADD COLUMN "reason_code" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "return_route" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "provider_reference" text;