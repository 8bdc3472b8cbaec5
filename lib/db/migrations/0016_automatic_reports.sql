ALTER TABLE "organization_frameworks" ADD COLUMN "auto_reports_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "distribute_to" jsonb;