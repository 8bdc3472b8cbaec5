CREATE TABLE "audit_request_item_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"audit_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"evidence_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"by_auditor" boolean NOT NULL,
	"author_member_id" uuid,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_request_item_comments" ADD CONSTRAINT "audit_request_item_comments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_request_item_comments" ADD CONSTRAINT "audit_request_item_comments_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_request_item_comments" ADD CONSTRAINT "audit_request_item_comments_request_id_audit_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."audit_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_request_item_comments" ADD CONSTRAINT "audit_request_item_comments_evidence_id_evidence_id_fk" FOREIGN KEY ("evidence_id") REFERENCES "public"."evidence"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_request_item_comments" ADD CONSTRAINT "audit_request_item_comments_author_member_id_members_id_fk" FOREIGN KEY ("author_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_request_item_comments_item_idx" ON "audit_request_item_comments" USING btree ("organization_id","request_id","evidence_id","created_at");--> statement-breakpoint
-- Custom SQL (keep at the end when renumbered): an item comment raises its organization's records revision, so kept reads see it.
CREATE CONSTRAINT TRIGGER "audit_request_item_comments_revises_records" AFTER INSERT OR UPDATE OR DELETE ON "audit_request_item_comments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "revise_organization_records"();
