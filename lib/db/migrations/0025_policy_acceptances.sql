CREATE TABLE "policy_acceptance_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"policy_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"version_label" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_acceptances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"policy_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"version_label" text NOT NULL,
	"text_sha256" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text NOT NULL,
	"user_agent" text NOT NULL,
	"via" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "policy_acceptance_links" ADD CONSTRAINT "policy_acceptance_links_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_acceptance_links" ADD CONSTRAINT "policy_acceptance_links_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_acceptance_links" ADD CONSTRAINT "policy_acceptance_links_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_acceptances" ADD CONSTRAINT "policy_acceptances_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_acceptances" ADD CONSTRAINT "policy_acceptances_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_acceptances" ADD CONSTRAINT "policy_acceptances_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "policy_acceptance_links_token_idx" ON "policy_acceptance_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "policy_acceptance_links_policy_idx" ON "policy_acceptance_links" USING btree ("organization_id","policy_id","person_id");--> statement-breakpoint
CREATE INDEX "policy_acceptances_policy_person_idx" ON "policy_acceptances" USING btree ("organization_id","policy_id","person_id","accepted_at");--> statement-breakpoint
-- Acceptances and their links are records of the organization: kept reads of the organization are read again.
CREATE CONSTRAINT TRIGGER "policy_acceptances_revises_records" AFTER INSERT OR UPDATE OR DELETE ON "policy_acceptances" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "revise_organization_records"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "policy_acceptance_links_revises_records" AFTER INSERT OR UPDATE OR DELETE ON "policy_acceptance_links" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "revise_organization_records"();
