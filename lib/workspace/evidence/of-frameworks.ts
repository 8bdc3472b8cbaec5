import 'server-only';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { evidence } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import type { ListPage } from '@/lib/domain/list-query';
import type { Evidence } from '@/lib/schemas/evidence/records';
import type { TrackedFramework } from '@/lib/schemas/frameworks/codes';
import { evidencePage } from './library';
import { matchingWords } from '../list-sql';
import { assertCan, type Member } from '../member';

/**
 * One page of the organization's evidence of `frameworks` only (not archived), last collected first: what an API
 * key of frameworks with API access on may list. With `words`, only the items whose name or description holds every
 * word (any case). No framework, no rows.
 */
export async function listEvidenceOfFrameworks(
  member: Member,
  frameworks: readonly TrackedFramework[],
  page: number,
  { today = dayOf(new Date()), words = '' }: { today?: string; words?: string } = {},
): Promise<ListPage<Evidence>> {
  assertCan(member, 'records.view');
  if (frameworks.length === 0) return { rows: [], total: 0, page: 1, pageCount: 1 };
  const where = and(
    eq(evidence.organizationId, member.organizationId),
    isNull(evidence.archivedAt),
    inArray(evidence.framework, [...frameworks]),
    matchingWords(words, [evidence.name, evidence.description]),
  );
  return evidencePage(member, where, page, today);
}
