CREATE TABLE "checklist_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"steps" jsonb NOT NULL,
	"deadline_hours" integer DEFAULT 24 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checklists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"steps" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"evidence_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checklist_templates" ADD CONSTRAINT "checklist_templates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_evidence_id_evidence_id_fk" FOREIGN KEY ("evidence_id") REFERENCES "public"."evidence"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checklist_templates_organization_kind_idx" ON "checklist_templates" USING btree ("organization_id","kind");--> statement-breakpoint
CREATE INDEX "checklists_organization_person_idx" ON "checklists" USING btree ("organization_id","person_id","kind","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "checklists_open_kind_idx" ON "checklists" USING btree ("organization_id","person_id","kind") WHERE "checklists"."finished_at" is null;--> statement-breakpoint
-- A template edited or a step ticked is a change of the organization's records: kept reads of the organization are read again.
CREATE CONSTRAINT TRIGGER "checklist_templates_revises_records" AFTER INSERT OR UPDATE OR DELETE ON "checklist_templates" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "revise_organization_records"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "checklists_revises_records" AFTER INSERT OR UPDATE OR DELETE ON "checklists" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "revise_organization_records"();
