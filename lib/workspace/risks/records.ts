import 'server-only';
import { and, asc, count, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb } from '@/lib/db/client';
import { members, risks } from '@/lib/db/schema';
import type { ListPage, ListQuery } from '@/lib/domain/list-query';
import { riskBandFloors, riskBands, type RiskBand } from '@/lib/domain/risks/rules';
import type { Risk, RiskMemberChoice } from '@/lib/schemas/risks/records';
import { fetchPage, matchingWords } from '../list-sql';
import { assertCan, checkedId, notFound, type Member, type Tx } from '../member';
import { keptRead } from '../read-cache';

/** A transaction or the database itself: anything that reads. */
export type Reader = Pick<Tx, 'select'>;

export type RiskListKey = 'category' | 'band' | 'treatment' | 'owner';
export type RiskListQuery = ListQuery<RiskListKey>;

const everything: RiskListQuery = { q: '', page: 1, filters: { category: '', band: '', treatment: '', owner: '' } };

const owner = alias(members, 'owner');
const approver = alias(members, 'approver');

/** A risk's columns with its owner's and approver's names; the levels are 1–5 by the tables' writes. */
const riskColumns = {
  id: risks.id,
  title: risks.title,
  description: risks.description,
  category: risks.category,
  ownerMemberId: risks.ownerMemberId,
  ownerName: owner.displayName,
  inherentLikelihood: risks.inherentLikelihood,
  inherentImpact: risks.inherentImpact,
  residualLikelihood: risks.residualLikelihood,
  residualImpact: risks.residualImpact,
  treatment: risks.treatment,
  plan: risks.plan,
  nextReviewOn: risks.nextReviewOn,
  acceptanceApproverId: risks.acceptanceApproverId,
  acceptanceApproverName: approver.displayName,
  acceptedOn: risks.acceptedOn,
  acceptanceExpiresOn: risks.acceptanceExpiresOn,
  libraryId: risks.libraryId,
  version: risks.version,
};

/** The residual rating, computed in SQL so the band filter and the order run in the database. */
export const residualRatingSql = sql<number>`(${risks.residualLikelihood} * ${risks.residualImpact})`;

/** The residual ratings of a band: from its floor up to the next band's floor. */
function inBand(band: RiskBand): SQL {
  const next = riskBands[riskBands.indexOf(band) + 1];
  return and(gte(residualRatingSql, riskBandFloors[band]), next ? lte(residualRatingSql, riskBandFloors[next] - 1) : undefined)!;
}

function listConditions(member: Member, { q, filters }: RiskListQuery): SQL | undefined {
  return and(
    eq(risks.organizationId, member.organizationId),
    matchingWords(q, [risks.title, risks.description, risks.plan]),
    filters.category ? eq(risks.category, filters.category) : undefined,
    filters.band ? inBand(filters.band as RiskBand) : undefined,
    filters.treatment ? eq(risks.treatment, filters.treatment as Risk['treatment']) : undefined,
    filters.owner === 'none' ? isNull(risks.ownerMemberId) : filters.owner ? eq(risks.ownerMemberId, filters.owner) : undefined,
  );
}

export const selectRisks = (reader: Reader) =>
  reader
    .select(riskColumns)
    .from(risks)
    .leftJoin(owner, eq(owner.id, risks.ownerMemberId))
    .leftJoin(approver, eq(approver.id, risks.acceptanceApproverId));

/** One page of the register (search, category, band, treatment, owner and paging in SQL), highest residual first. */
export function listRisks(member: Member, query: RiskListQuery = everything): Promise<ListPage<Risk>> {
  assertCan(member, 'records.view');
  return keptRead(member, ['risk-list', query], async () => {
    const db = await getDb();
    const where = listConditions(member, query);
    return fetchPage(
      query.page,
      async () => (await db.select({ total: count() }).from(risks).where(where))[0]?.total ?? 0,
      async (limit, offset) =>
        (await selectRisks(db)
          .where(where)
          .orderBy(sql`${residualRatingSql} desc`, asc(risks.title), asc(risks.id))
          .limit(limit)
          .offset(offset)) as Risk[],
    );
  });
}

/** The risk `id` of the member's organization, or 404 (another organization's ids are not found). */
export async function riskOf(reader: Reader, member: Member, id: string): Promise<Risk> {
  checkedId(id, 'The risk');
  const [row] = await selectRisks(reader).where(and(eq(risks.id, id), eq(risks.organizationId, member.organizationId)));
  if (!row) throw notFound('The risk');
  return row as Risk;
}

/** The organization's current members, by name: the owner choices (and, filtered, the approver choices). */
export async function riskMemberChoices(member: Member, role?: 'admin'): Promise<RiskMemberChoice[]> {
  assertCan(member, 'records.view');
  const db = await getDb();
  return db
    .select({ id: members.id, name: members.displayName })
    .from(members)
    .where(and(eq(members.organizationId, member.organizationId), isNull(members.removedAt), role ? eq(members.role, role) : undefined))
    .orderBy(asc(members.displayName), asc(members.id));
}

/** A current member of the organization with their role, or null (another organization's ids are no one). */
export async function currentMemberOf(reader: Reader, member: Member, id: string): Promise<{ id: string; role: Member['role'] } | null> {
  try {
    checkedId(id, 'The member');
  } catch {
    return null;
  }
  const [row] = await reader
    .select({ id: members.id, role: members.role })
    .from(members)
    .where(and(eq(members.id, id), eq(members.organizationId, member.organizationId), isNull(members.removedAt)));
  return row ?? null;
}
