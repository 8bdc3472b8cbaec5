CREATE TABLE "vendor_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"period_start" text,
	"period_end" text,
	"expires_on" text,
	"evidence_id" uuid,
	"evidence_file_id" uuid,
	"uploaded_by_name" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_questionnaire_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"review_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"contact_email" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"reviewed_on" text,
	"reviewer_member_id" uuid,
	"conclusion" text,
	"notes" text DEFAULT '' NOT NULL,
	"answers" jsonb,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"service" text NOT NULL,
	"category" text NOT NULL,
	"criticality" text NOT NULL,
	"data_kinds" text[] DEFAULT '{}'::text[] NOT NULL,
	"subprocessor" boolean DEFAULT false NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"contract_start" text,
	"contract_end" text,
	"owner_member_id" uuid,
	"added_on" text NOT NULL,
	"last_reviewed_on" text,
	"next_review_on" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendor_documents" ADD CONSTRAINT "vendor_documents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_documents" ADD CONSTRAINT "vendor_documents_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_documents" ADD CONSTRAINT "vendor_documents_evidence_id_evidence_id_fk" FOREIGN KEY ("evidence_id") REFERENCES "public"."evidence"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_documents" ADD CONSTRAINT "vendor_documents_evidence_file_id_evidence_files_id_fk" FOREIGN KEY ("evidence_file_id") REFERENCES "public"."evidence_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_questionnaire_links" ADD CONSTRAINT "vendor_questionnaire_links_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_questionnaire_links" ADD CONSTRAINT "vendor_questionnaire_links_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_questionnaire_links" ADD CONSTRAINT "vendor_questionnaire_links_review_id_vendor_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."vendor_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_reviews" ADD CONSTRAINT "vendor_reviews_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_reviews" ADD CONSTRAINT "vendor_reviews_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_reviews" ADD CONSTRAINT "vendor_reviews_reviewer_member_id_members_id_fk" FOREIGN KEY ("reviewer_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_owner_member_id_members_id_fk" FOREIGN KEY ("owner_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_documents_vendor_idx" ON "vendor_documents" USING btree ("organization_id","vendor_id");--> statement-breakpoint
CREATE INDEX "vendor_documents_expiry_idx" ON "vendor_documents" USING btree ("organization_id","expires_on");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_questionnaire_links_token_idx" ON "vendor_questionnaire_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "vendor_questionnaire_links_review_idx" ON "vendor_questionnaire_links" USING btree ("organization_id","review_id");--> statement-breakpoint
CREATE INDEX "vendor_reviews_vendor_idx" ON "vendor_reviews" USING btree ("organization_id","vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "vendors_organization_name_idx" ON "vendors" USING btree ("organization_id","name");--> statement-breakpoint
CREATE INDEX "vendors_organization_next_review_idx" ON "vendors" USING btree ("organization_id","next_review_on");--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "vendors_revises_records" AFTER INSERT OR UPDATE OR DELETE ON "vendors" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "revise_organization_records"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "vendor_documents_revises_records" AFTER INSERT OR UPDATE OR DELETE ON "vendor_documents" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "revise_organization_records"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "vendor_reviews_revises_records" AFTER INSERT OR UPDATE OR DELETE ON "vendor_reviews" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "revise_organization_records"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "vendor_questionnaire_links_revises_records" AFTER INSERT OR UPDATE OR DELETE ON "vendor_questionnaire_links" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "revise_organization_records"();
