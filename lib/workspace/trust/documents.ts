import 'server-only';
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { evidence, policies, trustDocuments } from '@/lib/db/schema';
import type { ListPage } from '@/lib/domain/list-query';
import type { TrustDocument, TrustDocumentCreate, TrustDocumentKind } from '@/lib/schemas/trust/records';
import { recordActivity } from '../activity';
import { assertCan, checkedId, notFound, STALE_MESSAGE, WorkspaceError, type Member, type Tx } from '../member';
import { guardedWrite } from '../guarded-write';
import { fetchPage, matchingWords } from '../list-sql';

type Reader = Pick<Tx, 'select'>;

export const SOURCE_NOT_FOUND = 'Choose an approved policy or an evidence item of your organization.';

/** A stored document with the record it publishes, and whether that record may still be published. */
export type TrustDocumentRow = TrustDocument & { available: boolean };

/** The organization's trust documents, oldest first, each with its source's name and availability. */
export async function trustDocumentRows(reader: Reader, organizationId: string): Promise<TrustDocumentRow[]> {
  const rows = await reader
    .select({
      id: trustDocuments.id,
      title: trustDocuments.title,
      kind: trustDocuments.kind,
      visibility: trustDocuments.visibility,
      policyId: trustDocuments.policyId,
      evidenceId: trustDocuments.evidenceId,
      policyName: policies.name,
      policyStatus: policies.status,
      policyArchivedAt: policies.archivedAt,
      evidenceName: evidence.name,
      evidenceArchivedAt: evidence.archivedAt,
      version: trustDocuments.version,
    })
    .from(trustDocuments)
    .leftJoin(policies, eq(policies.id, trustDocuments.policyId))
    .leftJoin(evidence, eq(evidence.id, trustDocuments.evidenceId))
    .where(eq(trustDocuments.organizationId, organizationId))
    .orderBy(asc(trustDocuments.createdAt), asc(trustDocuments.id));
  return rows.map((row) => {
    const isPolicy = row.policyId !== null;
    return {
      id: row.id,
      title: row.title,
      kind: row.kind,
      visibility: row.visibility,
      version: row.version,
      source: isPolicy
        ? { type: 'policy', id: row.policyId ?? '', name: row.policyName ?? '' }
        : { type: 'evidence', id: row.evidenceId ?? '', name: row.evidenceName ?? '' },
      // A policy no longer approved, or an archived record, is not offered until it is again.
      available: isPolicy ? row.policyStatus === 'approved' && row.policyArchivedAt === null : row.evidenceArchivedAt === null,
    };
  });
}

/** The documents of the trust center (every member may read the list). */
export async function listTrustDocuments(member: Member): Promise<TrustDocumentRow[]> {
  assertCan(member, 'records.view');
  return trustDocumentRows(await getDb(), member.organizationId);
}

/** Page `page` of the organization's approved policies named with every word of `q`, by name. */
async function approvedPolicyPage(organizationId: string, page: number, q: string): Promise<ListPage<Choice>> {
  const db = await getDb();
  const where = and(
    eq(policies.organizationId, organizationId),
    eq(policies.status, 'approved'),
    isNull(policies.archivedAt),
    matchingWords(q, [policies.name]),
  );
  return fetchPage(
    page,
    async () => (await db.select({ total: count() }).from(policies).where(where))[0]?.total ?? 0,
    (limit, offset) =>
      db
        .select({ id: policies.id, name: policies.name })
        .from(policies)
        .where(where)
        .orderBy(asc(policies.name), asc(policies.id))
        .limit(limit)
        .offset(offset),
  );
}

/** The first page of the organization's evidence items named with every word of `q`, latest collected first. */
async function evidenceChoicePage(organizationId: string, q: string): Promise<ListPage<Choice>> {
  const db = await getDb();
  const where = and(eq(evidence.organizationId, organizationId), isNull(evidence.archivedAt), matchingWords(q, [evidence.name]));
  return fetchPage(
    1,
    async () => (await db.select({ total: count() }).from(evidence).where(where))[0]?.total ?? 0,
    (limit) =>
      db
        .select({ id: evidence.id, name: evidence.name })
        .from(evidence)
        .where(where)
        .orderBy(desc(evidence.collectedOn), asc(evidence.name), asc(evidence.id))
        .limit(limit),
  );
}

