CREATE TABLE "evidence_controls" (
	"organization_id" uuid NOT NULL,
	"evidence_id" uuid NOT NULL,
	"control_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evidence_controls_evidence_id_control_id_pk" PRIMARY KEY("evidence_id","control_id")
);
--> statement-breakpoint
CREATE TABLE "evidence_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"evidence_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text,
	"storage_key" text,
	"uploaded_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"policy_id" uuid NOT NULL,
	"author_member_id" uuid,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"kind" text DEFAULT 'comment' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"policy_id" uuid NOT NULL,
	"label" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"body" text NOT NULL,
	"approved_at" timestamp with time zone NOT NULL,
	"approved_by_name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audits" ADD COLUMN "cancellation_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "evidence" ADD COLUMN "failure_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "evidence" ADD COLUMN "expires_on" date;--> statement-breakpoint
ALTER TABLE "evidence" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "body" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "evidence_controls" ADD CONSTRAINT "evidence_controls_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_controls" ADD CONSTRAINT "evidence_controls_evidence_id_evidence_id_fk" FOREIGN KEY ("evidence_id") REFERENCES "public"."evidence"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_files" ADD CONSTRAINT "evidence_files_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_files" ADD CONSTRAINT "evidence_files_evidence_id_evidence_id_fk" FOREIGN KEY ("evidence_id") REFERENCES "public"."evidence"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_comments" ADD CONSTRAINT "policy_comments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_comments" ADD CONSTRAINT "policy_comments_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_comments" ADD CONSTRAINT "policy_comments_author_member_id_members_id_fk" FOREIGN KEY ("author_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_versions" ADD CONSTRAINT "policy_versions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_versions" ADD CONSTRAINT "policy_versions_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evidence_controls_organization_control_idx" ON "evidence_controls" USING btree ("organization_id","control_id");--> statement-breakpoint
CREATE INDEX "evidence_files_organization_evidence_idx" ON "evidence_files" USING btree ("organization_id","evidence_id","revision");--> statement-breakpoint
CREATE INDEX "policy_comments_organization_policy_idx" ON "policy_comments" USING btree ("organization_id","policy_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_versions_policy_label_idx" ON "policy_versions" USING btree ("organization_id","policy_id","label");--> statement-breakpoint
CREATE INDEX "activity_organization_record_idx" ON "activity" USING btree ("organization_id","record_id","created_at");--> statement-breakpoint
-- Files recorded before their contents were kept: their names and sizes, as revision 1, with no stored bytes.
INSERT INTO "evidence_files" ("organization_id", "evidence_id", "revision", "name", "content_type", "size_bytes", "uploaded_by_name", "created_at")
SELECT e."organization_id", e."id", 1, f."name", 'application/octet-stream', (f."size")::integer, 'Unknown', e."created_at"
FROM "evidence" e, jsonb_to_recordset(e."files") AS f("name" text, "size" numeric);--> statement-breakpoint
-- Expired is now computed from the review due day: a stored Expired policy becomes approved and past due.
UPDATE "policies" SET "status" = 'approved', "review_due_on" = LEAST(COALESCE("review_due_on", CURRENT_DATE - 1), CURRENT_DATE - 1) WHERE "status" = 'expired';
