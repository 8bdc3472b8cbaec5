ALTER TABLE "ccpa_issues" ADD COLUMN "assignee_member_id" uuid;--> statement-breakpoint
ALTER TABLE "organization_frameworks" ADD COLUMN "settings" jsonb;--> statement-breakpoint
ALTER TABLE "organization_frameworks" ADD COLUMN "setup" jsonb;--> statement-breakpoint
ALTER TABLE "ccpa_issues" ADD CONSTRAINT "ccpa_issues_assignee_member_id_members_id_fk" FOREIGN KEY ("assignee_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;