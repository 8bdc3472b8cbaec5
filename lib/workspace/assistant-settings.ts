import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { assistantSettings } from '@/lib/db/schema';
import type { Member, Tx } from './member';

export type AssistantSettings = {
  enabled: boolean;
  retentionDays: number;
  memberDailyRequests: number;
  organizationDailyTokens: number;
  version: number;
};

/** An organization that never saved its choices has the assistant off, 90 days' retention and the default budget. */
export const DEFAULT_ASSISTANT_SETTINGS: AssistantSettings = {
  enabled: false,
  retentionDays: 90,
  memberDailyRequests: 100,
  organizationDailyTokens: 2_000_000,
  version: 0,
};

/** The organization's assistant settings (any role reads them: the panel says whether a model answers). */
export async function assistantSettingsOf(member: Member, tx?: Tx): Promise<AssistantSettings> {
  const [row] = await (tx ?? (await getDb()))
    .select()
    .from(assistantSettings)
    .where(eq(assistantSettings.organizationId, member.organizationId));
  if (!row) return DEFAULT_ASSISTANT_SETTINGS;
  const { enabled, retentionDays, memberDailyRequests, organizationDailyTokens, version } = row;
  return { enabled, retentionDays, memberDailyRequests, organizationDailyTokens, version };
}
