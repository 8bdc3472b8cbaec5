import 'server-only';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { frameworkDirectory } from '@/lib/catalog/framework-directory';
import { members, organizationFrameworks } from '@/lib/db/schema';
import { DAY_MS, dayOf } from '@/lib/domain/calendar-days';
import { defaultFrameworkSettings } from '@/lib/domain/frameworks/settings';
import type { StoredFrameworkStatus } from '@/lib/domain/frameworks/status';
import type { FrameworkSetupStored, Soc2ReportType } from '@/lib/schemas/frameworks/setup';
import type { Tx } from '@/lib/workspace/member';

const HOUR = 60 * 60 * 1000;

type Seeded = {
  frameworkId: string;
  status: StoredFrameworkStatus;
  addedDaysAgo: number;
  updatedAgo: number;
  /** The short setup's answers of a framework whose setup is done: scope, target audit in days, SOC 2's report type. */
  setup?: { scope: string; auditInDays: number; reportType?: Soc2ReportType };
  /** A compliance threshold of its own (the default is 95). */
  threshold?: number;
};

/**
 * The demo organization's frameworks: five whose setup is done (SOC 2, GDPR, PCI DSS and GLBA show Active, CCPA
 * Review Required: its 88% is below its 95% threshold), two In Progress; the other 13 of the directory have no
 * row and show as Available. Their progress comes from the control states (lib/seed/control-states.ts); GDPR
 * and PCI DSS aim at 90%, so their 92% and 90% are Active.
 */
export const demoFrameworks: readonly Seeded[] = [
  {
    frameworkId: 'soc2',
    status: 'active',
    addedDaysAgo: 420,
    updatedAgo: 2 * DAY_MS,
    setup: { scope: 'Production platform on AWS, engineering, IT and customer support', auditInDays: 45, reportType: 'type2' },
  },
  {
    frameworkId: 'gdpr',
    status: 'active',
    addedDaysAgo: 365,
    updatedAgo: 7 * DAY_MS,
    setup: { scope: 'Customer and employee personal data: product, marketing, HR', auditInDays: 200 },
    threshold: 90,
  },
  {
    frameworkId: 'pci-dss',
    status: 'active',
    addedDaysAgo: 300,
    updatedAgo: 3 * DAY_MS,
    setup: { scope: 'Checkout service and the payment provider integration', auditInDays: 150 },
    threshold: 90,
  },
  {
    frameworkId: 'glba',
    status: 'active',
    addedDaysAgo: 280,
    updatedAgo: 5 * DAY_MS,
    setup: { scope: 'Lending partners data and finance team', auditInDays: 240 },
  },
  {
    frameworkId: 'ccpa',
    status: 'active',
    addedDaysAgo: 240,
    updatedAgo: 26 * HOUR,
    setup: { scope: 'California consumers data: website, analytics and support', auditInDays: 90 },
  },
  { frameworkId: 'iso27001', status: 'progress', addedDaysAgo: 90, updatedAgo: 3 * HOUR },
  { frameworkId: 'sox', status: 'progress', addedDaysAgo: 60, updatedAgo: 4 * DAY_MS },
];

/** Inserts the demo organization's followed frameworks, last updated relative to `now`, owned by its first admin. */
export async function seedFrameworks(tx: Tx, organizationId: string, now: Date): Promise<void> {
  const [owner] = await tx
    .select({ id: members.id, name: members.displayName })
    .from(members)
    .where(and(eq(members.organizationId, organizationId), eq(members.role, 'admin'), isNull(members.removedAt)))
    .orderBy(asc(members.joinedAt), asc(members.id))
    .limit(1);
  await tx.insert(organizationFrameworks).values(
    demoFrameworks.map(({ frameworkId, status, addedDaysAgo, updatedAgo, setup, threshold }) => {
      const addedAt = new Date(now.getTime() - addedDaysAgo * DAY_MS);
      const answers: FrameworkSetupStored | null =
        setup && owner
          ? {
              scope: setup.scope,
              ownerMemberId: owner.id,
              targetAuditOn: dayOf(new Date(now.getTime() + setup.auditInDays * DAY_MS)),
              ...(setup.reportType ? { reportType: setup.reportType } : {}),
              savedAt: new Date(addedAt.getTime() + 14 * DAY_MS).toISOString(),
              savedBy: owner.name,
            }
          : null;
      const framework = frameworkDirectory.find((entry) => entry.id === frameworkId)!;
      return {
        organizationId,
        frameworkId,
        status,
        setup: answers,
        settings: threshold === undefined ? null : { ...defaultFrameworkSettings(framework), complianceThreshold: threshold },
        addedAt,
        updatedAt: new Date(now.getTime() - updatedAgo),
      };
    }),
  );
}
