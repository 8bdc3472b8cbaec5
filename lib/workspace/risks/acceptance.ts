import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { risks } from '@/lib/db/schema';
import { acceptanceProblem, ACCEPTANCE_NEEDS_ADMIN } from '@/lib/domain/risks/rules';
import type { Risk, RiskAcceptanceInput } from '@/lib/schemas/risks/records';
import { recordActivity } from '../activity';
import { assertCan, STALE_MESSAGE, WorkspaceError, type Member } from '../member';
import { currentMemberOf, riskOf } from './records';

/**
 * Accepts a risk as it stands (admins): the approver must be a current admin of the same organization and the
 * acceptance ends within a year of `today` (lib/domain/risks.ts). The treatment becomes accept; a stale version is
 * refused.
 */
export async function acceptRisk(member: Member, input: RiskAcceptanceInput, today: string): Promise<Risk> {
  assertCan(member, 'risks.accept');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const current = await riskOf(tx, member, input.id);
    if (current.version !== input.version) throw new WorkspaceError('conflict', STALE_MESSAGE);
    const approver = await currentMemberOf(tx, member, input.approverId);
    if (!approver) throw new WorkspaceError('invalid', ACCEPTANCE_NEEDS_ADMIN);
    const problem = acceptanceProblem({
      approverId: approver.id,
      approverRole: approver.role,
      acceptedOn: today,
      expiresOn: input.expiresOn,
    });
    if (problem) throw new WorkspaceError('invalid', problem);
    const [changed] = await tx
      .update(risks)
      .set({
        treatment: 'accept',
        acceptanceApproverId: approver.id,
        acceptedOn: today,
        acceptanceExpiresOn: input.expiresOn,
        version: sql`${risks.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(risks.id, current.id), eq(risks.version, input.version)))
      .returning({ id: risks.id });
    if (!changed) throw new WorkspaceError('conflict', STALE_MESSAGE);
    await recordActivity(tx, member, {
      action: 'risk.accepted',
      recordType: 'risk',
      recordId: current.id,
      summary: `Accepted the risk ${current.title} until ${input.expiresOn}`,
    });
    return riskOf(tx, member, current.id);
  });
}
