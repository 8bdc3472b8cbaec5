import 'server-only';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { evidence, evidenceFiles } from '@/lib/db/schema';
import type { Member } from '../member';
import { signOffFor } from '../second-person';
import type { TaskSource } from './source';

/**
 * The member who uploaded an item's current files (its latest revision), or null when no member did. The columns
 * are written out with their tables: inside a select of one table, Drizzle leaves column names unqualified.
 */
export const currentUploader = sql<
  string | null
>`(select "evidence_files"."uploaded_by_member_id" from "evidence_files" where "evidence_files"."organization_id" = "evidence"."organization_id" and "evidence_files"."evidence_id" = "evidence"."id" order by "evidence_files"."revision" desc limit 1)`;

/**
 * The items whose current files the member uploaded, read from their own uploads: asking each pending item for its
 * uploader costs a lookup per item, thousands in a large organization. The columns are written out with their tables,
 * as in currentUploader.
 */
async function currentlyUploadedBy(db: Db, member: Member): Promise<Set<string>> {
  const rows = await db
    .select({ evidenceId: evidenceFiles.evidenceId })
    .from(evidenceFiles)
    .where(
      and(
        eq(evidenceFiles.organizationId, member.organizationId),
        eq(evidenceFiles.uploadedByMemberId, member.id),
        sql`"evidence_files"."revision" = (select max("later"."revision") from "evidence_files" "later" where "later"."organization_id" = "evidence_files"."organization_id" and "later"."evidence_id" = "evidence_files"."evidence_id")`,
      ),
    );
  return new Set(rows.map((row) => row.evidenceId));
}

/**
 * Evidence pending review that the member may verify: every pending item of the organization not archived, less
 * those whose current files they uploaded while someone else must verify them (the second-person rule).
 */
export const evidenceReviewTasks: TaskSource = {
  kind: 'evidence-review',
  permission: 'records.edit',
  read: async (member) => {
    const db = await getDb();
    const [rows, mine, ownWork] = await Promise.all([
      db
        .select({ id: evidence.id, name: evidence.name })
        .from(evidence)
        .where(and(eq(evidence.organizationId, member.organizationId), eq(evidence.status, 'pending'), isNull(evidence.archivedAt)))
        .orderBy(asc(evidence.name), asc(evidence.id)),
      currentlyUploadedBy(db, member),
      signOffFor(db, member, 'verify-evidence', member.id),
    ]);
    return rows
      .filter((row) => !mine.has(row.id) || ownWork.allowed)
      .map((row) => ({
        kind: 'evidence-review',
        recordId: row.id,
        title: row.name,
        detail: mine.has(row.id) ? 'Pending review: you uploaded its files and nobody else can verify them' : 'Pending review',
        href: `/manage/evidence/${row.id}`,
        dueOn: null,
      }));
  },
};
