import 'server-only';
import { risks } from '@/lib/db/schema';
import { acceptanceProblem, ACCEPTANCE_NEEDS_ADMIN } from '@/lib/domain/risks/rules';
import type { RiskAcceptanceInput } from '@/lib/schemas/risks/records';
import { WorkspaceError } from '../member';
import { currentMemberOf, riskOf } from './records';
import { versionedRecord } from '../versioned-write';

/**
 * Accepts a risk as it stands (admins): the approver must be a current admin of the same organization and the
 * acceptance ends within a year of `today` (lib/domain/risks.ts). The treatment becomes accept; a stale version is
 * refused.
 */
export const acceptRisk = versionedRecord(risks, riskOf).write('risks.accept', (member, input: RiskAcceptanceInput, today: string) => ({
  id: input.id,
  version: input.version,
  change: async (_current, tx) => {
    const approver = await currentMemberOf(tx, member, input.approverId);
    if (!approver) throw new WorkspaceError('invalid', ACCEPTANCE_NEEDS_ADMIN);
    const problem = acceptanceProblem({
      approverId: approver.id,
      approverRole: approver.role,
      acceptedOn: today,
      expiresOn: input.expiresOn,
    });
    if (problem) throw new WorkspaceError('invalid', problem);
    return {
      treatment: 'accept' as const,
      acceptanceApproverId: approver.id,
      acceptedOn: today,
      acceptanceExpiresOn: input.expiresOn,
      updatedAt: new Date(),
    };
  },
  activity: (saved, current) => ({
    action: 'risk.accepted',
    recordType: 'risk',
    recordId: saved.id,
    summary: `Accepted the risk ${current.title} until ${input.expiresOn}`,
  }),
}));
