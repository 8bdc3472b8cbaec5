CREATE TABLE "audit_request_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"author_member_id" uuid,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_request_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"audit_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"headers" jsonb NOT NULL,
	"reference_column" integer,
	"text_column" integer NOT NULL,
	"due_column" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"audit_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"reference" text NOT NULL,
	"text" text NOT NULL,
	"due_on" text,
	"status" text DEFAULT 'open' NOT NULL,
	"owner_member_id" uuid,
	"control_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"evidence_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sample_id" uuid,
	"cells" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_samples" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"audit_id" uuid NOT NULL,
	"population" text NOT NULL,
	"period_start" text NOT NULL,
	"period_end" text NOT NULL,
	"population_size" integer NOT NULL,
	"size" integer NOT NULL,
	"seed" text NOT NULL,
	"items" jsonb NOT NULL,
	"drawn_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_request_comments" ADD CONSTRAINT "audit_request_comments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_request_comments" ADD CONSTRAINT "audit_request_comments_request_id_audit_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."audit_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_request_comments" ADD CONSTRAINT "audit_request_comments_author_member_id_members_id_fk" FOREIGN KEY ("author_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_request_lists" ADD CONSTRAINT "audit_request_lists_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_request_lists" ADD CONSTRAINT "audit_request_lists_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_requests" ADD CONSTRAINT "audit_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_requests" ADD CONSTRAINT "audit_requests_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_requests" ADD CONSTRAINT "audit_requests_owner_member_id_members_id_fk" FOREIGN KEY ("owner_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_requests" ADD CONSTRAINT "audit_requests_sample_id_audit_samples_id_fk" FOREIGN KEY ("sample_id") REFERENCES "public"."audit_samples"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_samples" ADD CONSTRAINT "audit_samples_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_samples" ADD CONSTRAINT "audit_samples_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_request_comments_request_idx" ON "audit_request_comments" USING btree ("organization_id","request_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_request_lists_audit_idx" ON "audit_request_lists" USING btree ("organization_id","audit_id");--> statement-breakpoint
CREATE INDEX "audit_requests_audit_idx" ON "audit_requests" USING btree ("organization_id","audit_id","position");--> statement-breakpoint
CREATE INDEX "audit_requests_owner_idx" ON "audit_requests" USING btree ("organization_id","owner_member_id","status");--> statement-breakpoint
CREATE INDEX "audit_samples_audit_idx" ON "audit_samples" USING btree ("organization_id","audit_id","created_at");--> statement-breakpoint
-- Custom SQL (not generated): each new table raises its organization's records revision, as every table with an organization_id does (migration 0011).
CREATE CONSTRAINT TRIGGER "audit_request_lists_revises_records" AFTER INSERT OR UPDATE OR DELETE ON "audit_request_lists" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "revise_organization_records"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "audit_samples_revises_records" AFTER INSERT OR UPDATE OR DELETE ON "audit_samples" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "revise_organization_records"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "audit_requests_revises_records" AFTER INSERT OR UPDATE OR DELETE ON "audit_requests" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "revise_organization_records"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "audit_request_comments_revises_records" AFTER INSERT OR UPDATE OR DELETE ON "audit_request_comments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "revise_organization_records"();
