ALTER TABLE "mail_queue" ADD COLUMN "kind" text DEFAULT 'letter' NOT NULL;--> statement-breakpoint
ALTER TABLE "trust_access_requests" ADD COLUMN "revoked_by_member_id" uuid;--> statement-breakpoint
ALTER TABLE "trust_access_requests" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trust_access_requests" ADD CONSTRAINT "trust_access_requests_revoked_by_member_id_members_id_fk" FOREIGN KEY ("revoked_by_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A revocation used to overwrite the approval's time and member: those rows keep them as the revocation's, and their approval's are unknown.
UPDATE "trust_access_requests" SET "revoked_at" = "decided_at", "revoked_by_member_id" = "decided_by_member_id", "decided_at" = NULL, "decided_by_member_id" = NULL WHERE "state" = 'revoked';
