CREATE TABLE "audit_request_evidence_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"audit_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"evidence_id" uuid NOT NULL,
	"state" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"evidence_revision" integer NOT NULL,
	"reviewed_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_request_evidence_reviews" ADD CONSTRAINT "audit_request_evidence_reviews_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_request_evidence_reviews" ADD CONSTRAINT "audit_request_evidence_reviews_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_request_evidence_reviews" ADD CONSTRAINT "audit_request_evidence_reviews_request_id_audit_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."audit_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_request_evidence_reviews" ADD CONSTRAINT "audit_request_evidence_reviews_evidence_id_evidence_id_fk" FOREIGN KEY ("evidence_id") REFERENCES "public"."evidence"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_request_evidence_reviews_item_idx" ON "audit_request_evidence_reviews" USING btree ("organization_id","request_id","evidence_id");--> statement-breakpoint
CREATE INDEX "audit_request_evidence_reviews_audit_idx" ON "audit_request_evidence_reviews" USING btree ("organization_id","audit_id","state");--> statement-breakpoint
-- Custom SQL (keep at the end when renumbered): a change of an evidence review raises its organization's records revision, so kept reads see it.
CREATE CONSTRAINT TRIGGER "audit_request_evidence_reviews_revises_records" AFTER INSERT OR UPDATE OR DELETE ON "audit_request_evidence_reviews" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "revise_organization_records"();
