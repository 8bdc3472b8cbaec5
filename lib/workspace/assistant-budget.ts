import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { assistantUsage } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import { WorkspaceError, type Member } from './member';
import { assistantSettingsOf } from './assistant-settings';

/**
 * Counts one model request of the member's day, or refuses it (429) when the member's requests or the
 * organization's tokens of the UTC day are spent. The count and the check are one transaction, so two requests at
 * once cannot both pass the last unit of the budget.
 */
export async function spendAssistantRequest(member: Member, now = new Date()): Promise<void> {
  const day = dayOf(now);
  await (
    await getDb()
  ).transaction(async (tx) => {
    const settings = await assistantSettingsOf(member, tx);
    const [counted] = await tx
      .insert(assistantUsage)
      .values({ organizationId: member.organizationId, memberId: member.id, day, requests: 1 })
      .onConflictDoUpdate({
        target: [assistantUsage.organizationId, assistantUsage.memberId, assistantUsage.day],
        set: { requests: sql`${assistantUsage.requests} + 1` },
      })
      .returning({ requests: assistantUsage.requests });
    if (counted!.requests > settings.memberDailyRequests) {
      throw new WorkspaceError(
        'limited',
        `You have asked the assistant ${settings.memberDailyRequests} questions today, your organization's daily limit. It answers again tomorrow (UTC), or an admin can raise the limit in Settings › Assistant.`,
      );
    }
    const [spent] = await tx
      .select({ tokens: sql<number>`coalesce(sum(${assistantUsage.tokens}), 0)::int` })
      .from(assistantUsage)
      .where(and(eq(assistantUsage.organizationId, member.organizationId), eq(assistantUsage.day, day)));
    if (spent!.tokens >= settings.organizationDailyTokens) {
      throw new WorkspaceError(
        'limited',
        `Your organization has used its ${settings.organizationDailyTokens.toLocaleString('en-US')} assistant tokens for today. It answers again tomorrow (UTC), or an admin can raise the limit in Settings › Assistant.`,
      );
    }
  });
}

/** Adds the tokens a model request spent (sent and received) to the member's day. */
export async function recordAssistantTokens(member: Member, tokens: number, now = new Date()): Promise<void> {
  if (!(tokens > 0)) return;
  await (
    await getDb()
  )
    .insert(assistantUsage)
    .values({ organizationId: member.organizationId, memberId: member.id, day: dayOf(now), requests: 0, tokens })
    .onConflictDoUpdate({
      target: [assistantUsage.organizationId, assistantUsage.memberId, assistantUsage.day],
      set: { tokens: sql`${assistantUsage.tokens} + ${tokens}` },
    });
}
