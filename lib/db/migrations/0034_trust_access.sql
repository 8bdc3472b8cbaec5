CREATE TABLE "trust_access_downloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"document_id" uuid,
	"document_title" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trust_access_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text NOT NULL,
	"reason" text NOT NULL,
	"nda_version" integer NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"decided_by_member_id" uuid,
	"decided_at" timestamp with time zone,
	"decline_reason" text,
	"access_days" integer,
	"expires_at" timestamp with time zone,
	"token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trust_approved_domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trust_ndas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trust_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"email" text NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
	"confirm_token_hash" text NOT NULL,
	"unsubscribe_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trust_access_downloads" ADD CONSTRAINT "trust_access_downloads_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_access_downloads" ADD CONSTRAINT "trust_access_downloads_request_id_trust_access_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."trust_access_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_access_downloads" ADD CONSTRAINT "trust_access_downloads_document_id_trust_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."trust_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_access_requests" ADD CONSTRAINT "trust_access_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_access_requests" ADD CONSTRAINT "trust_access_requests_decided_by_member_id_members_id_fk" FOREIGN KEY ("decided_by_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_approved_domains" ADD CONSTRAINT "trust_approved_domains_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_ndas" ADD CONSTRAINT "trust_ndas_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_subscribers" ADD CONSTRAINT "trust_subscribers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trust_access_downloads_request_idx" ON "trust_access_downloads" USING btree ("request_id","at");--> statement-breakpoint
CREATE INDEX "trust_access_requests_organization_idx" ON "trust_access_requests" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trust_access_requests_token_idx" ON "trust_access_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "trust_approved_domains_domain_idx" ON "trust_approved_domains" USING btree ("organization_id","domain");--> statement-breakpoint
CREATE UNIQUE INDEX "trust_ndas_version_idx" ON "trust_ndas" USING btree ("organization_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "trust_subscribers_email_idx" ON "trust_subscribers" USING btree ("organization_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "trust_subscribers_confirm_idx" ON "trust_subscribers" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "trust_subscribers_unsubscribe_idx" ON "trust_subscribers" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "trust_ndas_revises_records" AFTER INSERT OR UPDATE OR DELETE ON "trust_ndas" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "revise_organization_records"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "trust_access_requests_revises_records" AFTER INSERT OR UPDATE OR DELETE ON "trust_access_requests" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "revise_organization_records"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "trust_access_downloads_revises_records" AFTER INSERT OR UPDATE OR DELETE ON "trust_access_downloads" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "revise_organization_records"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "trust_approved_domains_revises_records" AFTER INSERT OR UPDATE OR DELETE ON "trust_approved_domains" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "revise_organization_records"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "trust_subscribers_revises_records" AFTER INSERT OR UPDATE OR DELETE ON "trust_subscribers" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "revise_organization_records"();
