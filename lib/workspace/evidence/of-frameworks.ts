import 'server-only';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { evidence } from '@/lib/db/schema';
import { collectionDay } from '@/lib/domain/evidence/display';
import type { ListPage } from '@/lib/domain/list-query';
import type { Evidence } from '@/lib/schemas/evidence/records';
import type { TrackedFramework } from '@/lib/schemas/frameworks/codes';
import { evidencePage } from './library';
import { assertCan, type Member } from '../member';

/**
 * One page of the organization's evidence of `frameworks` only (not archived), last collected first: what an API
 * key of frameworks with API access on may list. No framework, no rows.
 */
export async function listEvidenceOfFrameworks(
  member: Member,
  frameworks: readonly TrackedFramework[],
  page: number,
  today = collectionDay(new Date()),
): Promise<ListPage<Evidence>> {
  assertCan(member, 'records.view');
  if (frameworks.length === 0) return { rows: [], total: 0, page: 1, pageCount: 1 };
  const where = and(
    eq(evidence.organizationId, member.organizationId),
    isNull(evidence.archivedAt),
    inArray(evidence.framework, [...frameworks]),
  );
  return evidencePage(member, where, page, today);
}
