CREATE TABLE "tracker_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"item_key" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"detail" text NOT NULL,
	"href" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"issue_provider" text,
	"issue_key" text,
	"issue_id" text,
	"issue_url" text,
	"issue_resolved_at" timestamp with time zone,
	"issue_closed_by" text,
	"issue_closed_at" timestamp with time zone,
	"alerted_at" timestamp with time zone,
	"last_error" text,
	"claimed_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tracker_items" ADD CONSTRAINT "tracker_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tracker_items_organization_item_idx" ON "tracker_items" USING btree ("organization_id","item_key");--> statement-breakpoint
CREATE INDEX "tracker_items_organization_status_idx" ON "tracker_items" USING btree ("organization_id","status");--> statement-breakpoint
-- Custom SQL (keep at the end when renumbered): a change of a tracker item raises its organization's records revision, so kept reads see the issue keys.
CREATE CONSTRAINT TRIGGER "tracker_items_revises_records" AFTER INSERT OR UPDATE OR DELETE ON "tracker_items" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "revise_organization_records"();
