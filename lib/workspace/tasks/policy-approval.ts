import 'server-only';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { policies } from '@/lib/db/schema';
import { signOffFor } from '../second-person';
import type { TaskSource } from './source';

/**
 * Policies under review that the member, an administrator, may approve: every one of the organization not
 * archived, less those whose text they wrote while another administrator must approve it (the second-person rule).
 */
export const policyApprovalTasks: TaskSource = {
  kind: 'policy-approval',
  permission: 'policies.approve',
  read: async (member) => {
    const db = await getDb();
    const [rows, ownWork] = await Promise.all([
      db
        .select({ id: policies.id, name: policies.name, versionLabel: policies.versionLabel, authorMemberId: policies.authorMemberId })
        .from(policies)
        .where(and(eq(policies.organizationId, member.organizationId), eq(policies.status, 'review'), isNull(policies.archivedAt)))
        .orderBy(asc(policies.name), asc(policies.id)),
      signOffFor(db, member, 'approve-policy', member.id),
    ]);
    return rows
      .filter((row) => row.authorMemberId !== member.id || ownWork.allowed)
      .map((row) => ({
        kind: 'policy-approval',
        recordId: row.id,
        title: `${row.name} ${row.versionLabel}`,
        detail:
          row.authorMemberId === member.id
            ? 'Under review: you wrote it and nobody else can approve it'
            : 'Under review: awaiting approval',
        href: `/manage/policies/${row.id}`,
        dueOn: null,
      }));
  },
};
