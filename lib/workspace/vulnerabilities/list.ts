import 'server-only';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { members, vulnerabilityAssetOwners, vulnerabilityExceptions, vulnerabilityFindings, vulnerabilitySources } from '@/lib/db/schema';
import type { ListPage } from '@/lib/domain/list-query';
import { dueOn, findingState } from '@/lib/domain/vulnerabilities/rules';
import type { VulnerabilityFinding, VulnerabilitySource } from '@/lib/schemas/vulnerabilities/records';
import { fetchPage } from '../list-sql';
import type { Member } from '../member';
import { keptRead } from '../read-cache';
import { deadlinesOf } from '../vulnerability-deadlines';

/** The most findings the API lists at once: the open first, by first seen; then the latest fixes. */
export const FINDINGS_SHOWN = 500;

type Which = 'open' | 'fixed';

const inList = (organizationId: string, which: Which) =>
  and(
    eq(vulnerabilityFindings.organizationId, organizationId),
    which === 'open' ? isNull(vulnerabilityFindings.fixedOn) : isNotNull(vulnerabilityFindings.fixedOn),
  );

/** The findings of the member's organization, `open` or `fixed`, each with its due day, state, owner and exceptions. */
export function listFindings(member: Member, today: string, which: Which = 'open'): Promise<VulnerabilityFinding[]> {
  return keptRead(member, ['vulnerabilities', today, which], () => readFindings(member, today, which, FINDINGS_SHOWN, 0));
}

/**
 * Page `page` of the same list, kept within the last page, read in SQL: the list's only filter (open or fixed)
 * is a column, and the state of each finding (past deadline, excepted) is decided for that page's rows alone.
 */
export function pageOfFindings(member: Member, today: string, which: Which, page: number): Promise<ListPage<VulnerabilityFinding>> {
  return keptRead(member, ['vulnerabilities-page', today, which, page], async () => {
    const db = await getDb();
    return fetchPage(
      page,
      async () =>
        (await db.select({ total: count() }).from(vulnerabilityFindings).where(inList(member.organizationId, which)))[0]?.total ?? 0,
      (limit, offset) => readFindings(member, today, which, limit, offset),
    );
  });
}

/** `limit` findings of the list from `offset`: the open by first seen, the fixed latest first. */
async function readFindings(member: Member, today: string, which: Which, limit: number, offset: number): Promise<VulnerabilityFinding[]> {
  const db = await getDb();
  const organizationId = member.organizationId;
  const [deadlines, rows] = await Promise.all([
    deadlinesOf(db, organizationId),
    db
      .select({ finding: vulnerabilityFindings, ownerName: members.displayName })
      .from(vulnerabilityFindings)
      .leftJoin(
        vulnerabilityAssetOwners,
        and(eq(vulnerabilityAssetOwners.organizationId, organizationId), eq(vulnerabilityAssetOwners.asset, vulnerabilityFindings.asset)),
      )
      .leftJoin(members, and(eq(members.id, vulnerabilityAssetOwners.ownerMemberId), isNull(members.removedAt)))
      .where(inList(organizationId, which))
      .orderBy(
        ...(which === 'open'
          ? [asc(vulnerabilityFindings.firstSeenOn)]
          : [desc(vulnerabilityFindings.fixedOn), desc(vulnerabilityFindings.firstSeenOn)]),
        asc(vulnerabilityFindings.asset),
        asc(vulnerabilityFindings.identifier),
      )
      .limit(limit)
      .offset(offset),
  ]);
  const ids = rows.map(({ finding }) => finding.id);
  const exceptions =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(vulnerabilityExceptions)
          .where(and(eq(vulnerabilityExceptions.organizationId, organizationId), inArray(vulnerabilityExceptions.findingId, ids)))
          .orderBy(desc(vulnerabilityExceptions.createdAt));
  return rows.map(({ finding, ownerName }) => {
    const own = exceptions
      .filter((exception) => exception.findingId === finding.id)
      .map((exception) => ({
        id: exception.id,
        reason: exception.reason,
        expiresOn: exception.expiresOn,
        requestedByMemberId: exception.requestedByMemberId,
        requestedByName: exception.requestedByName,
        approvedByName: exception.approvedByName,
        approvedAt: exception.approvedAt,
      }));
    const windows = own.map((exception) => ({ approved: exception.approvedAt !== null, expiresOn: exception.expiresOn }));
    return {
      id: finding.id,
      asset: finding.asset,
      identifier: finding.identifier,
      title: finding.title,
      severity: finding.severity,
      sources: finding.sources,
      url: finding.url,
      firstSeenOn: finding.firstSeenOn,
      fixedOn: finding.fixedOn,
      dueOn: dueOn(finding.firstSeenOn, finding.severity, deadlines),
      state: findingState({ ...finding, exceptions: windows }, deadlines, today),
      ownerName: ownerName ?? null,
      exceptions: own,
    };
  });
}

/** The sources that reported the organization's findings, the latest first. */
export function listVulnerabilitySources(member: Member): Promise<VulnerabilitySource[]> {
  return keptRead(member, ['vulnerability-sources'], async () => {
    const db = await getDb();
    return db
      .select({
        source: vulnerabilitySources.source,
        lastReportedAt: vulnerabilitySources.lastReportedAt,
        findingsListed: vulnerabilitySources.findingsListed,
      })
      .from(vulnerabilitySources)
      .where(eq(vulnerabilitySources.organizationId, member.organizationId))
      .orderBy(desc(vulnerabilitySources.lastReportedAt));
  });
}

/** The organization's days per severity. */
export function readDeadlines(member: Member) {
  return keptRead(member, ['vulnerability-deadlines'], async () => deadlinesOf(await getDb(), member.organizationId));
}
