import 'server-only';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { libraryControls } from '@/lib/catalog/controls';
import { getDb } from '@/lib/db/client';
import { evidence, evidenceControls, evidenceFiles } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import { evidenceRow, isExpired } from '@/lib/domain/evidence/display';
import { expiresSoonIn, lastExpiryDayFlagged } from '@/lib/domain/evidence/expiry';
import { NOT_KEPT_MESSAGE } from '@/lib/domain/evidence/files';
import type { ListPage, ListQuery } from '@/lib/domain/list-query';
import type {
  Evidence,
  EvidenceDetail,
  EvidenceFile,
  EvidenceFileLink,
  EvidenceRecord,
  EvidenceStats,
  EvidenceStatus,
  EvidenceType,
} from '@/lib/schemas/evidence/records';
import { fileStorage } from '@/lib/storage';
import type { SignOff } from '@/lib/domain/second-person';
import { currentUploader, evidenceOf, recordColumns } from './records';
import { fetchPage, matchingWords } from '../list-sql';
import { assertCan, checkedId, notFound, WorkspaceError, type Member } from '../member';
import { keptRead } from '../read-cache';
import { signOffFor } from '../second-person';

/** The filters of the evidence list (their values are checked against these choices by readListQuery). */
export type EvidenceListKey = 'framework' | 'type' | 'status';
export type EvidenceListQuery = ListQuery<EvidenceListKey>;

const everything: EvidenceListQuery = { q: '', page: 1, filters: { framework: '', type: '', status: '' } };

/** Items not archived whose expiry day falls from `today` to the last day flagged (lib/domain/evidence-expiry.ts). */
export function expiringSoonCondition(today: string): SQL {
  return and(isNull(evidence.archivedAt), gte(evidence.expiresOn, today), lte(evidence.expiresOn, lastExpiryDayFlagged(today)))!;
}

/** The list's conditions: the organization, the search words in name or description, and each filter. */
function listConditions(member: Member, { q, filters }: EvidenceListQuery, today: string): SQL | undefined {
  const status: SQL[] =
    filters.status === 'archived'
      ? [isNotNull(evidence.archivedAt)]
      : filters.status === 'expiring'
        ? [expiringSoonCondition(today)]
        : filters.status
          ? [isNull(evidence.archivedAt), eq(evidence.status, filters.status as EvidenceStatus)]
          : [isNull(evidence.archivedAt)];
  return and(
    eq(evidence.organizationId, member.organizationId),
    matchingWords(q, [evidence.name, evidence.description]),
    filters.framework ? eq(evidence.framework, filters.framework) : undefined,
    filters.type ? eq(evidence.type, filters.type as EvidenceType) : undefined,
    ...status,
  );
}

/** The files of the current (highest) revision of each of the items. */
export async function currentFiles(member: Member, ids: readonly string[]): Promise<Map<string, EvidenceFileLink[]>> {
  const byItem = new Map<string, EvidenceFileLink[]>();
  if (ids.length === 0) return byItem;
  const db = await getDb();
  const latest = db
    .select({ evidenceId: evidenceFiles.evidenceId, revision: sql<number>`max(${evidenceFiles.revision})`.as('latest_revision') })
    .from(evidenceFiles)
    .where(and(eq(evidenceFiles.organizationId, member.organizationId), inArray(evidenceFiles.evidenceId, [...ids])))
    .groupBy(evidenceFiles.evidenceId)
    .as('latest');
  const rows = await db
    .select({ evidenceId: evidenceFiles.evidenceId, id: evidenceFiles.id, name: evidenceFiles.name, size: evidenceFiles.sizeBytes })
    .from(evidenceFiles)
    .innerJoin(latest, and(eq(latest.evidenceId, evidenceFiles.evidenceId), eq(latest.revision, evidenceFiles.revision)))
    .where(eq(evidenceFiles.organizationId, member.organizationId))
    .orderBy(asc(evidenceFiles.name), asc(evidenceFiles.id));
  for (const row of rows)
    byItem.set(row.evidenceId, [...(byItem.get(row.evidenceId) ?? []), { id: row.id, name: row.name, size: row.size }]);
  return byItem;
}

/**
 * One page of the organization's evidence (search, filters and paging in SQL), last collected first (the newest
 * upload first on the same day). Archived items are listed only by the `archived` status filter; the `expiring`
 * one lists the items about to expire. `today` (YYYY-MM-DD) decides what is expired or expiring.
 */
export function listEvidence(
  member: Member,
  query: EvidenceListQuery = everything,
  today = dayOf(new Date()),
): Promise<ListPage<Evidence>> {
  return keptRead(member, ['evidence-list', query, today], async () => {
    return evidencePage(member, listConditions(member, query, today), query.page, today);
  });
}

/**
 * Page `page` of the organization's items matching `where`, last collected first (the newest upload first on the
 * same day), each with its current files and as shown on `today`.
 */
