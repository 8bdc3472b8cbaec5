ALTER TABLE "organizations" ADD COLUMN "require_second_approver" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "evidence" ADD COLUMN "self_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "author_member_id" uuid;--> statement-breakpoint
ALTER TABLE "evidence_files" ADD COLUMN "uploaded_by_member_id" uuid;--> statement-breakpoint
ALTER TABLE "policy_versions" ADD COLUMN "self_approved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_author_member_id_members_id_fk" FOREIGN KEY ("author_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_files" ADD CONSTRAINT "evidence_files_uploaded_by_member_id_members_id_fk" FOREIGN KEY ("uploaded_by_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Records written before these columns: the author is the member whose activity row last created or edited the
-- policy, the uploader the member whose upload, retry or replacement of the item is closest in time to the file.
UPDATE "policies" SET "author_member_id" = (
  SELECT m."id" FROM "activity" a
  JOIN "members" m ON m."organization_id" = a."organization_id" AND m."subject" = a."actor_subject"
  WHERE a."organization_id" = "policies"."organization_id" AND a."record_id" = "policies"."id"::text
    AND a."action" IN ('policy.created', 'policy.updated')
  ORDER BY a."created_at" DESC LIMIT 1
);--> statement-breakpoint
UPDATE "evidence_files" SET "uploaded_by_member_id" = (
  SELECT m."id" FROM "activity" a
  JOIN "members" m ON m."organization_id" = a."organization_id" AND m."subject" = a."actor_subject"
  WHERE a."organization_id" = "evidence_files"."organization_id" AND a."record_id" = "evidence_files"."evidence_id"::text
    AND a."action" IN ('evidence.created', 'evidence.retried', 'evidence.replaced')
  ORDER BY abs(extract(epoch FROM a."created_at" - "evidence_files"."created_at")) LIMIT 1
);
