import 'server-only';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { getDb } from '@/lib/db/client';
import { assistantConversations, assistantProposals, assistantSettings } from '@/lib/db/schema';
import { work } from '@/lib/jobs';
import { DEFAULT_ASSISTANT_SETTINGS } from '../assistant-settings';

/** What a retention run deleted. */
export type AssistantRetentionRun = { conversations: number; proposals: number };

/** The moment before which an organization's conversations and waiting drafts are past its retention. */
const cutOff = (organizationId: PgColumn, now: Date) => sql`${now.toISOString()}::timestamptz - make_interval(
  days => coalesce(
    (select ${assistantSettings.retentionDays} from ${assistantSettings} where ${assistantSettings.organizationId} = ${organizationId}),
    ${DEFAULT_ASSISTANT_SETTINGS.retentionDays}
  )
)`;

/**
 * Deletes, in every organization, the conversations not continued within its retention (their messages and the
 * drafts proposed in them go with them), and the drafts still waiting for a click proposed before it.
 */
export async function deleteAssistantHistoryPastRetention(now = new Date()): Promise<AssistantRetentionRun> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const conversations = await tx
      .delete(assistantConversations)
      .where(lt(assistantConversations.updatedAt, cutOff(assistantConversations.organizationId, now)))
      .returning({ id: assistantConversations.id });
    const proposals = await tx
      .delete(assistantProposals)
      .where(
        and(eq(assistantProposals.status, 'proposed'), lt(assistantProposals.createdAt, cutOff(assistantProposals.organizationId, now))),
      )
      .returning({ id: assistantProposals.id });
    return { conversations: conversations.length, proposals: proposals.length };
  });
}

/** Works the daily assistant-retention schedule in this process (once jobs have started). */
export async function startAssistantRetention(): Promise<void> {
  await work('assistant-retention', async () => {
    const run = await deleteAssistantHistoryPastRetention();
    console.log(`Assistant retention: ${run.conversations} conversations and ${run.proposals} waiting drafts deleted.`);
  });
}