export async function evidencePage(member: Member, where: SQL | undefined, page: number, today: string): Promise<ListPage<Evidence>> {
  const db = await getDb();
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

/** The stat cards as one aggregate: the items not archived by status, and the archived ones. */
export function evidenceStats(member: Member): Promise<EvidenceStats> {
  return keptRead(member, ['evidence-stats'], async () => {
    const db = await getDb();
    const current = sql`${evidence.archivedAt} is null`;
    const [stats] = await db
      .select({
        total: sql<number>`(count(*) filter (where ${current}))::int`,
        verified: sql<number>`(count(*) filter (where ${current} and ${evidence.status} = 'verified'))::int`,
        pending: sql<number>`(count(*) filter (where ${current} and ${evidence.status} = 'pending'))::int`,
        failed: sql<number>`(count(*) filter (where ${current} and ${evidence.status} = 'failed'))::int`,
        archived: sql<number>`(count(*) filter (where ${evidence.archivedAt} is not null))::int`,
      })
      .from(evidence)
      .where(eq(evidence.organizationId, member.organizationId));
    return stats ?? { total: 0, verified: 0, pending: 0, failed: 0, archived: 0 };
  });
}

const fileColumns = {
  id: evidenceFiles.id,
  revision: evidenceFiles.revision,
  name: evidenceFiles.name,
  contentType: evidenceFiles.contentType,
  sizeBytes: evidenceFiles.sizeBytes,
  sha256: evidenceFiles.sha256,
  storageKey: evidenceFiles.storageKey,
  uploadedByName: evidenceFiles.uploadedByName,
  uploadedAt: evidenceFiles.uploadedAt,
};

/** An item of the organization with its files (newest revision first) and its linked controls, or 404. */
export async function readEvidence(member: Member, id: string, today = dayOf(new Date())): Promise<EvidenceDetail> {
  assertCan(member, 'records.view');
  const db = await getDb();
  const record = await evidenceOf(db, member, id);
  const [files, links] = await Promise.all([
    db
      .select(fileColumns)
      .from(evidenceFiles)
      .where(and(eq(evidenceFiles.organizationId, member.organizationId), eq(evidenceFiles.evidenceId, record.id)))
      .orderBy(desc(evidenceFiles.revision), asc(evidenceFiles.name), asc(evidenceFiles.id)),
    db
      .select({ controlId: evidenceControls.controlId })
      .from(evidenceControls)
      .where(and(eq(evidenceControls.organizationId, member.organizationId), eq(evidenceControls.evidenceId, record.id))),
  ]);
  // Only a pending item is verified: the check costs its two reads then alone.
  const verification: SignOff =
    record.status === 'pending'
      ? await signOffFor(db, member, 'verify-evidence', await currentUploader(db, member, record.id))
      : { allowed: true, self: false };
  const linked = new Set(links.map((link) => link.controlId));
  return {
    record,
    expired: isExpired(record.expiresOn, today),
    expiresSoonIn: record.archivedAt === null ? expiresSoonIn(record.expiresOn, today) : null,
    files: files.map(({ storageKey, ...file }): EvidenceFile => ({ ...file, stored: storageKey !== null })),
    // In the library's order; a link to a control the library no longer has is not shown.
    controls: libraryControls.filter((control) => linked.has(control.id)).map((control) => ({ id: control.id, name: control.name })),
    verification: verification.allowed ? { allowed: true, self: verification.self } : { allowed: false, message: verification.message },
  };
}

/**
 * A stored file of an item of the organization, with its bytes: the download. Another organization's ids, ids
 * that are not UUIDs and a file of another item are not found; a file recorded before contents were kept is
 * not found with a message that says so.
 */
export async function readEvidenceFile(
  member: Member,
  evidenceId: string,
  fileId: string,
): Promise<{ name: string; contentType: string; bytes: Uint8Array }> {
  assertCan(member, 'records.view');
  checkedId(evidenceId, 'The evidence');
  checkedId(fileId, 'The file');
  const db = await getDb();
  const [file] = await db
    .select({ name: evidenceFiles.name, contentType: evidenceFiles.contentType, storageKey: evidenceFiles.storageKey })
    .from(evidenceFiles)
    .where(
      and(eq(evidenceFiles.id, fileId), eq(evidenceFiles.evidenceId, evidenceId), eq(evidenceFiles.organizationId, member.organizationId)),
    );
  if (!file) throw notFound('The file');
  if (file.storageKey === null) throw new WorkspaceError('not-found', NOT_KEPT_MESSAGE);
  const bytes = await fileStorage().get(file.storageKey);
  if (!bytes) throw new WorkspaceError('not-found', 'The contents of this file are missing from storage. Upload it again with Replace.');
  return { name: file.name, contentType: file.contentType, bytes };
}
