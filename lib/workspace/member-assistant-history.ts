import 'server-only';
import { and, eq } from 'drizzle-orm';
import { assistantConversations, assistantProposals } from '@/lib/db/schema';
import type { Tx } from './member';

// Below both the team (which removes a member) and the assistant (whose records these are), so neither imports the other.

/**
 * A member who leaves the team takes their conversations with the assistant (and their messages) and the drafts
 * still waiting for their click with them: called in the removal's transaction. The records their confirmed drafts
 * wrote stay, as any record they wrote does.
 */
export async function forgetMemberAssistantHistory(tx: Tx, organizationId: string, memberId: string): Promise<void> {
  await tx
    .delete(assistantProposals)
    .where(
      and(
        eq(assistantProposals.organizationId, organizationId),
        eq(assistantProposals.memberId, memberId),
        eq(assistantProposals.status, 'proposed'),
      ),
    );
  await tx
    .delete(assistantConversations)
    .where(and(eq(assistantConversations.organizationId, organizationId), eq(assistantConversations.memberId, memberId)));
}
