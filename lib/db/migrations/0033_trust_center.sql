CREATE TABLE "trust_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"visibility" text NOT NULL,
	"policy_id" uuid,
	"evidence_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "trust_documents_one_source_check" CHECK (("trust_documents"."policy_id" is null) <> ("trust_documents"."evidence_id" is null))
);
--> statement-breakpoint
CREATE TABLE "trust_pages" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"overview" text DEFAULT '' NOT NULL,
	"sections" text[] DEFAULT '{}'::text[] NOT NULL,
	"frameworks" text[] DEFAULT '{}'::text[] NOT NULL,
	"control_areas" text[] DEFAULT '{}'::text[] NOT NULL,
	"policy_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trust_documents" ADD CONSTRAINT "trust_documents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_documents" ADD CONSTRAINT "trust_documents_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_documents" ADD CONSTRAINT "trust_documents_evidence_id_evidence_id_fk" FOREIGN KEY ("evidence_id") REFERENCES "public"."evidence"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_pages" ADD CONSTRAINT "trust_pages_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trust_documents_organization_idx" ON "trust_documents" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trust_pages_slug_idx" ON "trust_pages" USING btree ("slug");--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "trust_pages_revises_records" AFTER INSERT OR UPDATE OR DELETE ON "trust_pages" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "revise_organization_records"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "trust_documents_revises_records" AFTER INSERT OR UPDATE OR DELETE ON "trust_documents" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "revise_organization_records"();
