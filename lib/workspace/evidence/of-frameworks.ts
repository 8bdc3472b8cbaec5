import 'server-only';
import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { evidence } from '@/lib/db/schema';
import { collectionDay, evidenceRow } from '@/lib/domain/evidence-display';
import type { ListPage } from '@/lib/domain/list-query';
import type { Evidence, EvidenceRecord } from '@/lib/schemas/evidence';
import type { TrackedFramework } from '@/lib/schemas/frameworks';
import { currentFiles } from './library';
import { recordColumns } from './records';
import { assertCan, type Member } from '../member';
import { fetchPage } from '../list-sql';

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
  const db = await getDb();
  const where = and(
    eq(evidence.organizationId, member.organizationId),
    isNull(evidence.archivedAt),
    inArray(evidence.framework, [...frameworks]),
  );
  const found = await fetchPage(
    page,
    async () => (await db.select({ total: count() }).from(evidence).where(where))[0]?.total ?? 0,
    (limit, offset) =>
      db
        .select(recordColumns)
        .from(evidence)
        .where(where)
        .orderBy(desc(evidence.collectedOn), desc(evidence.createdAt), asc(evidence.name), asc(evidence.id))
        .limit(limit)
        .offset(offset) as Promise<EvidenceRecord[]>,
  );
  const files = await currentFiles(
    member,
    found.rows.map((row) => row.id),
  );
  return { ...found, rows: found.rows.map((row) => evidenceRow(row, files.get(row.id) ?? [], today)) };
}
