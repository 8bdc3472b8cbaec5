CREATE TABLE "questionnaire_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"question" text NOT NULL,
	"question_key" text NOT NULL,
	"answer" text NOT NULL,
	"kind" text NOT NULL,
	"sources" jsonb NOT NULL,
	"approved_by_member_id" uuid,
	"approved_by_name" text NOT NULL,
	"approved_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_approved_by_member_id_members_id_fk" FOREIGN KEY ("approved_by_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_answers_question_idx" ON "questionnaire_answers" USING btree ("organization_id","question_key");--> statement-breakpoint
CREATE INDEX "questionnaire_answers_organization_approved_idx" ON "questionnaire_answers" USING btree ("organization_id","approved_at");--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "questionnaire_answers_revises_records" AFTER INSERT OR UPDATE OR DELETE ON "questionnaire_answers" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "revise_organization_records"();
