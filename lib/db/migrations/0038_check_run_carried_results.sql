ALTER TABLE "check_runs" ADD COLUMN "carried" jsonb;--> statement-breakpoint
ALTER TABLE "check_runs" ADD COLUMN "facts_digest" text;