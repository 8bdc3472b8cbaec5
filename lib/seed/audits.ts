import 'server-only';
import { audits } from '@/lib/db/schema';
import { DAY_MS, dayOf } from '@/lib/domain/calendar-days';
import type { AuditResult, AuditStatus, AuditType } from '@/lib/schemas/audits/records';
import type { TrackedFramework } from '@/lib/schemas/frameworks/codes';
import type { Tx } from '@/lib/workspace/member';

type Seeded = {
  name: string;
  type: AuditType;
  framework: TrackedFramework;
  auditor: string;
  /** Days from `now` to the first and last day of the audit (negative: in the past). */
  startIn: number;
  endIn: number;
  description: string;
  status: AuditStatus;
  result: AuditResult;
};

/**
 * The demo organization's audits: two upcoming (the first starts in exactly 45 days, the dashboard's "45 days to
 * the next audit"), one under way and three completed over the past year.
 */
export const demoAudits: readonly Seeded[] = [
  {
    name: 'SOC 2 Type II Annual Audit',
    type: 'external',
    framework: 'soc2',
    auditor: 'Deloitte & Touche',
    startIn: 45,
    endIn: 63,
    description: 'Annual Type II examination of the security and availability criteria.',
    status: 'scheduled',
    result: 'Pending',
  },
  {
    name: 'ISO 27001 Surveillance Audit',
    type: 'certification',
    framework: 'iso27001',
    auditor: 'BSI Group',
    startIn: 86,
    endIn: 90,
    description: 'First-year surveillance audit of the ISMS.',
    status: 'preparing',
    result: 'Pending',
  },
  {
    name: 'Q4 Internal Access Review',
    type: 'internal',
    framework: 'hipaa',
    auditor: 'Internal Audit Team',
    startIn: -5,
    endIn: 6,
    description: 'Quarterly review of access to systems holding PHI.',
    status: 'in-progress',
    result: 'Pending',
  },
  {
    name: 'GDPR Compliance Assessment',
    type: 'external',
    framework: 'gdpr',
    auditor: 'PwC Privacy Team',
    startIn: -74,
    endIn: -63,
    description: 'Assessment of records of processing and data subject request handling.',
    status: 'completed',
    result: 'Pass',
  },
  {
    name: 'PCI DSS Assessment',
    type: 'certification',
    framework: 'pci-dss',
    auditor: 'Trustwave',
    startIn: -172,
    endIn: -161,
    description: 'Annual assessment by a qualified security assessor.',
    status: 'completed',
    result: 'Conditional Pass',
  },
  {
    name: 'SOC 2 Readiness Review',
    type: 'internal',
    framework: 'soc2',
    auditor: 'Internal Audit Team',
    startIn: -257,
    endIn: -253,
    description: 'Readiness review ahead of the Type II window.',
    status: 'completed',
    result: 'Pass',
  },
];

/** The calendar day (UTC, YYYY-MM-DD) `days` after `now`, as the Audits screen counts days from today. */
function dayFrom(now: Date, days: number): string {
  return dayOf(new Date(now.getTime() + days * DAY_MS));
}

/** Inserts the demo organization's audits, dated relative to `now`. */
export async function seedAudits(tx: Tx, organizationId: string, now: Date): Promise<void> {
  await tx.insert(audits).values(
    demoAudits.map(({ startIn, endIn, ...audit }) => ({
      organizationId,
      ...audit,
      startOn: dayFrom(now, startIn),
      endOn: dayFrom(now, endIn),
      createdAt: new Date(now.getTime() + Math.min(startIn, 0) * DAY_MS - 30 * DAY_MS),
      updatedAt: new Date(now.getTime() + Math.min(endIn, 0) * DAY_MS),
    })),
  );
}
