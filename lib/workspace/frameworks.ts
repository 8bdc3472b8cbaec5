import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { directoryIds, frameworkDirectory } from '@/lib/catalog/framework-directory';
import { getDb } from '@/lib/db/client';
import { organizationFrameworks } from '@/lib/db/schema';
import { recordActivity } from './activity';
import { assertCan, type Member, type Tx } from './member';

/** A framework the organization follows: Active, In Progress or Review Required, with its percent complete. */
export type OrganizationFramework = { frameworkId: string; status: 'active' | 'progress' | 'review'; progress: number; updatedAt: Date };

/** The frameworks the organization follows, in the directory's order of ids. */
export async function listOrganizationFrameworks(member: Member): Promise<OrganizationFramework[]> {
  assertCan(member, 'records.view');
  const db = await getDb();
  return db
    .select({ frameworkId: organizationFrameworks.frameworkId, status: organizationFrameworks.status, progress: organizationFrameworks.progress, updatedAt: organizationFrameworks.updatedAt })
    .from(organizationFrameworks)
    .where(eq(organizationFrameworks.organizationId, member.organizationId))
    .orderBy(asc(organizationFrameworks.frameworkId));
}

/**
 * Adds directory frameworks to the organization as In Progress (unknown ids and ones it already follows are
 * skipped) inside the caller's transaction, with one activity row; answers the names added.
 */
export async function addFrameworksIn(tx: Tx, member: Pick<Member, 'organizationId' | 'displayName' | 'subject'>, ids: readonly string[], how: string): Promise<string[]> {
  const wanted = [...new Set(ids)].filter((id) => directoryIds.has(id));
  if (wanted.length === 0) return [];
  const added = await tx
    .insert(organizationFrameworks)
    .values(wanted.map((frameworkId) => ({ organizationId: member.organizationId, frameworkId, status: 'progress' as const })))
    .onConflictDoNothing()
    .returning({ frameworkId: organizationFrameworks.frameworkId });
  const names = frameworkDirectory.filter((framework) => added.some((row) => row.frameworkId === framework.id)).map((framework) => framework.name);
  if (names.length > 0) {
    await recordActivity(tx, member, { action: 'framework.added', recordType: 'framework', summary: `Added ${names.join(', ')} ${how}` });
  }
  return names;
}

/** Adds frameworks from the Add Framework screen (members and admins). */
export async function addFrameworks(member: Member, ids: readonly string[]): Promise<string[]> {
  assertCan(member, 'records.edit');
  const db = await getDb();
  return db.transaction((tx) => addFrameworksIn(tx, member, ids, 'from Add Framework'));
}
