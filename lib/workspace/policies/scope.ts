import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { people, policies } from '@/lib/db/schema';
import { acceptanceScopeText } from '@/lib/domain/policies/acceptance';
import type { PolicyScope } from '@/lib/schemas/policies/acceptance';
import { recordActivity } from '../activity';
import { STALE_MESSAGE, WorkspaceError, type Member } from '../member';
import { storedPolicy } from './library';
import { guardedWrite } from '../guarded-write';

export const ARCHIVED_SCOPE_MESSAGE = 'An archived policy is asked of nobody. Restore it before choosing who accepts it.';
export const unknownDepartmentMessage = (department: string) =>
  `No person of your organization is in the department ${department}. Choose departments from the list.`;

/**
 * Chooses who accepts the policy once approved (members and admins): everyone (no department), or the chosen
 * departments of the organization's people; a department the scope already names may stay even if its people
 * have left. A stale version is refused; the change and its activity row are one transaction.
 */
export const setAcceptanceScope = guardedWrite(
  'records.edit',
  async (member: Member, scope: PolicyScope): Promise<{ departments: string[]; version: number }> => {
    const db = await getDb();
    return db.transaction(async (tx) => {
      const current = await storedPolicy(tx, member, scope.id, true);
      if (current.version !== scope.version) throw new WorkspaceError('conflict', STALE_MESSAGE);
      if (current.archivedAt) throw new WorkspaceError('invalid', ARCHIVED_SCOPE_MESSAGE);
      const known = new Set([
        ...current.acceptanceDepartments,
        ...(
          await tx
            .selectDistinct({ department: people.department })
            .from(people)
            .where(and(eq(people.organizationId, member.organizationId), ne(people.department, '')))
        ).map((row) => row.department),
      ]);
      const unknown = scope.departments.find((department) => !known.has(department));
      if (unknown !== undefined) throw new WorkspaceError('invalid', unknownDepartmentMessage(unknown));
      const [saved] = await tx
        .update(policies)
        .set({ acceptanceDepartments: scope.departments, version: sql`${policies.version} + 1`, updatedAt: new Date() })
        .where(and(eq(policies.id, current.id), eq(policies.organizationId, member.organizationId), eq(policies.version, current.version)))
        .returning({ departments: policies.acceptanceDepartments, version: policies.version });
      if (!saved) throw new WorkspaceError('conflict', STALE_MESSAGE);
      await recordActivity(tx, member, {
        action: 'policy.scope',
        recordType: 'policy',
        recordId: current.id,
        summary: `Set who accepts the policy ${current.name}: ${acceptanceScopeText(scope.departments)}`,
      });
      return saved;
    });
  },
);
