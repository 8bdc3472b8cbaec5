CREATE TABLE "audit_request_findings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"audit_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"title" text NOT NULL,
	"severity" text NOT NULL,
	"description" text NOT NULL,
	"owner_member_id" uuid,
	"due_on" text,
	"corrective_action" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"raised_by_name" text NOT NULL,
	"closed_by_name" text,
	"closed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_request_findings" ADD CONSTRAINT "audit_request_findings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_request_findings" ADD CONSTRAINT "audit_request_findings_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_request_findings" ADD CONSTRAINT "audit_request_findings_request_id_audit_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."audit_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_request_findings" ADD CONSTRAINT "audit_request_findings_owner_member_id_members_id_fk" FOREIGN KEY ("owner_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_request_findings_audit_idx" ON "audit_request_findings" USING btree ("organization_id","audit_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_request_findings_owner_idx" ON "audit_request_findings" USING btree ("organization_id","owner_member_id","state");--> statement-breakpoint
-- Custom SQL (keep at the end when renumbered): a change of a finding raises its organization's records revision, so kept reads see it.
CREATE CONSTRAINT TRIGGER "audit_request_findings_revises_records" AFTER INSERT OR UPDATE OR DELETE ON "audit_request_findings" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "revise_organization_records"();
