ALTER TABLE "sso_connections" ADD COLUMN "metadata_refreshed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sso_connections" ADD COLUMN "metadata_refresh_error" text;--> statement-breakpoint
ALTER TABLE "sso_connections" ADD COLUMN "metadata_refresh_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sso_connections" ADD COLUMN "metadata_key_refresh_at" timestamp with time zone;