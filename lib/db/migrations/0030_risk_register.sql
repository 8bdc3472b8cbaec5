CREATE TABLE "risk_controls" (
	"risk_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"control_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_controls_risk_id_control_id_pk" PRIMARY KEY("risk_id","control_id")
);
--> statement-breakpoint
CREATE TABLE "risk_rating_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"risk_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"from_likelihood" integer,
	"from_impact" integer,
	"to_likelihood" integer NOT NULL,
	"to_impact" integer NOT NULL,
	"member_id" uuid,
	"member_name" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"owner_member_id" uuid,
	"inherent_likelihood" integer NOT NULL,
	"inherent_impact" integer NOT NULL,
	"residual_likelihood" integer NOT NULL,
	"residual_impact" integer NOT NULL,
	"treatment" text NOT NULL,
	"plan" text DEFAULT '' NOT NULL,
	"next_review_on" text NOT NULL,
	"acceptance_approver_id" uuid,
	"accepted_on" text,
	"acceptance_expires_on" text,
	"library_id" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "risk_scale_labels" jsonb;--> statement-breakpoint
ALTER TABLE "risk_controls" ADD CONSTRAINT "risk_controls_risk_id_risks_id_fk" FOREIGN KEY ("risk_id") REFERENCES "public"."risks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_controls" ADD CONSTRAINT "risk_controls_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_rating_history" ADD CONSTRAINT "risk_rating_history_risk_id_risks_id_fk" FOREIGN KEY ("risk_id") REFERENCES "public"."risks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_rating_history" ADD CONSTRAINT "risk_rating_history_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_rating_history" ADD CONSTRAINT "risk_rating_history_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risks" ADD CONSTRAINT "risks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risks" ADD CONSTRAINT "risks_owner_member_id_members_id_fk" FOREIGN KEY ("owner_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risks" ADD CONSTRAINT "risks_acceptance_approver_id_members_id_fk" FOREIGN KEY ("acceptance_approver_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "risk_controls_control_idx" ON "risk_controls" USING btree ("organization_id","control_id");--> statement-breakpoint
CREATE INDEX "risk_rating_history_risk_idx" ON "risk_rating_history" USING btree ("risk_id","changed_at");--> statement-breakpoint
CREATE INDEX "risks_organization_title_idx" ON "risks" USING btree ("organization_id","title");--> statement-breakpoint
CREATE INDEX "risks_organization_review_idx" ON "risks" USING btree ("organization_id","next_review_on");--> statement-breakpoint
-- A change of the organization's risks is a change of its records: kept reads of the organization are read again.
CREATE CONSTRAINT TRIGGER "risks_revises_records" AFTER INSERT OR UPDATE OR DELETE ON "risks" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "revise_organization_records"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "risk_controls_revises_records" AFTER INSERT OR UPDATE OR DELETE ON "risk_controls" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "revise_organization_records"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "risk_rating_history_revises_records" AFTER INSERT OR UPDATE OR DELETE ON "risk_rating_history" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "revise_organization_records"();
