ALTER TABLE "banners" ADD COLUMN "audience" text;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "audience" text;