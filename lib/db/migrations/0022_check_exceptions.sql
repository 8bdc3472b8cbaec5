CREATE TABLE "check_exceptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"check_id" text NOT NULL,
	"reason" text NOT NULL,
	"expires_on" text NOT NULL,
	"recorded_by" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_by" text,
	"ended_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "check_exceptions" ADD CONSTRAINT "check_exceptions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_exceptions_organization_check_idx" ON "check_exceptions" USING btree ("organization_id","check_id");--> statement-breakpoint
-- An exception changes which controls count toward progress: kept reads of the organization are read again.
CREATE CONSTRAINT TRIGGER "check_exceptions_revises_records" AFTER INSERT OR UPDATE OR DELETE ON "check_exceptions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "revise_organization_records"();
