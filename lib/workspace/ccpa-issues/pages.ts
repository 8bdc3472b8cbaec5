import 'server-only';
import { and, asc, count, eq, lt, ne, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { ccpaIssues } from '@/lib/db/schema';
import { issueCategoryOptions, type IssueFilters } from '@/lib/domain/ccpa-issues/rules';
import type { ListPage } from '@/lib/domain/list-query';
import type { Issue, IssueCategory } from '@/lib/schemas/ccpa-issues/records';
import { issueColumns, issueConditions } from './issues';
import { fetchPage } from '../list-sql';
import type { Member } from '../member';
import { keptRead } from '../read-cache';

/** The overview cards: the open and in-progress issues, and how many of them are critical, high, overdue, unassigned. */
export type IssueOverview = { total: number; critical: number; high: number; overdue: number; unassigned: number };

/** A page of the issues the filters pick, with how many of all of them fall in each category (the Issue Summary). */
export type IssuePage = ListPage<Issue> & { byCategory: { category: IssueCategory; count: number }[] };

const inOrganization = (member: Member) => eq(ccpaIssues.organizationId, member.organizationId);
const number = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

/** The overview cards of the organization's open and in-progress issues, counted in SQL; `today` decides what is overdue. */
export function ccpaIssueOverview(member: Member, today: string): Promise<IssueOverview> {
  return keptRead(member, ['ccpa-overview', today], async () => {
    const db = await getDb();
    const [figures] = await db
      .select({
        total: sql<number>`count(*)::int`,
        critical: number(eq(ccpaIssues.priority, 'critical')),
        high: number(eq(ccpaIssues.priority, 'high')),
        overdue: number(lt(ccpaIssues.dueOn, today)),
        unassigned: number(sql`${ccpaIssues.assignee} is null`),
      })
      .from(ccpaIssues)
      .where(and(inOrganization(member), ne(ccpaIssues.status, 'closed')));
    return figures ?? { total: 0, critical: 0, high: 0, overdue: 0, unassigned: 0 };
  });
}

/** How many issues `filters` pick (the status filter alone gives the screen's "of N issues"). */
export function countCcpaIssues(member: Member, filters: IssueFilters, today: string): Promise<number> {
  return keptRead(member, ['ccpa-count', filters, today], async () => {
    const db = await getDb();
    const [row] = await db
      .select({ total: count() })
      .from(ccpaIssues)
      .where(and(inOrganization(member), ...issueConditions(filters, today)));
    return row?.total ?? 0;
  });
}

/**
 * Page `page` of the issues `filters` pick (search, priority, category, tag chip and status, in SQL), by reference
 * order of creation, with the Issue Summary's counts per category of every issue they pick, not only this page's.
 */
export function pageCcpaIssues(member: Member, filters: IssueFilters, page: number, today: string): Promise<IssuePage> {
  return keptRead(member, ['ccpa-page', filters, page, today], async () => {
    const db = await getDb();
    const where = and(inOrganization(member), ...issueConditions(filters, today));
    const categories = Object.fromEntries(issueCategoryOptions.map(({ value }) => [value, number(eq(ccpaIssues.category, value))]));
    const [figures] = (await db
      .select({ total: sql<number>`count(*)::int`, ...categories })
      .from(ccpaIssues)
      .where(where)) as Record<'total' | IssueCategory, number>[];
    const listed = await fetchPage(
      page,
      async () => figures?.total ?? 0,
      (limit, offset) =>
        db
          .select(issueColumns)
          .from(ccpaIssues)
          .where(where)
          .orderBy(asc(ccpaIssues.createdAt), asc(ccpaIssues.reference))
          .limit(limit)
          .offset(offset),
    );
    const byCategory = issueCategoryOptions.map(({ value }) => ({ category: value, count: figures?.[value] ?? 0 }));
    return { ...listed, byCategory };
  });
}
