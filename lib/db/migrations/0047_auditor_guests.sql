CREATE TABLE "audit_guest_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"audit_id" uuid NOT NULL,
	"guest_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"record_id" text,
	"label" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"audit_id" uuid NOT NULL,
	"name" text NOT NULL,
	"firm" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text NOT NULL,
	"invitation_expires_at" timestamp with time zone NOT NULL,
	"subject" text,
	"accepted_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_guests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "audit_guest_views" ADD CONSTRAINT "audit_guest_views_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_guest_views" ADD CONSTRAINT "audit_guest_views_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_guest_views" ADD CONSTRAINT "audit_guest_views_guest_id_audit_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."audit_guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_guests" ADD CONSTRAINT "audit_guests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_guests" ADD CONSTRAINT "audit_guests_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_guest_views_organization_audit_idx" ON "audit_guest_views" USING btree ("organization_id","audit_id","viewed_at");--> statement-breakpoint
CREATE INDEX "audit_guests_organization_audit_idx" ON "audit_guests" USING btree ("organization_id","audit_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_guests_subject_idx" ON "audit_guests" USING btree ("subject");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_guests_audit_email_live_idx" ON "audit_guests" USING btree ("audit_id","email") WHERE "audit_guests"."withdrawn_at" is null;