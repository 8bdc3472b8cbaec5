import 'server-only';
import { and, eq } from 'drizzle-orm';
import { auditRequests, audits } from '@/lib/db/schema';
import { DAY_MS, dayOf } from '@/lib/domain/calendar-days';
import type { Tx } from '@/lib/workspace/member';

/** The first requests of the demo's upcoming SOC 2 audit, added one by one and not yet assigned (no one's task). */
const demoRequests = [
  { reference: 'PBC-01', text: 'Provide the information security policy and evidence of its annual approval.', dueIn: 30 },
  {
    reference: 'PBC-02',
    text: 'Provide the list of users with administrative access to production, and the last access review.',
    dueIn: 30,
  },
  { reference: 'PBC-03', text: 'Provide the change management procedure and the list of production changes in the period.', dueIn: 35 },
] as const;

/** Inserts the demo organization's audit requests, due relative to `now`. */
export async function seedAuditRequests(tx: Tx, organizationId: string, now: Date): Promise<void> {
  const [audit] = await tx
    .select({ id: audits.id })
    .from(audits)
    .where(and(eq(audits.organizationId, organizationId), eq(audits.name, 'SOC 2 Type II Annual Audit')));
  if (!audit) return;
  await tx.insert(auditRequests).values(
    demoRequests.map((request, index) => ({
      organizationId,
      auditId: audit.id,
      position: index + 1,
      reference: request.reference,
      text: request.text,
      dueOn: dayOf(new Date(now.getTime() + request.dueIn * DAY_MS)),
    })),
  );
}
