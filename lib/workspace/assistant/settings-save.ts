import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { assistantSettings } from '@/lib/db/schema';
import type { AssistantSettingsInput } from '@/lib/schemas/assistant/settings';
import { recordActivity } from '../activity';
import { assertCan, STALE_MESSAGE, WorkspaceError, type Member } from '../member';
import { assistantSettingsOf, type AssistantSettings } from '../assistant-settings';

/** The activity row's words for the saved choices. */
function savedSummary(saved: AssistantSettingsInput): string {
  const state = saved.enabled ? 'Turned the assistant on' : 'Turned the assistant off';
  return `${state}: conversations kept ${saved.retentionDays} days, ${saved.memberDailyRequests.toLocaleString('en-US')} questions a member a day, ${saved.organizationDailyTokens.toLocaleString('en-US')} tokens a day`;
}

/**
 * Saves Settings › Assistant (admins): whether the assistant is on, how long conversations are kept and the daily
 * budgets, with the activity row. `version` 0 creates the organization's choices; any other must be the stored one,
 * so a change made meanwhile in another tab is refused rather than overwritten.
 */
export async function saveAssistantSettings(member: Member, input: AssistantSettingsInput): Promise<AssistantSettings> {
  assertCan(member, 'organization.manage');
  const db = await getDb();
  const { enabled, retentionDays, memberDailyRequests, organizationDailyTokens } = input;
  const fields = { enabled, retentionDays, memberDailyRequests, organizationDailyTokens };
  return db.transaction(async (tx) => {
    const current = await assistantSettingsOf(member, tx);
    if (current.version !== input.version) throw new WorkspaceError('conflict', STALE_MESSAGE);
    const written =
      input.version === 0
        ? await tx
            .insert(assistantSettings)
            .values({ organizationId: member.organizationId, ...fields })
            .onConflictDoNothing()
            .returning({ version: assistantSettings.version })
        : await tx
            .update(assistantSettings)
            .set({ ...fields, version: sql`${assistantSettings.version} + 1`, updatedAt: new Date() })
            .where(and(eq(assistantSettings.organizationId, member.organizationId), eq(assistantSettings.version, input.version)))
            .returning({ version: assistantSettings.version });
    if (written.length === 0) throw new WorkspaceError('conflict', STALE_MESSAGE);
    await recordActivity(tx, member, {
      action: 'assistant.settings-saved',
      recordType: 'organization',
      recordId: member.organizationId,
      summary: savedSummary(input),
    });
    return { ...fields, version: written[0]!.version };
  });
}
