CREATE TABLE "people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"member_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"department" text DEFAULT '' NOT NULL,
	"manager_id" uuid,
	"start_date" text NOT NULL,
	"end_date" text,
	"source" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_manager_id_people_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "people_organization_email_idx" ON "people" USING btree ("organization_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "people_organization_member_idx" ON "people" USING btree ("organization_id","member_id") WHERE "people"."member_id" is not null;--> statement-breakpoint
CREATE INDEX "people_organization_name_idx" ON "people" USING btree ("organization_id","name");--> statement-breakpoint
-- Members are people too: each existing member becomes a person from the day they joined (one per address, the
-- active membership first); a removed member's person has left on the day of the removal.
INSERT INTO "people" ("organization_id", "member_id", "name", "email", "start_date", "end_date", "source")
SELECT DISTINCT ON ("organization_id", lower("email"))
  "organization_id", "id", "display_name", lower("email"),
  to_char("joined_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD'),
  CASE WHEN "removed_at" IS NULL THEN NULL
    ELSE to_char(greatest("removed_at", "joined_at") AT TIME ZONE 'UTC', 'YYYY-MM-DD') END,
  'member'
FROM "members"
ORDER BY "organization_id", lower("email"), ("removed_at" IS NOT NULL), "joined_at";--> statement-breakpoint
-- A change of the organization's people is a change of its records: kept reads of the organization are read again.
CREATE CONSTRAINT TRIGGER "people_revises_records" AFTER INSERT OR UPDATE OR DELETE ON "people" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "revise_organization_records"();