/** Page `page` of the approved policies the trust page may list, by name, kept within the last page. */
export function pageOfListablePolicies(member: Member, page: number): Promise<ListPage<Choice>> {
  assertCan(member, 'records.view');
  return approvedPolicyPage(member.organizationId, page, '');
}

/**
 * What a document may publish: the first page of the approved policies and of the evidence items whose names hold
 * every word of `q`, each with how many match in all (a search finds the others).
 */
export async function trustDocumentChoices(member: Member, q = ''): Promise<{ policies: ListPage<Choice>; evidence: ListPage<Choice> }> {
  assertCan(member, 'records.view');
  const [approved, items] = await Promise.all([
    approvedPolicyPage(member.organizationId, 1, q),
    evidenceChoicePage(member.organizationId, q),
  ]);
  return { policies: approved, evidence: items };
}
export type Choice = { id: string; name: string };

async function sourceName(tx: Tx, member: Member, type: 'policy' | 'evidence', id: string): Promise<string> {
  checkedId(id, 'The record');
  const table = type === 'policy' ? policies : evidence;
  const conditions = [eq(table.id, id), eq(table.organizationId, member.organizationId), isNull(table.archivedAt)];
  if (type === 'policy') conditions.push(eq(policies.status, 'approved'));
  const [found] = await tx
    .select({ name: table.name })
    .from(table)
    .where(and(...conditions));
  if (!found) throw new WorkspaceError('invalid', SOURCE_NOT_FOUND);
  return found.name;
}

/** Adds a document to the trust center (administrators): an approved policy or an evidence item, public or private. */
export const addTrustDocument = guardedWrite(
  'organization.manage',
  async (member: Member, input: TrustDocumentCreate): Promise<TrustDocument> => {
    const [type, id] = input.source.split(':') as ['policy' | 'evidence', string];
    const db = await getDb();
    return db.transaction(async (tx) => {
      const name = await sourceName(tx, member, type, id);
      const [created] = await tx
        .insert(trustDocuments)
        .values({
          organizationId: member.organizationId,
          title: input.title,
          kind: input.kind as TrustDocumentKind,
          visibility: input.visibility,
          policyId: type === 'policy' ? id : null,
          evidenceId: type === 'evidence' ? id : null,
        })
        .returning({ id: trustDocuments.id });
      if (!created) throw new Error('The document was not added');
      await recordActivity(tx, member, {
        action: 'trust-document.added',
        recordType: 'trust-document',
        recordId: created.id,
        summary: `Added "${input.title}" to the trust center (${input.visibility})`,
      });
      return { id: created.id, title: input.title, kind: input.kind, visibility: input.visibility, source: { type, id, name }, version: 1 };
    });
  },
);

/** Removes a document from the trust center (administrators), by the version the screen read. */
export const removeTrustDocument = guardedWrite(
  'organization.manage',
  async (member: Member, id: string, version: number): Promise<{ id: string; title: string }> => {
    checkedId(id, 'The document');
    const db = await getDb();
    return db.transaction(async (tx) => {
      const [current] = await tx
        .select({ title: trustDocuments.title, version: trustDocuments.version })
        .from(trustDocuments)
        .where(and(eq(trustDocuments.id, id), eq(trustDocuments.organizationId, member.organizationId)));
      if (!current) throw notFound('The document');
      if (current.version !== version) throw new WorkspaceError('conflict', STALE_MESSAGE);
      await tx.delete(trustDocuments).where(and(eq(trustDocuments.id, id), eq(trustDocuments.organizationId, member.organizationId)));
      await recordActivity(tx, member, {
        action: 'trust-document.removed',
        recordType: 'trust-document',
        recordId: id,
        summary: `Removed "${current.title}" from the trust center`,
      });
      return { id, title: current.title };
    });
  },
);
