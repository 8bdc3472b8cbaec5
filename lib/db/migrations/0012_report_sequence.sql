DROP INDEX "reports_organization_created_idx";--> statement-breakpoint
DROP INDEX "reports_queue_idx";--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "sequence" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "reports_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
CREATE INDEX "reports_organization_created_idx" ON "reports" USING btree ("organization_id","created_at","sequence");--> statement-breakpoint
CREATE INDEX "reports_queue_idx" ON "reports" USING btree ("created_at","sequence") WHERE "reports"."status" = 'generating';