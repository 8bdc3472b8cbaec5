import 'server-only';
import { and, asc, eq, ne } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { ccpaIssues } from '@/lib/db/schema';
import type { Issue } from '@/lib/schemas/issue';
import { assertCan, type Member } from './member';

/** The organization's CCPA/CPRA issues that are not closed (open and in progress), by reference. */
export async function listCcpaIssues(member: Member): Promise<Issue[]> {
  assertCan(member, 'records.view');
  const db = await getDb();
  return db
    .select({
      id: ccpaIssues.id,
      reference: ccpaIssues.reference,
      title: ccpaIssues.title,
      description: ccpaIssues.description,
      priority: ccpaIssues.priority,
      category: ccpaIssues.category,
      tags: ccpaIssues.tags,
      assignee: ccpaIssues.assignee,
      dueDate: ccpaIssues.dueOn,
      status: ccpaIssues.status,
    })
    .from(ccpaIssues)
    .where(and(eq(ccpaIssues.organizationId, member.organizationId), ne(ccpaIssues.status, 'closed')))
    .orderBy(asc(ccpaIssues.reference));
}
