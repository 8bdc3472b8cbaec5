import 'server-only';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { apiKeys } from '@/lib/db/schema';
import { generateApiKey, hashApiKey, maskApiKey } from '@/lib/domain/organization/api-keys';
import { recordActivity } from '../activity';
import type { ApiKeyScope } from '@/lib/schemas/organization/settings';
import { assertCan, checkedId, notFound, type Member } from '../member';
import { guardedWrite } from '../guarded-write';

export type ApiKeyRow = { id: string; name: string; maskedValue: string; scope: ApiKeyScope; createdAt: Date; lastUsedAt: Date | null };

const listed = {
  id: apiKeys.id,
  name: apiKeys.name,
  lastFour: apiKeys.lastFour,
  scope: apiKeys.scope,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
};

function toRow({ lastFour, ...row }: Omit<ApiKeyRow, 'maskedValue'> & { lastFour: string }): ApiKeyRow {
  return { ...row, maskedValue: maskApiKey(lastFour) };
}

/** The organization's active keys, newest first (admins). */
export async function listApiKeys(member: Member): Promise<ApiKeyRow[]> {
  assertCan(member, 'apiKeys.manage');
  const db = await getDb();
  const rows = await db
    .select(listed)
    .from(apiKeys)
    .where(and(eq(apiKeys.organizationId, member.organizationId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt));
  return rows.map(toRow);
}

/**
 * Creates a key (admins) with what it may do through the API (read-only unless said otherwise) and answers it
 * whole: this is the only time the full key exists outside its holder.
 */
export const createApiKey = guardedWrite(
  'apiKeys.manage',
  async (member: Member, name: string, scope: ApiKeyScope = 'read-only'): Promise<{ key: string; apiKey: ApiKeyRow }> => {
    const key = generateApiKey();
    const db = await getDb();
    return db.transaction(async (tx) => {
      const [created] = await tx
        .insert(apiKeys)
        .values({
          organizationId: member.organizationId,
          name,
          keyHash: hashApiKey(key),
          lastFour: key.slice(-4),
          scope,
          createdBy: member.displayName,
        })
        .returning(listed);
      if (!created) throw new Error('The key was not created');
      await recordActivity(tx, member, {
        action: 'api-key.created',
        recordType: 'api-key',
        recordId: created.id,
        summary: `Created the ${scope} API key ${name}`,
      });
      return { key, apiKey: toRow(created) };
    });
  },
);

/** Revokes a key (admins): calls with it are refused from now on. */
export const revokeApiKey = guardedWrite('apiKeys.manage', async (member: Member, keyId: string): Promise<void> => {
  checkedId(keyId, 'The API key');
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiKeys.id, keyId), eq(apiKeys.organizationId, member.organizationId), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id, name: apiKeys.name });
    if (!revoked) throw notFound('The API key');
    await recordActivity(tx, member, {
      action: 'api-key.revoked',
      recordType: 'api-key',
      recordId: revoked.id,
      summary: `Revoked the API key ${revoked.name}`,
    });
  });
});
