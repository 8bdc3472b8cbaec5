ALTER TABLE "reports" ADD COLUMN "audit_id" uuid;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "requested_by" uuid;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "progress" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_requested_by_members_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_queue_idx" ON "reports" USING btree ("created_at") WHERE "reports"."status" = 'generating';