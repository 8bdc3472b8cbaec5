CREATE TABLE "access_review_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"system_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"admin" boolean DEFAULT false NOT NULL,
	"last_activity" text,
	"decision" text,
	"reason" text DEFAULT '' NOT NULL,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"verification" text,
	"verified_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_review_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"due_on" text NOT NULL,
	"recurrence" text NOT NULL,
	"created_by_name" text NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by_name" text,
	"evidence_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_review_systems" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"source" text NOT NULL,
	"name" text NOT NULL,
	"reviewer_member_id" uuid,
	"owner_member_id" uuid,
	"listed_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integration_account_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"accounts" jsonb NOT NULL,
	"listed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_review_accounts" ADD CONSTRAINT "access_review_accounts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_review_accounts" ADD CONSTRAINT "access_review_accounts_campaign_id_access_review_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."access_review_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_review_accounts" ADD CONSTRAINT "access_review_accounts_system_id_access_review_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."access_review_systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_review_campaigns" ADD CONSTRAINT "access_review_campaigns_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_review_campaigns" ADD CONSTRAINT "access_review_campaigns_evidence_id_evidence_id_fk" FOREIGN KEY ("evidence_id") REFERENCES "public"."evidence"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_review_systems" ADD CONSTRAINT "access_review_systems_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_review_systems" ADD CONSTRAINT "access_review_systems_campaign_id_access_review_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."access_review_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_review_systems" ADD CONSTRAINT "access_review_systems_reviewer_member_id_members_id_fk" FOREIGN KEY ("reviewer_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_review_systems" ADD CONSTRAINT "access_review_systems_owner_member_id_members_id_fk" FOREIGN KEY ("owner_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_account_lists" ADD CONSTRAINT "integration_account_lists_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_review_accounts_campaign_idx" ON "access_review_accounts" USING btree ("organization_id","campaign_id");--> statement-breakpoint
CREATE UNIQUE INDEX "access_review_accounts_system_external_idx" ON "access_review_accounts" USING btree ("system_id","external_id");--> statement-breakpoint
CREATE INDEX "access_review_campaigns_organization_idx" ON "access_review_campaigns" USING btree ("organization_id","status","due_on");--> statement-breakpoint
CREATE INDEX "access_review_systems_campaign_idx" ON "access_review_systems" USING btree ("organization_id","campaign_id");--> statement-breakpoint
CREATE UNIQUE INDEX "integration_account_lists_organization_provider_idx" ON "integration_account_lists" USING btree ("organization_id","provider");--> statement-breakpoint
-- Custom SQL: each access review table raises its organization's records revision on commit, as every table with an organization_id does.
CREATE CONSTRAINT TRIGGER "access_review_campaigns_revises_records" AFTER INSERT OR UPDATE OR DELETE ON "access_review_campaigns" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "revise_organization_records"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "access_review_systems_revises_records" AFTER INSERT OR UPDATE OR DELETE ON "access_review_systems" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "revise_organization_records"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "access_review_accounts_revises_records" AFTER INSERT OR UPDATE OR DELETE ON "access_review_accounts" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "revise_organization_records"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "integration_account_lists_revises_records" AFTER INSERT OR UPDATE OR DELETE ON "integration_account_lists" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "revise_organization_records"();
