import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { activity, audits, ccpaIssues, evidence, organizations, policies } from '@/lib/db/schema';
import { ADDED_FROM_QUESTIONNAIRE, listOrganizationFrameworks, type OrganizationFramework } from './frameworks';
import type { Member } from './member';
import { keptRead } from './read-cache';

/** What the dashboard is made of: the followed frameworks and a few figures of the organization's records. */
export type DashboardRecords = {
  frameworks: OrganizationFramework[];
  /** CCPA issues with status open. */
  openIssues: number;
  /** The first day (YYYY-MM-DD) of the earliest scheduled or preparing audit from today on, or null. */
  nextAuditOn: string | null;
  hasEvidence: boolean;
  hasPolicy: boolean;
  /** The directory ids sign-up added from the questionnaire (empty when it added none). */
  questionnaireFrameworkIds: string[];
};

/** The dashboard's records of the member's organization; `today` is YYYY-MM-DD. */
export function dashboardRecords(member: Member, today: string): Promise<DashboardRecords> {
  return keptRead(member, ['dashboard', today], async () => {
    const db = await getDb();
    const organizationId = member.organizationId;
    const [frameworks, [figures], [fromQuestionnaire]] = await Promise.all([
      listOrganizationFrameworks(member, today),
      db
        .select({
          openIssues: sql<number>`(select count(*)::int from ${ccpaIssues} where ${ccpaIssues.organizationId} = ${organizationId} and ${ccpaIssues.status} = 'open')`,
          nextAuditOn: sql<
            string | null
          >`(select min(${audits.startOn})::text from ${audits} where ${audits.organizationId} = ${organizationId} and ${audits.status} in ('scheduled', 'preparing') and ${audits.startOn} >= ${today}::date)`,
          hasEvidence: sql<boolean>`exists (select 1 from ${evidence} where ${evidence.organizationId} = ${organizationId})`,
          hasPolicy: sql<boolean>`exists (select 1 from ${policies} where ${policies.organizationId} = ${organizationId})`,
        })
        .from(organizations)
        .where(eq(organizations.id, organizationId)),
      db
        .select({ recordId: activity.recordId })
        .from(activity)
        .where(and(eq(activity.organizationId, organizationId), eq(activity.action, ADDED_FROM_QUESTIONNAIRE)))
        .orderBy(asc(activity.createdAt))
        .limit(1),
    ]);
    return {
      frameworks,
      openIssues: figures?.openIssues ?? 0,
      nextAuditOn: figures?.nextAuditOn ?? null,
      hasEvidence: figures?.hasEvidence ?? false,
      hasPolicy: figures?.hasPolicy ?? false,
      questionnaireFrameworkIds: fromQuestionnaire?.recordId?.split(',').filter(Boolean) ?? [],
    };
  });
}
