import 'server-only';
import { getDb } from '@/lib/db/client';
import { WorkspaceError, assertCan, type Member } from '../member';
import { DECIDED_MESSAGE, decideIn } from './confirm-marks';
import { proposalOf } from './proposals';

/** Dismisses the member's own draft: nothing else changes. */
export async function dismissProposal(member: Member, id: string): Promise<void> {
  assertCan(member, 'records.edit');
  const proposal = await proposalOf(member, id);
  if (proposal.status !== 'proposed') throw new WorkspaceError('conflict', DECIDED_MESSAGE);
  await (await getDb()).transaction((tx) => decideIn(tx, proposal, 'dismissed', null));
}
