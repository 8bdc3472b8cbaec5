ALTER TABLE "policy_acceptance_links" DROP CONSTRAINT "policy_acceptance_links_policy_id_policies_id_fk";
--> statement-breakpoint
DROP INDEX "policy_acceptance_links_policy_idx";--> statement-breakpoint
ALTER TABLE "policy_acceptance_links" ADD COLUMN "versions" jsonb;--> statement-breakpoint
-- A link made before names its one policy; a used one ends where it was used.
UPDATE "policy_acceptance_links" SET "versions" = jsonb_build_object("policy_id"::text, "version_label"), "expires_at" = LEAST("expires_at", COALESCE("used_at", "expires_at"));--> statement-breakpoint
ALTER TABLE "policy_acceptance_links" ALTER COLUMN "versions" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "policy_acceptance_links_person_idx" ON "policy_acceptance_links" USING btree ("organization_id","person_id");--> statement-breakpoint
ALTER TABLE "policy_acceptance_links" DROP COLUMN "policy_id";--> statement-breakpoint
ALTER TABLE "policy_acceptance_links" DROP COLUMN "version_label";--> statement-breakpoint
ALTER TABLE "policy_acceptance_links" DROP COLUMN "used_at";
