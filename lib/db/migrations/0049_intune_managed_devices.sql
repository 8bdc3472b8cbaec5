CREATE TABLE "managed_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"platform" text NOT NULL,
	"os_version" text NOT NULL,
	"encrypted" boolean NOT NULL,
	"compliance" text NOT NULL,
	"user_email" text NOT NULL,
	"last_sync_at" timestamp with time zone,
	"read_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "managed_devices" ADD CONSTRAINT "managed_devices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "managed_devices_provider_device_idx" ON "managed_devices" USING btree ("organization_id","provider","external_id");--> statement-breakpoint
CREATE INDEX "managed_devices_organization_user_idx" ON "managed_devices" USING btree ("organization_id","user_email");--> statement-breakpoint
-- Custom SQL (not generated): the managed devices raise their organization's records revision, like every
-- organization's table, so a person's page read through the cache sees a run's devices at once.
CREATE CONSTRAINT TRIGGER "managed_devices_revises_records" AFTER INSERT OR UPDATE OR DELETE ON "managed_devices" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "revise_organization_records"();
