import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { assistantProposals } from '@/lib/db/schema';
import { WorkspaceError, type Tx } from '../member';

export const DECIDED_MESSAGE = 'This draft was already confirmed or dismissed. Reload to see it.';

/**
 * Moves a proposal of the member from proposed to `status` inside the caller's transaction; a proposal already
 * decided (a second click, another tab) is refused with 409 and the transaction rolls back.
 */
export async function decideIn(
  tx: Tx,
  proposal: { id: string; organizationId: string },
  status: 'confirmed' | 'dismissed',
  recordId: string | null,
): Promise<void> {
  const [decided] = await tx
    .update(assistantProposals)
    .set({ status, recordId, decidedAt: new Date(), version: sql`${assistantProposals.version} + 1` })
    .where(
      and(
        eq(assistantProposals.id, proposal.id),
        eq(assistantProposals.organizationId, proposal.organizationId),
        eq(assistantProposals.status, 'proposed'),
      ),
    )
    .returning({ id: assistantProposals.id });
  if (!decided) throw new WorkspaceError('conflict', DECIDED_MESSAGE);
}
